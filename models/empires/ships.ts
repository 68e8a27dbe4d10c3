import { OK, refuse, type Check } from '../core/check';
import type { LogLine, Seat } from './seat';
import { abilityValue } from './advances/abilities';
import { indexMap } from './map';
import { player, withPlayer, withTokens, SHIPS_PER_PLAYER, withRecords, movementWith, type EmpiresState, type ShipState } from './state';

/** How a ship is paid for (ME-SHIP-1) or kept (ME-SHIP-3): treasury, or tokens destroyed on the board. */
export type ShipPayment = 'treasury' | 'treasury-and-token' | 'tokens';

export const shipsOf = (state: EmpiresState, seat: Seat) => state.ships.filter((s) => s.owner === seat);

/** ME-SHIP-3: a ship built in an earlier turn must be kept (maintained) before it sails this turn. */
export const isReady = (state: EmpiresState, ship: ShipState) => ship.builtTurn === state.turn || ship.maintainedTurn === state.turn;

/** ME-MOVE-4: steps per voyage (Cloth Making 5) and tokens aboard (Naval Warfare 6). */
export const shipRange = (state: EmpiresState, seat: Seat) => abilityValue(state, seat, 'shipMoves', 4);
export const shipCapacity = (state: EmpiresState, seat: Seat) => abilityValue(state, seat, 'shipCapacity', 5);

function checkTokenPayment(state: EmpiresState, seat: Seat, where: string, n: number, rule: string): Check {
  const have = state.areas[where]?.tokens[seat] ?? 0;
  if (have < n) return refuse('tokens-short', rule, `You need ${n} of your ${n === 1 ? 'token' : 'tokens'} in ${indexMap(state.map).area[where]?.name ?? where}; you have ${have}.`);
  return OK;
}

/**
 * ME-SHIP-1/5: during his movement a player builds ships in coastal areas holding his tokens, at most four a turn
 * and four in all: 2 treasury, or 1 treasury and a token from the area, or 2 tokens (one from the area). An old
 * ship he has not kept this turn may be given up to rebuild it (`replace`).
 */
export function checkBuildShip(state: EmpiresState, seat: Seat, area: string, pay: ShipPayment, tokenFrom: string | undefined, replace: string | undefined): Check {
  const a = indexMap(state.map).area[area];
  if (!a || a.kind !== 'land') return refuse('no-such-area', 'ME-SHIP-1', 'Ships are built in a coastal land area.');
  if (!a.coastal) return refuse('not-coastal', 'ME-SHIP-1', `${a.name} is not on an open sea.`);
  if (state.areas[area].outOfPlay) return refuse('out-of-play', 'ME-MOVE-5', `${a.name} is out of play.`);
  if ((state.areas[area].tokens[seat] ?? 0) < 1) return refuse('no-token-there', 'ME-SHIP-1', `You need a token in ${a.name} to build a ship there.`);
  if ((state.movement?.shipsBuilt[seat] ?? 0) >= SHIPS_PER_PLAYER) return refuse('four-a-turn', 'ME-SHIP-1', 'You have built four ships this turn.');
  if (replace !== undefined) {
    const old = state.ships.find((s) => s.id === replace);
    if (!old || old.owner !== seat) return refuse('no-such-ship', 'ME-SHIP-5', 'That is not your ship.');
    if (isReady(state, old)) return refuse('ship-in-use', 'ME-SHIP-5', 'A ship built or kept this turn cannot be given up to rebuild it.');
  } else if (shipsOf(state, seat).length >= SHIPS_PER_PLAYER) return refuse('no-ship-left', 'ME-SHIP-1', 'All four of your ships are on the board.');
  const p = player(state, seat);
  if (pay === 'treasury') return p.treasury >= 2 ? OK : refuse('treasury-short', 'ME-SHIP-1', 'A ship costs 2 from treasury.');
  if (pay === 'treasury-and-token') return p.treasury >= 1 ? checkTokenPayment(state, seat, area, 1, 'ME-SHIP-1') : refuse('treasury-short', 'ME-SHIP-1', 'You need 1 in treasury.');
  if (tokenFrom === undefined || tokenFrom === area) return checkTokenPayment(state, seat, area, 2, 'ME-SHIP-1');
  const here = checkTokenPayment(state, seat, area, 1, 'ME-SHIP-1');
  return here.ok ? checkTokenPayment(state, seat, tokenFrom, 1, 'ME-SHIP-1') : here;
}

function destroyToken(state: EmpiresState, seat: Seat, area: string): EmpiresState {
  const s = withTokens(state, area, seat, (state.areas[area].tokens[seat] ?? 0) - 1);
  return withPlayer(s, seat, { stock: player(s, seat).stock + 1 });
}

function payTreasury(state: EmpiresState, seat: Seat, n: number): EmpiresState {
  const p = player(state, seat);
  return withPlayer(state, seat, { treasury: p.treasury - n, stock: p.stock + n });
}

export function buildShip(state: EmpiresState, seat: Seat, area: string, pay: ShipPayment, tokenFrom: string | undefined, replace: string | undefined): { state: EmpiresState; log: LogLine[] } {
  let s = state;
  if (pay === 'treasury') s = payTreasury(s, seat, 2);
  else if (pay === 'treasury-and-token') s = destroyToken(payTreasury(s, seat, 1), seat, area);
  else s = destroyToken(destroyToken(s, seat, area), seat, tokenFrom ?? area);
  const ships = replace ? s.ships.filter((x) => x.id !== replace) : s.ships;
  const id = replace ?? nextShipId(s, seat);
  s = withRecords(s, { ships: [...ships, { id, owner: seat, at: area, builtTurn: s.turn, maintainedTurn: null, sailedTurn: null }] });
  if (s.movement) s = withRecords(s, { movement: movementWith(s.movement, { shipsBuilt: { ...s.movement.shipsBuilt, [seat]: (s.movement.shipsBuilt[seat] ?? 0) + 1 } }) });
  const paid = pay === 'treasury' ? '2 treasury' : pay === 'treasury-and-token' ? '1 treasury and a token' : '2 tokens';
  return { state: s, log: [{ text: `${player(s, seat).name} builds a ship in ${indexMap(s.map).area[area].name} for ${paid}.`, rule: replace ? 'ME-SHIP-5' : 'ME-SHIP-1' }] };
}

function nextShipId(state: EmpiresState, seat: Seat): string {
  for (let i = 1; ; i++) if (!state.ships.some((s) => s.id === `ship-${seat}-${i}`)) return `ship-${seat}-${i}`;
}

/** ME-SHIP-3: 1 treasury, or one of his tokens anywhere, once per ship and turn. */
export function checkMaintainShip(state: EmpiresState, seat: Seat, shipId: string, pay: 'treasury' | 'token', tokenFrom: string | undefined): Check {
  const ship = state.ships.find((s) => s.id === shipId);
  if (!ship || ship.owner !== seat) return refuse('no-such-ship', 'ME-SHIP-3', 'That is not your ship.');
  if (isReady(state, ship)) return refuse('already-kept', 'ME-SHIP-3', 'That ship is built or kept this turn already.');
  if (pay === 'treasury') return player(state, seat).treasury >= 1 ? OK : refuse('treasury-short', 'ME-SHIP-3', 'Keeping a ship costs 1 from treasury.');
  if (tokenFrom === undefined) return refuse('token-area', 'ME-SHIP-3', 'Say which area gives the token.');
  return checkTokenPayment(state, seat, tokenFrom, 1, 'ME-SHIP-3');
}

export function maintainShip(state: EmpiresState, seat: Seat, shipId: string, pay: 'treasury' | 'token', tokenFrom: string | undefined): { state: EmpiresState; log: LogLine[] } {
  let s = pay === 'treasury' ? payTreasury(state, seat, 1) : destroyToken(state, seat, tokenFrom!);
  s = withRecords(s, { ships: s.ships.map((x) => (x.id === shipId ? { ...x, maintainedTurn: s.turn } : x)) });
  return { state: s, log: [{ text: `${player(s, seat).name} keeps a ship for ${pay === 'treasury' ? '1 treasury' : 'a token'}.`, rule: 'ME-SHIP-3' }] };
}

/** ME-SHIP-4: when his movement ends, every ship of his neither built nor kept this turn is lost. */
export function loseUnkeptShips(state: EmpiresState, seat: Seat): { state: EmpiresState; log: LogLine[] } {
  const lost = state.ships.filter((s) => s.owner === seat && !isReady(state, s));
  if (lost.length === 0) return { state, log: [] };
  return {
    state: withRecords(state, { ships: state.ships.filter((s) => !lost.includes(s)) }),
    log: [{ text: `${player(state, seat).name} loses ${lost.length} ${lost.length === 1 ? 'ship' : 'ships'} not kept this turn.`, rule: 'ME-SHIP-4' }],
  };
}
