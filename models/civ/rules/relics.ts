import type { Seat } from '../contract';
import { RELIC_DATA } from '../data/markers';
import type { Ctx } from '../draft';
import type { RelicId } from '../tiles';
import { gainGreatPerson } from './great-people';

/** FF-RELIC-05..08: an army ending its move on a relic takes the marker and its one-shot reward. */
export function claimRelic(ctx: Ctx, seat: Seat, relic: RelicId): void {
  const d = ctx.d;
  const p = d.players[seat];
  d.markers = d.markers.filter((m) => m.relic !== relic);
  d.relicsClaimed.push(relic);
  ctx.log.push({ text: `${p.name} claims ${RELIC_DATA[relic].name}.`, rule: 'FF-RELIC-05' });
  if (relic === 'atlantis') p.atlantisRound = d.round + 1;
  else if (relic === 'seven-cities-of-gold') p.sevenCitiesRound = d.round + 1;
  else {
    // FF-RELIC-07: two separate gains (for the Greeks, two separate draw-two-keep-one).
    gainGreatPerson(ctx, seat);
    gainGreatPerson(ctx, seat);
  }
}

/** FF-RELIC-06/08: the delayed rewards come due at the claimer's Start of Turn in the next round. */
export function relicRewardsDue(ctx: Ctx, seat: Seat): void {
  const d = ctx.d;
  const p = d.players[seat];
  if (p.atlantisRound !== undefined && p.atlantisRound <= d.round) {
    delete p.atlantisRound;
    d.pending.push({ kind: 'atlantis', seat });
    ctx.log.push({ text: `Atlantis: ${p.name} adds any tech with a legal space for free.`, rule: 'FF-RELIC-06' });
  }
  if (p.sevenCitiesRound !== undefined && p.sevenCitiesRound <= d.round) {
    delete p.sevenCitiesRound;
    if (d.options.investmentDeck) {
      p.freeInvestments += 2;
      ctx.log.push({ text: `Seven Cities of Gold: ${p.name} places two investment markers free.`, rule: 'FF-RELIC-08' });
    } else if (d.options.sevenCitiesWithoutInvestments === 'two-coins') {
      p.coinTokens += 2;
      ctx.log.push({ text: `Seven Cities of Gold: ${p.name} gains two coin tokens.`, rule: 'FF-RELIC-08' });
    } else ctx.log.push({ text: 'Seven Cities of Gold gives nothing without the investment deck.', rule: 'FF-RELIC-08' });
  }
}
