import type { Seat } from '../../../models/core/module';
import type { EmpiresAction } from '../../../models/empires/actions';
import type { EmpiresView } from '../../../models/empires/view';
import { attackMove, attackUnderWay } from './attack';
import { gatherMove } from './movement';

/**
 * Hard's own board play, where it differs from normal's, or undefined to play normal's. In movement: an attack
 * under way is fed first, then normal's gathering for new cities, then a new attack on another player's city with
 * the tokens left over.
 */
export function hardBoardChoice(view: EmpiresView, legal: readonly EmpiresAction[], seat: Seat): EmpiresAction | undefined {
  if (view.boardPhases !== 'scripted' || view.phase !== 'movement') return undefined;
  return attackUnderWay(view, legal, seat) ?? gatherMove(view, legal, seat) ?? attackMove(view, legal, seat);
}
