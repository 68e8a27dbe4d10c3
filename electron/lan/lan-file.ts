import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { isWellFormedJoinCode } from '../../models/core/lan';
import { writeFileAtomic } from '../storage/durable';

/** lan.json, next to a game's autosave: the join code and, per claimed seat, its token's hash and the drop choice. */
export const LAN_FILE = 'lan.json';

const seatRecord = z
  .object({
    tokenHash: z.string().regex(/^[0-9a-f]{64}$/).nullable(),
    choice: z.enum(['pause', 'bot', 'host']),
  })
  .strict();

const lanFileSchema = z
  .object({
    format: z.literal('tessera-lan'),
    version: z.literal(1),
    code: z.string().refine(isWellFormedJoinCode, 'not a join code'),
    seats: z.record(z.string().regex(/^\d{1,2}$/), seatRecord),
  })
  .strict();

export type LanFile = z.infer<typeof lanFileSchema>;
export type LanSeatRecord = z.infer<typeof seatRecord>;

/** The game's LAN record, or null when it has none yet. A damaged file is an error, not a silent reset. */
export async function readLanFile(gameDir: string): Promise<LanFile | null> {
  let text: string;
  try {
    text = await readFile(join(gameDir, LAN_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${join(gameDir, LAN_FILE)} is not valid JSON; delete it to start the LAN game with a new code.`);
  }
  const parsed = lanFileSchema.safeParse(json);
  if (!parsed.success) throw new Error(`${join(gameDir, LAN_FILE)} is not a Tessera LAN record (${parsed.error.issues[0].message}); delete it to start over.`);
  return parsed.data;
}

/** Written atomically (temp file, fsync, rename, fsync the folder): a crash leaves the old record or the new one. */
export function writeLanFile(gameDir: string, file: LanFile): Promise<void> {
  return writeFileAtomic(join(gameDir, LAN_FILE), JSON.stringify(file, null, 1));
}
