import { z } from 'zod';
import { mapFileSupport, type MapFileSupport } from '../core/module';
import originalMap from './maps/tessera-original.json';

/** KH-MAP-3: four terrain classes; mixed squares are stored as the class they count as. */
export type Terrain = 'plain' | 'forest' | 'mountain' | 'river';

/** A loaded map, normalised for the rules: one terrain class per square, indexed row * cols + col. */
export interface KhronosMap {
  readonly id: string;
  readonly name: string;
  readonly cols: number;
  readonly rows: number;
  readonly terrain: readonly Terrain[];
  /** Squares whose art mixes two terrains (plain+forest or forest+mountain); display only. */
  readonly mixed: readonly number[];
  /** KH-BLD-5: the 10 printed Hamlet squares, the same on every board. */
  readonly printedHamlets: readonly number[];
}

const LETTER: Readonly<Record<string, { terrain: Terrain; mixed: boolean }>> = {
  P: { terrain: 'plain', mixed: false },
  F: { terrain: 'forest', mixed: false },
  M: { terrain: 'mountain', mixed: false },
  R: { terrain: 'river', mixed: false },
  f: { terrain: 'forest', mixed: true },
  m: { terrain: 'mountain', mixed: true },
};

const COLS = 16;
const ROWS = 20;

/** The file format of a Khronos map (version 1). See maps/tessera-original.json. */
export const khronosMapFileSchema = z
  .object({
    format: z.literal('khronos-map', { error: 'format must be "khronos-map"' }),
    version: z.literal(1, { error: 'version must be 1' }),
    id: z.string({ error: 'id must be a string' }).min(1, 'id must not be empty'),
    name: z.string({ error: 'name must be a string' }).min(1, 'name must not be empty'),
    original: z.boolean().optional(),
    legend: z.record(z.string(), z.string()).optional(),
    cols: z.literal(COLS, { error: `cols must be ${COLS} (KH-MAP-2)` }),
    rows: z.literal(ROWS, { error: `rows must be ${ROWS} (KH-MAP-2)` }),
    terrain: z
      .array(z.string().regex(/^[PFMRfm]{16}$/, 'each terrain row must be 16 letters among P F M R f m (KH-MAP-3)'), {
        error: 'terrain must be a list of row strings',
      })
      .length(ROWS, `terrain must have ${ROWS} rows (KH-MAP-2)`),
    printedHamlets: z
      .array(
        z.tuple([z.number().int().min(0).max(COLS - 1), z.number().int().min(0).max(ROWS - 1)], {
          error: `each printed Hamlet must be [col, row] inside the ${COLS}x${ROWS} grid`,
        }),
      )
      .length(10, 'there must be exactly 10 printed Hamlets (KH-BLD-5)'),
  })
  .superRefine((map, ctx) => {
    const seen = new Set<string>();
    map.printedHamlets.forEach(([c, r], i) => {
      const key = `${c},${r}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['printedHamlets', i], message: `printed Hamlet at ${key} is listed twice` });
      seen.add(key);
      if (map.terrain[r]?.[c] === 'R') {
        ctx.addIssue({ code: 'custom', path: ['printedHamlets', i], message: `printed Hamlet at ${key} stands on a river square (KH-GEO-1)` });
      }
    });
    const river = riverComponents(map.terrain);
    if (river === 0) ctx.addIssue({ code: 'custom', path: ['terrain'], message: 'the map needs a river (KH-MAP-5)' });
    if (river > 1) ctx.addIssue({ code: 'custom', path: ['terrain'], message: `the river squares must form one connected band, found ${river} pieces (KH-MAP-5)` });
  });

export type KhronosMapFile = z.infer<typeof khronosMapFileSchema>;

function riverComponents(rows: readonly string[]): number {
  const seen = new Set<number>();
  let parts = 0;
  for (let r = 0; r < rows.length; r++) {
    for (let c = 0; c < (rows[r]?.length ?? 0); c++) {
      if (rows[r][c] !== 'R' || seen.has(r * COLS + c)) continue;
      parts++;
      const stack = [[c, r]];
      seen.add(r * COLS + c);
      while (stack.length) {
        const [x, y] = stack.pop()!;
        for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
          const nx = x + dx, ny = y + dy;
          if (rows[ny]?.[nx] === 'R' && !seen.has(ny * COLS + nx)) {
            seen.add(ny * COLS + nx);
            stack.push([nx, ny]);
          }
        }
      }
    }
  }
  return parts;
}

export type MapParse = { ok: true; map: KhronosMap } | { ok: false; errors: string[] };

/** Validates a loaded map file; errors name the field, e.g. "terrain.3: each terrain row must be 16 letters...". */
export function parseKhronosMap(json: unknown): MapParse {
  const parsed = khronosMapFileSchema.safeParse(json);
  if (!parsed.success) {
    return { ok: false, errors: parsed.error.issues.map((i) => `${i.path.length ? i.path.join('.') : '(file)'}: ${i.message}`) };
  }
  return { ok: true, map: normaliseMap(parsed.data) };
}

export function normaliseMap(file: KhronosMapFile): KhronosMap {
  const terrain: Terrain[] = [];
  const mixed: number[] = [];
  file.terrain.forEach((row, r) => {
    for (let c = 0; c < COLS; c++) {
      const cell = LETTER[row[c]];
      terrain.push(cell.terrain);
      if (cell.mixed) mixed.push(r * COLS + c);
    }
  });
  return {
    id: file.id,
    name: file.name,
    cols: COLS,
    rows: ROWS,
    terrain,
    mixed,
    printedHamlets: file.printedHamlets.map(([c, r]) => r * COLS + c),
  };
}

const loaded = parseKhronosMap(originalMap);
if (!loaded.ok) throw new Error(`The bundled Khronos map is invalid: ${loaded.errors.join('; ')}`);
/** KH-MAP-5: Tessera's own original map, used until a transcription of the printed board exists. */
export const TESSERA_MAP: KhronosMap = loaded.map;

/** KH-MAP-5: a table may play on another map file (option `map`). */
export const khronosMapFile: MapFileSupport = mapFileSupport(TESSERA_MAP.name, parseKhronosMap);
