/**
 * How big each drill is. `npm test` runs the CI size; `npm run drills` (scripts/drills.ts) sets
 * TESSERA_DRILL_SCALE=full. Each count can also be set alone, e.g. TESSERA_DRILL_FRAMES=500000.
 */
export interface DrillSizes {
  /** Fuzz frames sent to a live LAN host. */
  readonly frames: number;
  /** Complete random games per module (khronos, civ, empires; sandbox sessions). */
  readonly gamesPerModule: number;
  /** SIGKILLs of the host process. */
  readonly crashes: number;
  /** Games of the reconnect drill, and socket cuts per game. */
  readonly reconnectGames: number;
  readonly cutsPerGame: number;
}

const SIZES: Record<'ci' | 'full', DrillSizes> = {
  ci: { frames: 6_000, gamesPerModule: 2, crashes: 12, reconnectGames: 2, cutsPerGame: 8 },
  full: { frames: 100_000, gamesPerModule: 200, crashes: 60, reconnectGames: 12, cutsPerGame: 20 },
};

function count(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, not "${raw}".`);
  return n;
}

export function drillSizes(env = process.env.TESSERA_DRILL_SCALE): DrillSizes {
  const base = env === 'full' ? SIZES.full : SIZES.ci;
  return {
    frames: count('TESSERA_DRILL_FRAMES', base.frames),
    gamesPerModule: count('TESSERA_DRILL_GAMES', base.gamesPerModule),
    crashes: count('TESSERA_DRILL_CRASHES', base.crashes),
    reconnectGames: count('TESSERA_DRILL_RECONNECT_GAMES', base.reconnectGames),
    cutsPerGame: count('TESSERA_DRILL_CUTS', base.cutsPerGame),
  };
}

/** The drills' seed: change it to explore other runs; a failure names the seed so it can be replayed. */
export const DRILL_SEED = process.env.TESSERA_DRILL_SEED ?? 'drills-1';

/** The figures `npm run drills` prints; every drill adds to them. */
export interface DrillFigures {
  frames_fuzzed: number;
  games_played: number;
  actions_checked: number;
  invariant_violations: number;
  leaks: number;
  crash_drills: number;
  actions_lost: number;
  reconnect_drills: number;
  divergences: number;
  /** Fuzz frames not answered as the protocol says, stalls, changes to the game, pollution. */
  fuzz_failures: number;
}

export function noFigures(): DrillFigures {
  return { frames_fuzzed: 0, games_played: 0, actions_checked: 0, invariant_violations: 0, leaks: 0, crash_drills: 0, actions_lost: 0, reconnect_drills: 0, divergences: 0, fuzz_failures: 0 };
}

/** Problems found, with enough detail (seed, module, action index) to replay one. */
export class Findings {
  readonly items: string[] = [];
  add(what: string): void {
    if (this.items.length < 50) this.items.push(what);
  }
}
