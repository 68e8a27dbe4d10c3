import { GameHost, type LoggedAction } from '../../machines/engine/host';
import type { GameModule } from '../../machines/engine/module';
import { modules as registry } from '../../machines/registry';
import type { Seat } from '../../models/core/module';
import type { LogEntryView } from '../../models/core/protocol';
import type { SavedGameFile } from '../../models/core/saved-game';

/**
 * Steps through a saved game on this computer: the game at any prefix of its actions, rebuilt from the seed with
 * the same engine the host runs, so each step shows exactly the view a seat had then.
 */
export class ReplayCursor {
  readonly total: number;
  private host: GameHost;
  private step = 0;
  private readonly module: GameModule;
  /** Whether the whole game ended: then every private line may be shown. */
  readonly finished: boolean;

  constructor(readonly file: Pick<SavedGameFile, 'module' | 'players' | 'options' | 'seed' | 'actions'>, modules: Readonly<Record<string, GameModule>> = registry) {
    const module = modules[file.module];
    if (!module) throw new Error(`This game needs the "${file.module}" module.`);
    this.module = module;
    this.total = file.actions.length;
    this.host = this.fresh();
    this.finished = GameHost.replay(this.config(), file.actions as LoggedAction[]).outcome !== null;
  }

  private config() {
    return { module: this.module, players: this.file.players, options: this.file.options, seed: this.file.seed, seatKinds: this.file.players.map((p) => p.kind) };
  }

  private fresh(): GameHost {
    return new GameHost(this.config());
  }

  get at(): number {
    return this.step;
  }

  /** Moves to the game after the first `n` actions (forward one action at a time; backward by replaying the prefix). */
  go(n: number): void {
    const target = Math.max(0, Math.min(this.total, n));
    if (target < this.step) {
      this.host = this.fresh();
      this.step = 0;
    }
    while (this.step < target) {
      const entry = this.file.actions[this.step];
      const refusal = this.host.perform(entry.seat, entry.action as LoggedAction['action']);
      if (refusal) throw new Error(`Action ${entry.index} (${entry.action.type}) does not replay: ${refusal.message} [${refusal.rule}]`);
      this.step++;
    }
  }

  view(seat: Seat | null): unknown {
    return this.host.viewFor(seat);
  }

  /** The log one seat saw; with 'all' (only once the game is over) every line, private ones included. */
  log(seat: Seat | null | 'all'): LogEntryView[] {
    if (seat !== 'all') return this.host.logFor(seat);
    if (!this.finished) return this.host.logFor(null);
    const lines = new Map<string, LogEntryView>();
    for (const s of [null, ...this.file.players.map((p) => p.seat)]) for (const line of this.host.logFor(s)) lines.set(`${line.index}`, line);
    return [...lines.values()].sort((a, b) => a.index - b.index);
  }
}
