import { OK, refuse, type Check } from '../core/check';
import type { LogLine, Seat } from './seat';
import { abilityValue, hasAbility } from './advances/abilities';
import { neighbourHelp, useNeighbours } from './advances/urbanism';
import { indexMap } from './map';
import { playingSeats } from './phases';
import { allAreas, occupiedAreas } from './population';
import { player, withArea, withPlayer, withTokens, withRecords, type EmpiresState } from './state';

const holds = hasAbility;

/** ME-CITY-1: 6 tokens on a city site, 12 for a wilderness city. */
export const tokensForCity = (state: EmpiresState, area: string) => (indexMap(state.map).area[area].citySite ? 6 : 12);

/** ME-CITY-3: Architecture pays up to half the tokens from treasury, once a turn. */
export function maxTreasuryForCity(state: EmpiresState, seat: Seat, area: string): number {
  if (!holds(state, seat, 'treasuryForCity') || state.input.architecture.includes(seat)) return 0;
  return Math.min(Math.floor(tokensForCity(state, area) / 2), player(state, seat).treasury);
}

/**
 * ME-CITY-1/3 (5a): a city on a free land area, never in a limit-0 area, one per area, nine per player, with 6
 * of one's tokens on a city site or 12 elsewhere (up to half from treasury with Architecture).
 */
export function checkBuildCity(state: EmpiresState, seat: Seat, area: string, treasury = 0): Check {
  if (state.phase !== 'city-construction') return refuse('wrong-phase', 'ME-CITY-1', 'Cities are built in city construction.');
  if (state.done.includes(seat)) return refuse('already-done', 'ME-CITY-1', 'You are done building cities this turn.');
  const a = indexMap(state.map).area[area];
  if (!a || a.kind !== 'land') return refuse('no-such-area', 'ME-CITY-1', 'A city stands in a land area.');
  if (state.areas[area].outOfPlay) return refuse('out-of-play', 'ME-SETUP-2', `${a.name} is out of play.`);
  if (state.areas[area].city) return refuse('city-there', 'ME-CITY-1', `${a.name} already holds a city.`);
  if (a.limit === 0) return refuse('zero-area', 'ME-CITY-1', 'No city can stand in an area with population limit 0.');
  if (player(state, seat).citiesInStock === 0) return refuse('no-city-left', 'ME-CITY-1', 'All nine of your cities are on the board.');
  if (treasury > maxTreasuryForCity(state, seat, area)) {
    return refuse('architecture', 'ME-CITY-3', holds(state, seat, 'treasuryForCity') ? `You may pay at most ${maxTreasuryForCity(state, seat, area)} of it from treasury.` : 'Only Architecture lets treasury pay for a city.');
  }
  const need = tokensForCity(state, area) - treasury;
  const have = state.areas[area].tokens[seat] ?? 0;
  const help = neighbourHelp(state, seat, area);
  if (have + help < need) return refuse('tokens-for-city', 'ME-CITY-1', `A city here needs ${tokensForCity(state, area)} of your tokens in ${a.name}; you have ${have}${help ? ` and ${help} next door (Urbanism)` : ''}.`);
  return OK;
}

/** ME-CITY-2/3: every token in the area (any owner) goes back to stock; Public Works keeps one spare token. */
export function buildCity(state: EmpiresState, seat: Seat, area: string, treasury = 0): { state: EmpiresState; log: LogLine[] } {
  // ME-ADVX-C04: what the area lacks comes from next door with Urbanism (checked before).
  let s = useNeighbours(state, seat, area, tokensForCity(state, area) - treasury - (state.areas[area].tokens[seat] ?? 0));
  const have = s.areas[area].tokens[seat] ?? 0;
  const spare = Math.min(abilityValue(s, seat, 'cityAreaToken', 0), Math.max(0, have - (tokensForCity(s, area) - treasury)));
  for (const [owner, n] of Object.entries(s.areas[area].tokens)) {
    const o = Number(owner);
    const keep = o === seat ? spare : 0;
    s = withTokens(s, area, o, keep);
    s = withPlayer(s, o, { stock: player(s, o).stock + n - keep });
  }
  if (treasury > 0) {
    const p = player(s, seat);
    s = withPlayer(s, seat, { treasury: p.treasury - treasury, stock: p.stock + treasury });
    s = withRecords(s, { input: { ...s.input, architecture: [...s.input.architecture, seat] } });
  }
  s = withArea(s, area, { city: { owner: seat, builtTurn: s.turn } });
  s = withPlayer(s, seat, { citiesInStock: player(s, seat).citiesInStock - 1 });
  return { state: s, log: [{ text: `${player(s, seat).name} builds a city in ${indexMap(s.map).area[area].name}${treasury ? ` (${treasury} from treasury)` : ''}.`, rule: treasury ? 'ME-CITY-3' : 'ME-CITY-1' }] };
}

/** The areas where the seat may build a city now (the least treasury it needs). */
export function cityOptions(state: EmpiresState, seat: Seat): { area: string; treasury: number }[] {
  const out: { area: string; treasury: number }[] = [];
  const occupied = occupiedAreas(state);
  for (const area of allAreas(state)) {
    // Empty areas are passed over without a look-up in the board record.
    if (!occupied.has(area)) continue;
    const have = state.areas[area].tokens[seat] ?? 0;
    if (have === 0) continue;
    const treasury = Math.max(0, tokensForCity(state, area) - have - neighbourHelp(state, seat, area));
    if (checkBuildCity(state, seat, area, treasury).ok) out.push({ area, treasury });
  }
  return out;
}

/** Seats with a city to build; the others have nothing to decide in 5a. */
export const seatsThatCanBuild = (state: EmpiresState) => playingSeats(state).filter((s) => cityOptions(state, s).length > 0);
