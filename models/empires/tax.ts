import { OK, refuse, type Check } from '../core/check';
import type { LogLine, Seat } from './seat';
import { abilitiesHeld, hasAbility } from './advances/abilities';
import { civ } from './data/civilizations';
import { rankingOrder } from './census';
import { indexMap } from './map';
import { playingSeats } from './phases';
import { citiesOf } from './population';
import { player, withArea, withPlayer, type EmpiresState } from './state';

export const BASE_TAX_RATE = 2;

/** ME-TAX-2: the rates a player may choose: Monarchy may raise by 1, Coinage raise or lower by 1; both stack. */
export function taxRatesFor(state: EmpiresState, seat: Seat): number[] {
  const deltas = abilitiesHeld(state, seat, 'taxRateDelta').map((h) => h.ability.deltas);
  const low = BASE_TAX_RATE + deltas.reduce((t, d) => t + Math.min(0, ...d), 0);
  const high = BASE_TAX_RATE + deltas.reduce((t, d) => t + Math.max(0, ...d), 0);
  return Array.from({ length: high - low + 1 }, (_, i) => low + i);
}

/** ME-TAX-2: only a holder of Monarchy or Coinage with a city has a rate to choose. */
export function choosesTaxRate(state: EmpiresState, seat: Seat): boolean {
  return taxRatesFor(state, seat).length > 1 && citiesOf(state, seat).length > 0;
}

export function checkTaxRate(state: EmpiresState, seat: Seat, rate: number): Check {
  if (state.phase !== 'tax-collection') return refuse('wrong-phase', 'ME-TAX-2', 'The tax rate is chosen in tax collection.');
  if (!choosesTaxRate(state, seat)) return refuse('no-choice', 'ME-TAX-2', 'Only Monarchy or Coinage lets you change your tax rate.');
  if (state.done.includes(seat)) return refuse('already-done', 'ME-TAX-2', 'You have chosen your tax rate.');
  if (!taxRatesFor(state, seat).includes(rate)) return refuse('bad-rate', 'ME-TAX-2', `Your tax rate can be ${taxRatesFor(state, seat).join(', ')}.`);
  return OK;
}

/**
 * ME-TAX-6 / ME-TERM-6: the beneficiary: most cities in stock, then most tokens in stock, then A.S.T.-ranking;
 * revolt victims are never beneficiaries (ME-TAX-7).
 */
export function beneficiary(state: EmpiresState, exclude: readonly Seat[]): Seat | null {
  const pool = playingSeats(state).filter((s) => !exclude.includes(s) && state.players[s].citiesInStock > 0);
  pool.sort((a, b) => {
    const pa = state.players[a], pb = state.players[b];
    return pb.citiesInStock - pa.citiesInStock || pb.stock - pa.stock || civ(pa.civ).rank - civ(pb.civ).rank;
  });
  return pool[0] ?? null;
}

/** ME-TAX-4 (option taxRevoltRounding): how many cities revolt for a shortfall. */
export function revoltsFor(state: EmpiresState, shortfall: number, rate: number): number {
  if (shortfall <= 0 || rate <= 0) return 0;
  return state.options.taxRevoltRounding === 'floor' ? Math.floor(shortfall / rate) : Math.ceil(shortfall / rate);
}

/**
 * Phase 1: every seat moves rate × cities tokens from stock to treasury (ME-TAX-1); who cannot pays all he has
 * (ME-TAX-3); then, victims in A.S.T.-ranking order, each unpaid city revolts to the beneficiary (ME-TAX-4..8).
 */
export function collectTaxes(state: EmpiresState): { state: EmpiresState; log: LogLine[] } {
  let s = state;
  const log: LogLine[] = [];
  const short: { seat: Seat; revolts: number }[] = [];
  for (const seat of playingSeats(s)) {
    const cities = citiesOf(s, seat).length;
    if (cities === 0) continue;
    const rate = s.input.taxRates[seat] ?? BASE_TAX_RATE;
    const due = rate * cities;
    const p = player(s, seat);
    const paid = Math.min(due, p.stock);
    s = withPlayer(s, seat, { stock: p.stock - paid, treasury: p.treasury + paid });
    log.push({ text: `${p.name} pays ${paid} in tax for ${cities} ${cities === 1 ? 'city' : 'cities'}${paid < due ? ` (${due} due)` : ''}.`, rule: paid < due ? 'ME-TAX-3' : 'ME-TAX-1' });
    if (paid < due) {
      if (hasAbility(s, seat, 'noTaxRevolt')) log.push({ text: `Democracy: no city of ${p.name} revolts.`, rule: 'ME-TAX-8' });
      else short.push({ seat, revolts: revoltsFor(s, due - paid, rate) });
    }
  }
  const victims = short.map((v) => v.seat);
  for (const victim of rankingOrder(s, victims)) {
    const count = short.find((v) => v.seat === victim)!.revolts;
    const r = revolt(s, victim, count, victims);
    s = r.state;
    log.push(...r.log);
  }
  return { state: s, log };
}

/** ME-TAX-4/6, ME-CLAR-1: one beneficiary takes the victim's revolting cities until his stock of cities runs out. */
function revolt(state: EmpiresState, victim: Seat, count: number, victims: readonly Seat[]): { state: EmpiresState; log: LogLine[] } {
  let s = state;
  const log: LogLine[] = [];
  const names = indexMap(s.map).area;
  let taker = beneficiary(s, victims);
  for (let i = 0; i < count; i++) {
    // The digital beneficiary picks the victim's city in the lowest area id, so a replay agrees.
    const city = citiesOf(s, victim).sort()[0];
    if (!city) break;
    if (taker !== null && player(s, taker).citiesInStock === 0) taker = beneficiary(s, victims);
    const v = player(s, victim);
    if (taker === null) {
      s = withPlayer(withArea(s, city, { city: null }), victim, { citiesInStock: v.citiesInStock + 1 });
      log.push({ text: `The city of ${v.name} in ${names[city].name} revolts and is destroyed: nobody has a city left to take it.`, rule: 'ME-TAX-6' });
      continue;
    }
    s = withArea(s, city, { city: { owner: taker, builtTurn: s.areas[city].city!.builtTurn } });
    s = withPlayer(s, victim, { citiesInStock: v.citiesInStock + 1 });
    s = withPlayer(s, taker, { citiesInStock: player(s, taker).citiesInStock - 1 });
    log.push({ text: `Tax revolt: the city of ${v.name} in ${names[city].name} goes over to ${player(s, taker).name}.`, rule: 'ME-TAX-4' });
  }
  return { state: s, log };
}
