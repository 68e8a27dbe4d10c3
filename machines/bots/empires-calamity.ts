import type { Seat } from '../../models/core/module';
import type { Random } from '../../models/core/rng';
import type { EmpiresAction } from '../../models/empires/actions';
import { cardKind } from '../../models/empires/cards';
import type { EmpiresView } from '../../models/empires/view';
import { bestOf } from './bot';

type Choose = Extract<EmpiresAction, { type: 'calamity-choose' }>;

const cityCount = (view: EmpiresView, seat: number) => Object.values(view.areas).filter((a) => a.city?.owner === seat).length;
const pointsIn = (view: EmpiresView, area: string, seat: number) => (view.areas[area]?.tokens[seat] ?? 0) + (view.areas[area]?.city?.owner === seat ? 5 : 0);

/**
 * ME-CALX-3/6: a calamity's choices, always legal (drawn from the legal list): name the strongest players as
 * secondary victims, lose tokens before cities and cheap cards before dear ones, keep the biggest treasury, and
 * as beneficiary take the richest areas of the victim.
 */
export function calamityDecision(view: EmpiresView, legal: readonly EmpiresAction[], seat: Seat, random: Random): EmpiresAction | null {
  const regression = legal.filter((a) => a.type === 'resolve-regression');
  const choices = legal.filter((a): a is Choose => a.type === 'calamity-choose');
  const task = view.calamity?.active?.task;
  if (choices.length === 0 || !task) {
    return regression.length ? bestOf(regression, (a) => (a.type === 'resolve-regression' ? -a.destroyCities.length * 2 - (a.sacrifice ? 3 : 0) : 0), random) : null;
  }
  const ownLoss = task.seat === seat;
  return bestOf(choices, (a) => {
    if (a.seat !== undefined) return cityCount(view, a.seat) * 10 + view.players[a.seat].ast;
    if (a.card) {
      const k = cardKind(a.card);
      const face = k?.kind === 'commodity' ? k.commodity.face : 0;
      return a.save ? face - 4 : -face;
    }
    if (a.save) return 5;
    if (!a.area) return 0;
    if (ownLoss) return a.unit === 'city' ? -5 : pointsIn(view, a.area, seat) - (view.areas[a.area].city ? 3 : 0);
    return pointsIn(view, a.area, task.seat);
  }, random);
}
