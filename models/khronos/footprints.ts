import type { Seat } from './contract';
import { KIND_INFO, type BoardId, type Kind } from './data';
import { assessBuild, buildContext, type BuildContext, type BuildCost } from './rules/construct';
import type { KhronosState } from './state';

/** One candidate placement for the preview: legal with its itemised cost, or refused with the rule's reason. */
export type FootprintOption =
  | { readonly col: number; readonly row: number; readonly squares: readonly number[]; readonly ok: true; readonly mode: 'construct' | 'upgrade'; readonly cost: BuildCost }
  | { readonly col: number; readonly row: number; readonly squares: readonly number[]; readonly ok: false; readonly code: string; readonly rule: string; readonly message: string; readonly cost?: BuildCost };

/** Every footprint of a building kind on a board, each judged by the same check the statechart uses. */
export function footprintsFor(state: KhronosState, seat: Seat, kind: Kind, board: BoardId, context?: BuildContext): FootprintOption[] {
  const ctx = context ?? buildContext(state, seat, board);
  const size = KIND_INFO[kind].size;
  const out: FootprintOption[] = [];
  for (let row = 0; row + size <= state.map.rows; row++) {
    for (let col = 0; col + size <= state.map.cols; col++) {
      const a = assessBuild(state, seat, { board, kind, col, row }, ctx);
      if (a.check.ok) out.push({ col, row, squares: a.squares, ok: true, mode: a.shape!.mode, cost: a.shape!.cost });
      else out.push({ col, row, squares: a.squares, ok: false, code: a.check.code, rule: a.check.rule, message: a.check.message, ...(a.shape ? { cost: a.shape.cost } : {}) });
    }
  }
  return out;
}
