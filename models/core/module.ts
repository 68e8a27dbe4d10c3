import type { GameResults } from './results';
import type { Check } from './check';
import type { Random } from './rng';
import type { Seat } from './seat';
import type { Tabletop } from '../tabletop/types';

/** A seat is a place at the table, numbered from 0 in turn order of the setup (declared in seat.ts, which the tabletop shares). */
export type { Seat } from './seat';

/** Player colours are chosen for colour-blind safety and each carries a shape mark as well (see renderer/ui/colors). */
export const PLAYER_COLORS = ['blue', 'orange', 'green', 'purple', 'yellow', 'red', 'cyan', 'pink', 'brown', 'grey'] as const;
export type PlayerColor = (typeof PLAYER_COLORS)[number];

export interface PlayerSetup {
  readonly seat: Seat;
  readonly name: string;
  readonly color: PlayerColor;
}

/** Every action names its type; the payload is the module's. Tabletop (manual) actions have types starting `table/`. */
export interface Action {
  readonly type: string;
}

/** An action as callers write it: any object with a type (the host parses it with the module's schema). */
export type ActionInput = Action | (Action & Record<string, unknown>);

/**
 * One line of the game log. Without `to` everyone sees it; with `to` only those seats do, so a draw is logged
 * twice: "You drew Confucius" to the drawer and "Green drew a card" to the others.
 */
export interface LogLine {
  readonly text: string;
  readonly to?: readonly Seat[];
  readonly rule?: string;
}

export interface Applied<S> {
  readonly state: S;
  readonly log: readonly LogLine[];
  /** Hidden information became known to some seat (a card drawn or revealed): the action cannot be undone. */
  readonly revealed?: boolean;
}

export interface Outcome {
  readonly winners: readonly Seat[];
  readonly scores?: Readonly<Record<Seat, number>>;
  readonly summary: string;
}

/** A setup option as the new-game dialog shows it. */
export interface OptionSpec {
  readonly key: string;
  readonly label: string;
  readonly help: string;
  readonly rule?: string;
  readonly kind: 'boolean' | 'choice' | 'number';
  readonly default: boolean | string | number;
  readonly choices?: readonly { readonly value: string; readonly label: string }[];
  readonly min?: number;
  readonly max?: number;
  /**
   * While option `key` names `includes` (its value read as a comma-separated list), this option is fixed at
   * `value`: the new-game dialog shows it locked with `reason`, and the options schema refuses anything else.
   */
  readonly lockedWhen?: { readonly key: string; readonly includes: string; readonly value: boolean | string | number; readonly reason: string };
}

/** Anything that parses unknown input into a typed value or says which field is wrong (a zod schema fits). */
export interface Schema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * A secret the host must never show to other seats: a string (usually a card or piece id) that may appear
 * only in the views, patches and log lines of `seenBy`. The leak drills search every message for it.
 */
export interface Secret {
  readonly token: string;
  readonly seenBy: readonly Seat[];
}

/**
 * A module whose board a table may replace with a map file of its own (the printed maps are not shipped): the map
 * used without one, and the check of a loaded file, whose every problem names the field at fault.
 */
export interface MapFileSupport {
  /** The name of the map a game uses when no file is loaded (Tessera's own). */
  readonly defaultName: string;
  check(json: unknown): { readonly ok: true; readonly name: string } | { readonly ok: false; readonly errors: readonly string[] };
}

/** A module's map file support from its own map parser (each game's file format is its own). */
export function mapFileSupport(defaultName: string, parse: (json: unknown) => { readonly ok: true; readonly map: { readonly name: string } } | { readonly ok: false; readonly errors: readonly string[] }): MapFileSupport {
  return {
    defaultName,
    check(json) {
      const parsed = parse(json);
      return parsed.ok ? { ok: true, name: parsed.map.name } : parsed;
    },
  };
}

/**
 * The rules half of a game module: pure functions of state. The statechart in machines/<game> calls `check`
 * as its guard, so the refusal a player sees and the guard agree. No clock, no Math.random, no I/O.
 */
export interface GameRules<S, A extends Action, O, V> {
  readonly id: string;
  readonly name: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly optionSpecs: readonly OptionSpec[];
  /** Set when option `map` takes a map file's JSON in place of Tessera's own board. */
  readonly mapFile?: MapFileSupport;
  readonly optionsSchema: Schema<O>;
  readonly actionSchema: Schema<A>;
  /** For the generated action reference (docs/actions): per action type, what it does, who may send it and when. */
  readonly actionDocs?: Readonly<Record<string, string>>;
  setup(players: readonly PlayerSetup[], options: O, random: Random): S;
  /** Who may act now (the hand-over screen and bots follow it). */
  activeSeats(state: S): readonly Seat[];
  check(state: S, seat: Seat, action: A): Check;
  /** Called only after `check` said yes. Must not mutate `state`. */
  apply(state: S, seat: Seat, action: A, random: Random): Applied<S>;
  /** What one seat may see; `null` is a spectator's (public) view. Must be JSON. */
  view(state: S, seat: Seat | null): V;
  legalActions(state: S, seat: Seat): readonly A[];
  outcome(state: S): Outcome | null;
  /** The scores and main figures a results screen shows, read from any state (a chart samples it turn by turn). */
  results?(state: S): GameResults;
  secrets?(state: S): readonly Secret[];
  /** A player left for good: the module decides what becomes of their pieces (without it, they stay where they are). */
  playerLeft?(state: S, seat: Seat): Applied<S>;
  /**
   * Questions a seat may ask about the current state (placement previews with reasons, costs), answered only from
   * what that seat may know. `legal-actions` is built in. Each answer must be JSON.
   */
  readonly questions?: Readonly<Record<string, (state: S, seat: Seat, question: Record<string, unknown>) => unknown>>;
  /**
   * Actions only the host's side may send (its own window, bots, a clock), never a remote guest: the refusal for a
   * guest who sends one. E.g. Mega Empires' `close-trade`, which the host sends when its trade clock runs out.
   */
  hostOnly?(action: A): Check;
  /**
   * Where the module has manual phases: how the shared tabletop layer reaches the module's table, and whether
   * manual changes are allowed now for a seat (with the reason if not). Tabletop actions have types `table/...`.
   */
  readonly tabletop?: TabletopLens<S>;
}

export interface TabletopLens<S> {
  table(state: S): Tabletop;
  withTable(state: S, table: Tabletop): S;
  manualAllowed(state: S, seat: Seat): Check;
  /** Seat names, for the log lines of manual changes. */
  seatNames(state: S): readonly string[];
}
