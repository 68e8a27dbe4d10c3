import { squareName } from '../../core/squares';
import type { Seat } from '../contract';
import type { ActionOf as Of } from '../actions';
import { currentDeck, discardEvent, drawEvent } from '../cards/deck';
import { asState, type Ctx } from '../draft';
import { key } from '../geometry';
import { destroyCity } from './battle/losses';

// The table's declarations (MANUAL_ACTION_TYPES): corrections and steps the table settles itself, logged for everyone.

/** A counter set by hand; culture cards are drawn from the player's current deck or the newest dropped. */
export function adjustCounter(ctx: Ctx, seat: Seat, a: Of<'adjust-counter'>): void {
  const d = ctx.d;
  const p = d.players[seat];
  const t = d.players[a.target];
  if (a.counter === 'cultureCards') {
    for (let i = 0; i < a.delta; i++) drawEvent(ctx, a.target, currentDeck(asState(d), a.target));
    for (let i = 0; i < -a.delta; i++) discardEvent(ctx, a.target, t.cultureHand[t.cultureHand.length - 1]);
    ctx.log.push({ text: `${p.name} declares: ${t.name}'s culture events ${a.delta >= 0 ? '+' : ''}${a.delta} (now ${t.cultureHand.length}).` });
    return;
  }
  t[a.counter] += a.delta;
  ctx.log.push({ text: `${p.name} declares: ${t.name}'s ${a.counter} ${a.delta >= 0 ? '+' : ''}${a.delta} (now ${t[a.counter]}).` });
}

/** FF-TECH-03: a disaster changes a square's terrain. */
export function placeDisaster(ctx: Ctx, seat: Seat, a: Of<'place-disaster'>): void {
  ctx.d.terrainOverrides[key(a.square)] = a.terrain;
  ctx.log.push({ text: `${ctx.d.players[seat].name} declares: a disaster turns ${squareName(a.square.x, a.square.y)} into ${a.terrain}.`, rule: 'FF-TECH-03' });
}

/** CIV-COMBAT-07: barbarians attack a city, which holds or falls. */
export function declareBarbarianAttack(ctx: Ctx, seat: Seat, a: Of<'declare-barbarian-attack'>): void {
  const d = ctx.d;
  const city = d.cities.find((c) => c.id === a.city);
  if (!city) return;
  ctx.log.push({ text: `${d.players[seat].name} declares: barbarians attack ${d.players[city.owner].name}'s city, which ${a.held ? 'holds' : 'falls'}.`, rule: 'CIV-COMBAT-07' });
  if (!a.held) return destroyCity(ctx, city.id);
  // FF-DISBAND-04 (option): a won defence against barbarians also spends the fortification.
  if (city.marker === 'fortification' && d.options.fortificationVsBarbarians === 'used-up') {
    delete city.marker;
    d.fortPool += 1;
    ctx.log.push({ text: 'The fortification is spent.', rule: 'FF-DISBAND-04' });
  }
}

/** CIV-GOV-03: a player falls into Anarchy. */
export function forceAnarchy(ctx: Ctx, seat: Seat, a: Of<'force-anarchy'>): void {
  const t = ctx.d.players[a.target];
  t.government = 'anarchy';
  ctx.log.push({ text: `${ctx.d.players[seat].name} declares: ${t.name} falls into Anarchy.`, rule: 'CIV-GOV-03' });
}
