import type { GameModule } from '../../machines/engine/module';
import { TutorialSession, type LearnerVerdict } from '../../machines/engine/tutorial-runner';
import type { ActionInput } from '../../models/core/module';
import type { Tutorial, TutorialStep } from '../../models/core/tutorial';

/**
 * The tutorial player's game: a TutorialSession on a real host in the page, plus what the screen needs around
 * it: going back a step (a fresh session replayed up to the step before) and restarting.
 */
export class TutorialPlay {
  session: TutorialSession;
  /** Bumped on every change, so the screen knows to redraw. */
  version = 0;

  constructor(
    readonly tutorial: Tutorial,
    private readonly modules: Readonly<Record<string, GameModule>>,
  ) {
    this.session = this.fresh();
    this.session.next();
  }

  private fresh(): TutorialSession {
    return new TutorialSession(this.tutorial, this.modules);
  }

  get total(): number {
    return this.tutorial.steps.length;
  }
  /** 0-based index of the step shown; equals `total` once finished. */
  get index(): number {
    return this.session.stepIndex;
  }
  get step(): TutorialStep | null {
    return this.session.step;
  }
  get finished(): boolean {
    return this.session.finished;
  }
  /** The step waits for the learner's move (Next is off). */
  get waiting(): boolean {
    return this.session.waiting;
  }
  get seat(): number {
    return this.session.seat;
  }
  view(): unknown {
    return this.session.view(this.session.seat);
  }

  /** On to the next step (its auto moves play); false while the learner's move is still due. */
  next(): boolean {
    if (this.session.waiting || this.session.finished) return false;
    this.session.next();
    this.version++;
    return true;
  }

  /** The learner's move: played when it is the step's, otherwise answered with why not (nothing changes). */
  attempt(action: ActionInput): LearnerVerdict {
    const verdict = this.session.attempt(action);
    if (verdict.ok) this.version++;
    return verdict;
  }

  /** Goes to step `target` (0-based) from a fresh start, making every earlier step's move as the file gives it. */
  goTo(target: number): void {
    const to = Math.max(0, Math.min(this.total - 1, target));
    const session = this.fresh();
    for (let i = 0; i <= to; i++) {
      const step = session.next()!;
      if (i < to && step.learner) {
        const verdict = session.attempt(step.learner.expect);
        if (!verdict.ok) throw new Error(`Step ${i + 1} no longer replays: ${verdict.message}`);
      }
    }
    this.session = session;
    this.version++;
  }

  back(): void {
    this.goTo(Math.min(this.index, this.total) - 1);
  }

  restart(): void {
    this.goTo(0);
  }
}
