import { z } from 'zod';
import { PLAYER_COLORS } from './module';

/**
 * The saved-game format: a header (who plays what, from which seed), the accepted actions in order, and the chat.
 * Replaying the actions from the seed rebuilds the game; a state hash, where present, proves the replay.
 * docs/save-files.md describes the format for developers. Pure: parsing only, no I/O.
 */

export const SAVED_GAME_FORMAT = 'tessera-game';
/** The newest format version this build reads and writes. */
export const SAVED_GAME_VERSION = 1;

const seatNumber = z.int().min(0);
const isoTime = z.iso.datetime({ offset: true });

export const SeatKindSchema = z.enum(['hotseat', 'lan', 'bot', 'empty']);
export type SeatKind = z.infer<typeof SeatKindSchema>;

/** How strong a bot seat plays (machines/bots): chosen per seat when the game is set up, and saved with it. */
export const BOT_LEVELS = ['easy', 'normal', 'hard'] as const;
export const BotLevelSchema = z.enum(BOT_LEVELS);
export type BotLevel = z.infer<typeof BotLevelSchema>;

export const SavedPlayerSchema = z.object({
  seat: seatNumber,
  name: z.string(),
  color: z.enum(PLAYER_COLORS),
  kind: SeatKindSchema,
  /** A bot seat's level; games saved before levels existed play at 'easy'. */
  level: BotLevelSchema.optional(),
});
export type SavedPlayer = z.infer<typeof SavedPlayerSchema>;

// Kept as a plain shape so the file schema can extend it (zod refuses to extend a refined object).
const headerShape = {
  format: z.literal(SAVED_GAME_FORMAT),
  version: z.literal(SAVED_GAME_VERSION),
  // Letters, digits, '-' and '_' only, so a game id is safe as a folder or file name.
  gameId: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'use 1 to 64 letters, digits, - or _'),
  module: z.string().min(1),
  moduleVersion: z.int().min(0).optional(),
  options: z.record(z.string(), z.unknown()),
  players: z.array(SavedPlayerSchema).min(1),
  seed: z.string(),
  createdAt: isoTime,
  /** The bots' pause before each move (ms), as chosen for the game; absent: the app's default pace. */
  botDelayMs: z.int().min(0).max(10_000).optional(),
};

export const SavedGameHeaderSchema = z.object(headerShape).superRefine((header, ctx) => uniqueSeats(header.players, ctx));
export type SavedGameHeader = z.infer<typeof SavedGameHeaderSchema>;

export const LoggedActionSchema = z.object({
  /** 0-based position in the game's action list; consecutive. */
  index: z.int().min(0),
  seat: seatNumber,
  action: z.looseObject({ type: z.string().min(1) }),
  /** Hash of the state after this action, where the host recorded one. */
  stateHash: z.string().optional(),
});
export type LoggedAction = z.infer<typeof LoggedActionSchema>;

export const ChatLineSchema = z.object({
  /** 0-based position in the chat; consecutive, counted apart from the actions. */
  index: z.int().min(0),
  seat: seatNumber,
  text: z.string(),
  at: isoTime,
});
export type ChatLine = z.infer<typeof ChatLineSchema>;

export const SavedGameFileSchema = z
  .object({
    ...headerShape,
    actions: z.array(LoggedActionSchema),
    chat: z.array(ChatLineSchema),
    /** Hash of the state after the last action. */
    stateHash: z.string().optional(),
  })
  .superRefine((file, ctx) => {
    uniqueSeats(file.players, ctx);
    consecutive(file.actions, 'actions', ctx);
    consecutive(file.chat, 'chat', ctx);
  });
export type SavedGameFile = z.infer<typeof SavedGameFileSchema>;

function uniqueSeats(players: readonly SavedPlayer[], ctx: z.RefinementCtx): void {
  const seen = new Set<number>();
  players.forEach((p, i) => {
    if (seen.has(p.seat)) ctx.addIssue({ code: 'custom', path: ['players', i, 'seat'], message: `seat ${p.seat} appears twice` });
    seen.add(p.seat);
  });
}

function consecutive(entries: readonly { index: number }[], field: string, ctx: z.RefinementCtx): void {
  const at = entries.findIndex((e, i) => e.index !== i);
  if (at >= 0) ctx.addIssue({ code: 'custom', path: [field, at, 'index'], message: `is ${entries[at].index}, expected ${at}` });
}

export type SavedGameProblem = 'corrupt' | 'foreign' | 'newer-version' | 'truncated';
export type SavedGameParse =
  | { readonly ok: true; readonly game: SavedGameFile }
  | { readonly ok: false; readonly code: SavedGameProblem; readonly message: string };

const problem = (code: SavedGameProblem, message: string): SavedGameParse => ({ ok: false, code, message });

/**
 * Reads a saved game. `input` is either the file's text (a string) or an already parsed JSON value.
 * Answers with the game, or with what is wrong in words a player can read.
 */
export function parseSavedGame(input: unknown): SavedGameParse {
  let value = input;
  if (typeof input === 'string') {
    const text = input.replace(/^\uFEFF/, '');
    if (text.trim() === '') return problem('truncated', 'The saved game is empty: it was cut off before anything was written.');
    try {
      value = JSON.parse(text);
    } catch {
      return looksCutOff(text)
        ? problem('truncated', 'The saved game is incomplete: the file ends in the middle, so it was cut off while being written or copied.')
        : problem('corrupt', 'The saved game is damaged: the file is not readable JSON.');
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return problem('foreign', 'This file is not a Tessera saved game.');
  }
  const record = value as Record<string, unknown>;
  if (record.format !== SAVED_GAME_FORMAT) {
    return problem('foreign', `This file is not a Tessera saved game (it does not say "format": "${SAVED_GAME_FORMAT}").`);
  }
  const version = record.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return problem('corrupt', 'The saved game is damaged: its format version ("version") is missing or not a whole number.');
  }
  if (version > SAVED_GAME_VERSION) {
    return problem(
      'newer-version',
      `This game was saved by a newer Tessera (file format version ${version}); this version reads format version ${SAVED_GAME_VERSION} and older. Update Tessera to open it.`,
    );
  }
  const parsed = SavedGameFileSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const more = parsed.error.issues.length > 1 ? ` (and ${parsed.error.issues.length - 1} more problems)` : '';
    const what = issue.code === 'invalid_type' && issue.message.endsWith('received undefined') ? 'is missing' : `is wrong: ${issue.message}`;
    return problem('corrupt', `The saved game is damaged: the field ${fieldPath(issue.path)} ${what}${more}.`);
  }
  return { ok: true, game: parsed.data };
}

/** `players[1].color`: the field path as a developer would write it. */
export function fieldPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(the whole file)';
  return path.map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? String(key) : `.${String(key)}`)).join('');
}

/**
 * True when the text is the start of a JSON object that stops too early: an open string or unclosed brackets
 * at the end, and no bracket closed out of turn before that (which would mean damage rather than a cut).
 */
function looksCutOff(text: string): boolean {
  const body = text.trimStart();
  if (!body.startsWith('{')) return false;
  const open: string[] = [];
  let inString = false;
  let escaped = false;
  for (const ch of body) {
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{' || ch === '[') open.push(ch);
    else if (ch === '}' || ch === ']') {
      if (open.pop() !== (ch === '}' ? '{' : '[')) return false;
      if (open.length === 0) return false; // the object closed: anything wrong is not a cut
    }
  }
  return inString || open.length > 0;
}
