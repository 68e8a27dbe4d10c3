import { GameHost, type LoggedAction } from '../../machines/engine/host';
import type { GameModule } from '../../machines/engine/module';
import { modules as registry } from '../../machines/registry';
import type { Outcome } from '../../models/core/module';
import type { GameResults } from '../../models/core/results';
import type { SavedGameFile } from '../../models/core/saved-game';

/** One point per turn of the chart: each seat's score when that turn (or round) ended, or now for the last one. */
export interface ScorePoint {
  readonly turn: number;
  /** Score by seat. */
  readonly scores: Readonly<Record<number, number>>;
}

export interface GameSummary {
  readonly outcome: Outcome | null;
  /** The figures at the end (the module's `results` of the last state). */
  readonly final: GameResults;
  readonly history: readonly ScorePoint[];
}

/**
 * Rebuilds a saved game from its seed and actions with the host's own engine, reading the module's `results` after
 * every action, and keeps each turn's last reading: the chart's points. Null when the module has no results.
 */
export function summarise(file: Pick<SavedGameFile, 'module' | 'players' | 'options' | 'seed' | 'actions'>, modules: Readonly<Record<string, GameModule>> = registry): GameSummary | null {
  const module = modules[file.module];
  const results = module?.rules.results;
  if (!module || !results) return null;
  const host = new GameHost({ module, players: file.players, options: file.options, seed: file.seed, seatKinds: file.players.map((p) => p.kind) });
  const byTurn = new Map<number, Record<number, number>>();
  const read = (): GameResults => {
    const r = results(host.state);
    byTurn.set(r.turn, Object.fromEntries(r.players.map((p) => [p.seat, p.score])));
    return r;
  };
  let last = read();
  for (const entry of file.actions) {
    const refusal = host.perform(entry.seat, entry.action as LoggedAction['action']);
    if (refusal) throw new Error(`Action ${entry.index} (${entry.action.type}) does not replay: ${refusal.message}`);
    last = read();
  }
  const history = [...byTurn.entries()].sort((a, b) => a[0] - b[0]).map(([turn, scores]) => ({ turn, scores }));
  return { outcome: host.outcome, final: last, history };
}

/** Where each point of a line chart stands in a width × height box (origin top left), the y axis from 0 to `top`. */
export interface ChartScale {
  readonly top: number;
  x(turn: number): number;
  y(score: number): number;
}

/** A scale that fits every point, with a round top (1, 2 or 5 times a power of ten) so the axis reads easily. */
export function chartScale(history: readonly ScorePoint[], width: number, height: number): ChartScale {
  const turns = history.map((p) => p.turn);
  const first = Math.min(...turns);
  const last = Math.max(...turns);
  const most = Math.max(1, ...history.flatMap((p) => Object.values(p.scores)));
  const top = niceCeiling(most);
  const span = Math.max(1, last - first);
  return { top, x: (turn) => ((turn - first) / span) * width, y: (score) => height - (Math.max(0, score) / top) * height };
}

export function niceCeiling(n: number): number {
  const power = 10 ** Math.floor(Math.log10(Math.max(1, n)));
  for (const step of [1, 2, 5, 10]) if (step * power >= n) return step * power;
  return 10 * power;
}
