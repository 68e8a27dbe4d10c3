import { PLAYER_COLORS, type OptionSpec, type PlayerColor } from '../../models/core/module';
import type { BotLevel, SavedGameFile } from '../../models/core/saved-game';
import type { ModuleInfo } from '../../models/core/service';
import { strings } from '../ui/strings';

export { BOT_LEVELS, type BotLevel } from '../../models/core/saved-game';

export type SeatKindChoice = 'hotseat' | 'lan' | 'bot' | 'empty';

/** A game for this computer only, or one hosted on the LAN (whose dialog offers LAN seats). */
export type GameMode = 'hotseat' | 'lan';

/** The seat kinds a dialog offers in each mode. */
export const seatKinds = (mode: GameMode): readonly SeatKindChoice[] => (mode === 'lan' ? ['hotseat', 'lan', 'bot', 'empty'] : ['hotseat', 'bot', 'empty']);

export interface SeatDraft {
  readonly name: string;
  readonly color: PlayerColor;
  readonly kind: SeatKindChoice;
  /** A bot seat's level (normal when not chosen). */
  readonly level?: BotLevel;
}

/** The level a bot seat plays at when the dialog did not change it. */
export const DEFAULT_BOT_LEVEL: BotLevel = 'normal';

export type OptionValues = Record<string, boolean | string | number>;

export const defaultOptions = (info: ModuleInfo): OptionValues => Object.fromEntries(info.optionSpecs.map((o) => [o.key, o.default]));

/** Seats for a fresh dialog: the module's smallest table, but at least two players where it allows. */
export function defaultSeats(info: ModuleInfo, mode: GameMode = 'hotseat'): SeatDraft[] {
  const n = Math.min(info.maxPlayers, Math.max(info.minPlayers, 2));
  const seats: SeatDraft[] = [];
  // Hosting on the LAN: the host sits at the first seat, the others join over the network.
  for (let i = 0; i < n; i++) seats.push(newSeat(i, seats, mode === 'lan' && i > 0 ? 'lan' : 'hotseat'));
  return seats;
}

/** A new seat with the first colour nobody uses yet. */
export function newSeat(index: number, taken: readonly SeatDraft[], kind: SeatKindChoice = 'hotseat'): SeatDraft {
  const color = PLAYER_COLORS.find((c) => !taken.some((s) => s.color === c)) ?? PLAYER_COLORS[index % PLAYER_COLORS.length];
  return { name: strings.newGame.defaultName(index + 1), color, kind };
}

function optionProblem(spec: OptionSpec, value: unknown): string | null {
  if (spec.kind !== 'number') return null;
  const min = spec.min ?? -Infinity;
  const max = spec.max ?? Infinity;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) return strings.newGame.errors.number(spec.label, spec.min ?? 0, spec.max ?? 0);
  return null;
}

/** The longest deal the host takes (the `new-game` call's seed). */
export const MAX_DEAL = 200;

/** Every reason the game cannot start as drafted, in the order the dialog shows them (empty: ready). */
export function validateNewGame(info: ModuleInfo, seats: readonly SeatDraft[], options: OptionValues, mode: GameMode = 'hotseat', deal = ''): string[] {
  const e = strings.newGame.errors;
  const problems: string[] = [];
  seats.forEach((s, i) => {
    if (s.kind === 'empty') return;
    if (s.name.trim() === '') problems.push(e.noName(i + 1));
    else if (s.name.trim().length > 40) problems.push(e.longName(i + 1));
  });
  const seated = seats.filter((s) => s.kind !== 'empty');
  const names = new Set<string>();
  const colours = new Set<string>();
  for (const s of seated) {
    const key = s.name.trim().toLowerCase();
    if (key && names.has(key)) problems.push(e.sameName(s.name.trim()));
    names.add(key);
    if (colours.has(s.color)) problems.push(e.sameColour(strings.colours[s.color]));
    colours.add(s.color);
  }
  if (seated.length < info.minPlayers) problems.push(e.tooFew(info.minPlayers));
  if (seated.length > info.maxPlayers) problems.push(e.tooMany(info.maxPlayers));
  // A LAN host may only watch, but a LAN game needs a LAN seat; a hotseat game needs someone at this computer.
  if (mode === 'lan' ? !seated.some((s) => s.kind === 'lan') : !seated.some((s) => s.kind === 'hotseat')) problems.push(mode === 'lan' ? e.noLanSeat : e.noHuman);
  for (const spec of info.optionSpecs) {
    const p = optionProblem(spec, options[spec.key]);
    if (p) problems.push(p);
  }
  if (deal.trim().length > MAX_DEAL) problems.push(e.longDeal(MAX_DEAL));
  return [...new Set(problems)];
}

export type OptionLock = NonNullable<OptionSpec['lockedWhen']>;

/** The lock another option's value puts on this one now (e.g. the investment deck with the Arabs), or null. */
export function activeLock(spec: OptionSpec, options: OptionValues): OptionLock | null {
  const lock = spec.lockedWhen;
  if (!lock) return null;
  const other = options[lock.key];
  const items = typeof other === 'string' ? other.split(',').map((x) => x.trim()) : [String(other)];
  return items.includes(lock.includes) ? lock : null;
}

/** The options as the game will receive them: every active lock applied. */
export function lockedOptions(info: ModuleInfo, options: OptionValues): OptionValues {
  const out: OptionValues = { ...options };
  for (const spec of info.optionSpecs) {
    const lock = activeLock(spec, options);
    if (lock) out[spec.key] = lock.value;
  }
  return out;
}

/** How long a bot waits before each move: slow enough for people to follow by default, or no pause at all. */
export const BOT_PACES = { slow: 1500, normal: 800, fast: 300, instant: 0 } as const;
export type BotPace = keyof typeof BOT_PACES;

/**
 * The `new-game` call's arguments for a valid draft (the bots' pace only when a seat is a bot; the deal, trimmed, as
 * the game's seed only when one was typed: otherwise the host shuffles afresh; a loaded map file as option `map`).
 */
export function newGameArgs(info: ModuleInfo, seats: readonly SeatDraft[], options: OptionValues, pace: BotPace = 'normal', deal = '', map?: unknown) {
  const seed = deal.trim();
  return {
    module: info.id,
    options: { ...lockedOptions(info, options), ...(map !== undefined ? { map } : {}) },
    players: seats.map((s) => ({ name: s.name.trim() || '-', color: s.color, kind: s.kind, ...(s.kind === 'bot' ? { level: s.level ?? DEFAULT_BOT_LEVEL } : {}) })),
    ...(seats.some((s) => s.kind === 'bot') ? { botDelayMs: BOT_PACES[pace] } : {}),
    ...(seed ? { seed } : {}),
  };
}

/** Whether a finished game can be played again at this window: every seat is here (no LAN guest to gather again). */
export const canPlayAgain = (file: Pick<SavedGameFile, 'players'>): boolean => file.players.every((p) => p.kind !== 'lan');

/**
 * The `new-game` call for a game played again from its results: the same game, options and seats (bots at their
 * levels), with the same deal or a fresh shuffle, the bots at the same pace.
 */
export function playAgainArgs(file: Pick<SavedGameFile, 'module' | 'options' | 'players' | 'seed' | 'botDelayMs'>, sameDeal: boolean) {
  return {
    module: file.module,
    options: file.options,
    players: [...file.players].sort((a, b) => a.seat - b.seat).map((p) => ({ name: p.name, color: p.color, kind: p.kind, ...(p.kind === 'bot' && p.level ? { level: p.level } : {}) })),
    ...(sameDeal ? { seed: file.seed } : {}),
    ...(file.botDelayMs !== undefined ? { botDelayMs: file.botDelayMs } : {}),
  };
}
