import type { Seat } from './contract';
import { COMPONENTS } from './data/components';
import type { Ctx } from './draft';
import { asState, peek } from './draft';
import { iconsAt, isBlockaded, outskirtsOf, placedAt, terrainAt } from './map';
import { coins, figureLimit, hasActiveGreatPerson, isCityCentreOf, wonderWorks } from './player';
import { PHASES, type CivState, type Phase } from './state';
import { endAnarchy } from './rules/government';
import { canGrowNow } from './rules/metropolis';
import { relicRewardsDue } from './rules/relics';
import { HELD_FOR_ROUND } from './rules/galileo';
import { battleTurnSeat } from './rules/battle/sides';
import { autoStartOfTurn } from './cards/resolve';

/** Who may act now: a pending decision's owner first, otherwise the player whose step it is (CIV-TURN-02). */
export function activeSeats(state: CivState): Seat[] {
  if (state.phase === 'ended') return [];
  const p = state.pending[0];
  if (p) {
    // CIV-VILLAGE-01: the player to the attacker's left runs the barbarians and may declare with the attacker.
    // CIV-BATTLE-21: in a fight, only the seat whose battle turn it is acts (the hotseat hands over to it).
    if (p.kind === 'battle' && p.fight) return [battleTurnSeat(p) as Seat];
    if (p.kind === 'battle') return p.defender === 'barbarians' ? [p.attacker, (p.attacker + 1) % state.players.length] : [p.attacker, p.defender];
    return [p.seat];
  }
  return [state.order[state.turn]];
}

export function currentSeat(state: CivState): Seat {
  return state.order[state.turn];
}

/** CIV-TURN-05 / CIV-SCOUT-01: every player adds the trade of their unblockaded outskirts and scouted squares, up to 27. */
export function tradeIncome(state: CivState, seat: Seat): number {
  let total = 0;
  // CIV-WONDERAB-A3: with the Great Lighthouse each empty water square of the outskirts gives 1 more trade.
  const lighthouse = wonderWorks(state, seat, 'w-the-great-lighthouse');
  for (const c of state.cities) {
    if (c.owner !== seat) continue;
    for (const s of outskirtsOf(c)) {
      if (isBlockaded(state, s, seat)) continue;
      total += iconsAt(state, s).trade;
      if (lighthouse && terrainAt(state, s) === 'water' && !placedAt(state, s) && !state.figures.some((f) => f.at.x === s.x && f.at.y === s.y)) total += 1;
    }
  }
  for (const f of state.figures) {
    if (f.owner !== seat || f.kind !== 'scout' || isCityCentreOf(state, seat, f.at)) continue;
    if (state.cities.some((c) => c.owner === seat && outskirtsOf(c).some((s) => s.x === f.at.x && s.y === f.at.y))) continue;
    if (!isBlockaded(state, f.at, seat)) total += iconsAt(state, f.at).trade;
  }
  return total;
}

function collectTrade(ctx: Ctx): void {
  for (const p of ctx.d.players) {
    const income = tradeIncome(peek(ctx.d), p.seat);
    p.trade = Math.min(COMPONENTS.tradeDialMax, p.trade + income);
    ctx.log.push({ text: `${p.name} collects ${income} trade (dial ${p.trade}).`, rule: 'CIV-TURN-05' });
  }
}

/** Start-of-Turn income from kept cards and wonders that the scripted rules know. */
function startOfTurnIncome(ctx: Ctx, seat: Seat): void {
  const d = ctx.d;
  const s = peek(d);
  const p = d.players[seat];
  autoStartOfTurn(ctx, seat);
  if (hasActiveGreatPerson(s, seat, "Lorenzo de' Medici")) p.culture += Math.floor(coins(s, seat) / 3);
  if (hasActiveGreatPerson(s, seat, 'Alan Turing')) {
    const unbuilt = figureLimit(p, 'army') - d.figures.filter((f) => f.owner === seat && f.kind === 'army').length;
    p.trade = Math.min(COMPONENTS.tradeDialMax, p.trade + Math.floor(unbuilt / 2));
    p.culture += Math.floor(unbuilt / 2);
  }
}

/** Runs what happens as a player's step begins; in Start of Turn that is the F&F bookkeeping (CIV-TURN-04). */
export function beginPlayerStep(ctx: Ctx): void {
  const d = ctx.d;
  if (d.phase !== 'start' || d.phase === ('ended' as Phase)) return;
  const seat = d.order[d.turn];
  const p = d.players[seat];
  if (p.startOfTurnBegun) return;
  p.startOfTurnBegun = true;
  endAnarchy(ctx, seat);
  if (d.round > 1) startOfTurnIncome(ctx, seat);
  relicRewardsDue(ctx, seat);
  // FF-METRO-08: a capital that could not grow must grow at the first Start of Turn when it can.
  if (p.metroPending && canGrowNow(asState(d), seat)) {
    d.pending.push({ kind: 'growth', seat, forced: true });
    ctx.log.push({ text: `${p.name}'s capital can now grow and must.`, rule: 'FF-METRO-08' });
  }
}

function endRound(ctx: Ctx): void {
  const d = ctx.d;
  // CIV-TURN-03: the first-player marker passes one seat clockwise.
  d.order = [...d.order.slice(1), d.order[0]];
  d.round += 1;
  d.moved = {};
  for (const p of d.players) {
    p.investedThisTurn = false;
    p.researchedThisTurn = false;
    p.cityActed = [];
    p.productionBonus = {};
    p.resourceAbilitiesUsed = [];
    p.startOfTurnBegun = false;
  }
  ctx.log.push({ text: `Round ${d.round} begins; ${d.players[d.order[0]].name} goes first.`, rule: 'CIV-TURN-03' });
}

/** The current player finishes their part of the phase; after the last player the next phase begins (CIV-TURN-01/02). */
export function advanceTurn(ctx: Ctx): void {
  const d = ctx.d;
  d.turn += 1;
  if (d.turn < d.order.length) return void beginPlayerStep(ctx);
  d.turn = 0;
  const i = PHASES.indexOf(d.phase as (typeof PHASES)[number]);
  if (i === PHASES.length - 1) {
    endRound(ctx);
    d.phase = 'start';
  } else d.phase = PHASES[i + 1];
  ctx.log.push({ text: `Phase: ${phaseName(d.phase)}.`, rule: 'CIV-TURN-01' });
  if (d.phase === 'trade') collectTrade(ctx);
  // Figures Galileo moved stay held through this round's Movement (they may not move again this turn).
  if (d.phase === 'movement') d.moved = Object.fromEntries(Object.entries(d.moved).filter(([, n]) => n >= HELD_FOR_ROUND));
  beginPlayerStep(ctx);
}

export function phaseName(p: Phase): string {
  return { start: 'Start of Turn', trade: 'Trade', city: 'City Management', movement: 'Movement', research: 'Research', ended: 'Game over' }[p];
}
