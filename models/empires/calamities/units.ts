import type { Seat } from '../seat';
import { reduceCity } from '../population';
import { player, withArea, withPlayer, withTokens, withRecords, type EmpiresState } from '../state';

/** ME-TERM-1/2: a seat's unit points in an area (token 1, city 5). */
export function unitPoints(state: EmpiresState, area: string, seat: Seat): number {
  const a = state.areas[area];
  return (a.tokens[seat] ?? 0) + (a.city?.owner === seat ? 5 : 0);
}

export function removeTokens(state: EmpiresState, area: string, seat: Seat, n: number): EmpiresState {
  const have = state.areas[area].tokens[seat] ?? 0;
  const take = Math.min(n, have);
  const s = withTokens(state, area, seat, have - take);
  return withPlayer(s, seat, { stock: player(s, seat).stock + take });
}

/** ME-TERM-5: destroy = the city goes back to its owner's stock (a pirate city simply goes). */
export function destroyCity(state: EmpiresState, area: string): EmpiresState {
  const city = state.areas[area].city;
  let s = withArea(state, area, { city: null });
  if (city && city.owner !== 'pirate') s = withPlayer(s, city.owner, { citiesInStock: player(s, city.owner).citiesInStock + 1 });
  return s;
}

/** ME-TERM-5 reduce; the answer says how many tokens were placed (ME-CALX-6 counts 5 minus those). */
export function reduce(state: EmpiresState, area: string): { state: EmpiresState; placed: number } {
  const city = state.areas[area].city;
  const seat = city && city.owner !== 'pirate' ? city.owner : null;
  const before = seat === null ? 0 : state.areas[area].tokens[seat] ?? 0;
  const s = reduceCity(state, area);
  return { state: s, placed: seat === null ? 0 : (s.areas[area].tokens[seat] ?? 0) - before };
}

/**
 * ME-TERM-5 annex: the taker replaces the victim's units in an area with his own from stock; what he cannot
 * replace goes to the victim's stock (ME-CLAR-10). Answers the unit points taken.
 */
export function annexArea(state: EmpiresState, area: string, from: Seat, to: Seat): { state: EmpiresState; points: number } {
  const points = unitPoints(state, area, from);
  let s = state;
  const tokens = s.areas[area].tokens[from] ?? 0;
  if (tokens > 0) {
    s = removeTokens(s, area, from, tokens);
    const put = Math.min(tokens, player(s, to).stock);
    s = withTokens(s, area, to, (s.areas[area].tokens[to] ?? 0) + put);
    s = withPlayer(s, to, { stock: player(s, to).stock - put });
  }
  if (s.areas[area].city?.owner === from) s = annexCity(s, area, to);
  return { state: s, points };
}

/** A city changes hands if the taker has one in stock; otherwise it is destroyed. */
export function annexCity(state: EmpiresState, area: string, to: Seat): EmpiresState {
  let s = destroyCity(state, area);
  if (player(s, to).citiesInStock <= 0) return s;
  s = withArea(s, area, { city: { owner: to, builtTurn: state.areas[area].city?.builtTurn ?? state.turn } });
  return withPlayer(s, to, { citiesInStock: player(s, to).citiesInStock - 1 });
}

/** ME-CALX-25: the city becomes a pirate city; its owner gets his city back in stock. */
export function pirateCity(state: EmpiresState, area: string): EmpiresState {
  const s = destroyCity(state, area);
  return withArea(s, area, { city: { owner: 'pirate', builtTurn: state.turn } });
}

export function loseTreasury(state: EmpiresState, seat: Seat, n: number): { state: EmpiresState; lost: number } {
  const p = player(state, seat);
  const lost = Math.min(n, p.treasury);
  return { state: withPlayer(state, seat, { treasury: p.treasury - lost, stock: p.stock + lost }), lost };
}

/** ME-CALX-7: a card leaves a hand for its stack's discard pile. */
export function discardCard(state: EmpiresState, seat: Seat, card: string, stack: number): EmpiresState {
  const p = player(state, seat);
  if (!p.hand.includes(card)) return state;
  const s = withPlayer(state, seat, { hand: p.hand.filter((c) => c !== card) });
  return withRecords(s, { discards: { ...s.discards, [stack]: [...(s.discards[stack] ?? []), card] } });
}
