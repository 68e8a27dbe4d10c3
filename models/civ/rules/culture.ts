import type { Seat } from '../contract';
import { OK, refuse, type Check } from '../../core/check';
import { CULTURE_TRACK_LENGTH, GREAT_PERSON_SPACES, SECTION_COST, sectionOf } from '../data/culture';
import { asState, type Ctx } from '../draft';
import { coins, investmentTier, knows } from '../player';
import { drawForSpace } from '../cards/deck';
import { gainGreatPerson } from './great-people';
import type { CivState } from '../state';

/** CIV-CULT-02: the price of the next space, by the section it lies in. */
export function nextSpaceCost(state: CivState, seat: Seat): { culture: number; trade: number } {
  const printed = SECTION_COST[sectionOf(state.players[seat].cultureTrack + 1)];
  // CIV-INVAB-02: Endowment for the Arts takes culture off each step.
  const cost = { culture: Math.max(0, printed.culture - (investmentTier(state, seat, 'endowment-for-the-arts')?.cultureStepDiscount ?? 0)), trade: printed.trade };
  // CIV-TECHAB-3.04: Ecology takes 1 trade off per 3 coins.
  if (!knows(state.players[seat], 'Ecology')) return cost;
  return { culture: cost.culture, trade: Math.max(0, cost.trade - Math.floor(coins(state, seat) / 3)) };
}

/** CIV-CULT-01/02: paying culture (and trade from section II) moves the marker one space. */
export function checkAdvanceCulture(state: CivState, seat: Seat): Check {
  const p = state.players[seat];
  if (p.cultureTrack >= CULTURE_TRACK_LENGTH) return refuse('track-end', 'CIV-CULT-03', 'You are already at the end of the culture track.');
  const cost = nextSpaceCost(state, seat);
  if (p.culture < cost.culture) return refuse('culture', 'CIV-CULT-02', `The next space costs ${cost.culture} culture; you have ${p.culture}.`);
  if (p.trade < cost.trade) return refuse('trade', 'CIV-CULT-02', `The next space also costs ${cost.trade} trade; you have ${p.trade}.`);
  return OK;
}

/** CIV-CULT-04: each space either gains a great person or draws a culture event of its section. */
export function advanceCulture(ctx: Ctx, seat: Seat, free: boolean): void {
  const p = ctx.d.players[seat];
  if (p.cultureTrack >= CULTURE_TRACK_LENGTH) return;
  if (!free) {
    const cost = nextSpaceCost(asState(ctx.d), seat);
    p.culture -= cost.culture;
    p.trade -= cost.trade;
  }
  p.cultureTrack += 1;
  ctx.log.push({ text: `${p.name} moves to culture space ${p.cultureTrack}${free ? ' (free)' : ''}.`, rule: 'CIV-CULT-01' });
  if (GREAT_PERSON_SPACES.includes(p.cultureTrack)) gainGreatPerson(ctx, seat);
  else {
    drawForSpace(ctx, seat, sectionOf(p.cultureTrack));
  }
}
