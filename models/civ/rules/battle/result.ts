import type { Seat } from '../../contract';
import { gpSlug } from '../../data/great-people';
import { unitInfo } from '../../data/units';
import { asState, type Ctx } from '../../draft';
import { same } from '../../geometry';
import { battleWinner, lootEarned } from '../combat';
import { takeMarker } from '../huts';
import { declareWinner } from '../victory';
import { bonusCtxOf, bonusItems, bonusTotal } from './bonus';
import { afterWin, logSaved, savedByCivilization } from './after';
import { destroyCity } from './losses';
import { currentBattle } from './sides';
import type { Fight, Front, Side } from './types';

/** CIV-BATTLE-33: a side's surviving units (at full strength, or less their wounds with the option) and its bonus. */
export function unitsTotal(fronts: readonly Front[], side: Side, subtractWounds: boolean): number {
  let n = 0;
  for (const f of fronts) {
    const u = f[side];
    if (u && !u.dead) n += subtractWounds ? u.strength - u.wounds : u.strength;
  }
  return n;
}

/**
 * CIV-BATTLE-35: wounds heal; killed units go back into their market decks, survivors and unplayed cards to their
 * owners' standing forces; the barbarians' cards all go back to the decks (CIV-BATTLE-42).
 */
function returnUnits(ctx: Ctx, b: { attacker: Seat; defender: Seat | 'barbarians' }, fight: Fight): number[] {
  const d = ctx.d;
  const lost = [0, 0];
  // CIV-BATTLE-38 / CIV-GPAB-23: Florence Nightingale saves her owner's killed units before they go back to the decks.
  const saved = new Set(fight.cards.filter((c) => c.card === gpSlug('Florence Nightingale')).map((c) => c.seat));
  const ownerOf = (side: Side): Seat | 'barbarians' => ((side === 'attacker' && fight.barbariansAttack) || (side === 'defender' && b.defender === 'barbarians') ? 'barbarians' : side === 'attacker' ? b.attacker : b.defender);
  const savedCards = savedByCivilization(d, ownerOf, fight);
  logSaved(ctx, savedCards);
  const home = (side: Side, card: string, dead: boolean) => {
    if (dead && side === 'attacker') lost[0] += 1;
    if (dead && side === 'defender') lost[1] += 1;
    const owner = ownerOf(side);
    if (owner === 'barbarians' || (dead && !saved.has(owner) && !savedCards.has(card))) d.unitDecks[unitInfo(card).type].push(card);
    else d.players[owner].forces.push(card);
  };
  for (const f of fight.fronts) for (const side of ['attacker', 'defender'] as const) { const u = f[side]; if (u) home(side, u.card, u.dead); }
  for (const side of ['attacker', 'defender'] as const) for (const card of fight.hands[side]) home(side, card, false);
  return lost;
}

/** CIV-BATTLE-36 option "attrition": the winner loses one army in the square per two of its units killed. */
function attrition(ctx: Ctx, seat: Seat, at: { x: number; y: number }, unitsLost: number): void {
  const n = Math.floor(unitsLost / 2);
  if (n < 1 || ctx.d.options.battleAttrition !== 'one-per-two') return;
  const armies = ctx.d.figures.filter((f) => f.owner === seat && f.kind === 'army' && same(f.at, at)).slice(0, n).map((f) => f.id);
  ctx.d.figures = ctx.d.figures.filter((f) => !armies.includes(f.id));
  ctx.log.push({ text: `${ctx.d.players[seat].name} loses ${armies.length} arm${armies.length === 1 ? 'y' : 'ies'} to attrition.`, rule: 'CIV-BATTLE-36' });
}

/** Both hands are empty: the battle is decided (CIV-BATTLE-33). */
export function resolveIfDone(ctx: Ctx): void {
  const b = currentBattle(asState(ctx.d));
  if (!b || b.fight.window || b.fight.hands.attacker.length > 0 || b.fight.hands.defender.length > 0) return;
  const state = asState(ctx.d);
  const subtract = state.options.battleWounds === 'subtract-wounds';
  const totals = (['attacker', 'defender'] as const).map((side) => {
    const items = bonusItems(bonusCtxOf(state, side));
    const units = unitsTotal(b.fight.fronts, side, subtract);
    return { units, items, total: units + bonusTotal(items) };
  });
  const winner = battleWinner(totals[0].total, totals[1].total);
  const say = (t: (typeof totals)[number]) => `${t.total} (units ${t.units}${t.items.map((i) => `, ${i.label} +${i.amount}`).join('')})`;
  ctx.log.push({ text: `The attacker totals ${say(totals[0])}, the defender ${say(totals[1])}${totals[0].total === totals[1].total ? ': a tie goes to the defender' : ''}.`, rule: 'CIV-BATTLE-33' });
  settle(ctx, winner);
}

/**
 * What follows a battle: units go home, then the loser's losses and the loot (CIV-BATTLE-34..39, FF-LOOT-01).
 * Also the table override `declare-battle-result`, which skips the cards.
 */
export function settle(ctx: Ctx, winner: Side): void {
  const d = ctx.d;
  const b = d.pending.shift();
  if (!b || b.kind !== 'battle') return;
  const lost = b.fight ? returnUnits(ctx, b, b.fight as unknown as Fight) : [0, 0];
  if (b.fight) ctx.log.push({ text: 'Wounds heal; killed units go back to the unit decks and survivors to their standing forces.', rule: 'CIV-BATTLE-35' });
  const winnerSide = winner === 'attacker' ? (b.fight?.barbariansAttack ? 'barbarians' : b.attacker) : b.defender;
  if (winnerSide !== 'barbarians') afterWin(ctx, winnerSide);
  const at = b.square;
  const attacker = d.players[b.attacker];
  if (b.fight?.barbariansAttack && b.defender !== 'barbarians') return barbarianRaid(ctx, b.defender, at, b.cityId, winner);
  if (b.defender === 'barbarians') {
    if (winner === 'attacker') {
      d.markers = d.markers.filter((m) => m.id !== b.village);
      ctx.log.push({ text: `${attacker.name} beats the barbarians and takes the village.`, rule: 'CIV-BATTLE-42' });
      attrition(ctx, b.attacker, at, lost[0]);
      if (b.village) takeMarker(ctx, b.attacker, b.village, at);
    } else {
      d.figures = d.figures.filter((f) => !(f.owner === b.attacker && same(f.at, at)));
      ctx.log.push({ text: `The barbarians hold the village; ${attacker.name}'s figures there are lost. No loot.`, rule: 'CIV-BATTLE-42' });
    }
    return;
  }
  const defenderSeat = b.defender;
  const city = b.cityId ? d.cities.find((c) => c.id === b.cityId) : undefined;
  const loserSeat = winner === 'attacker' ? defenderSeat : b.attacker;
  const winnerSeat = winner === 'attacker' ? b.attacker : defenderSeat;
  const loserHadFigures = d.figures.some((f) => f.owner === loserSeat && same(f.at, at));
  d.figures = d.figures.filter((f) => !(f.owner === loserSeat && same(f.at, at)));
  ctx.log.push({ text: `${d.players[winnerSeat].name} wins the battle; ${d.players[loserSeat].name}'s figures there are destroyed.`, rule: 'CIV-BATTLE-34' });
  attrition(ctx, winnerSeat, at, lost[winner === 'attacker' ? 0 : 1]);
  if (winner === 'attacker' && city) {
    if (city.kind !== 'city') return declareWinner(ctx, b.attacker, 'military');
    destroyCity(ctx, city.id);
  }
  if (winner === 'defender' && city?.marker === 'fortification') {
    delete city.marker;
    d.fortPool += 1;
    ctx.log.push({ text: 'The fortification is spent.', rule: 'CIV-BATTLE-39' });
  }
  const loot = lootEarned(asState(d), loserHadFigures, winner === 'attacker' ? city : undefined, loserSeat);
  if (loot > 0) {
    d.pending.unshift({ kind: 'loot', seat: winnerSeat, loser: loserSeat, loot });
    ctx.log.push({ text: `${d.players[winnerSeat].name} earns ${loot} loot.`, rule: 'FF-LOOT-01' });
  }
}

/**
 * CIV-BATTLE-43: barbarians attacking a player. If they win, the defender's figures in the square die and a
 * non-capital city is destroyed; a capital is neither destroyed nor a victory for anyone ([DEFAULT]). No loot.
 */
function barbarianRaid(ctx: Ctx, defender: Seat, at: { x: number; y: number }, cityId: string | undefined, winner: Side): void {
  const d = ctx.d;
  const city = cityId ? d.cities.find((c) => c.id === cityId) : undefined;
  const name = d.players[defender].name;
  if (winner === 'defender') {
    ctx.log.push({ text: `${name} holds against the barbarians.`, rule: 'CIV-BATTLE-43' });
    if (city?.marker === 'fortification' && d.options.fortificationVsBarbarians === 'used-up') {
      delete city.marker;
      d.fortPool += 1;
      ctx.log.push({ text: 'The fortification is spent.', rule: 'FF-DISBAND-04' });
    }
    return;
  }
  d.figures = d.figures.filter((f) => !(f.owner === defender && same(f.at, at)));
  ctx.log.push({ text: `The barbarians beat ${name}; ${name}'s figures there are destroyed.`, rule: 'CIV-BATTLE-43' });
  if (city && city.kind === 'city') destroyCity(ctx, city.id);
  else if (city) ctx.log.push({ text: `The capital stands: barbarians take no capital.`, rule: 'CIV-BATTLE-43' });
}
