import { OK, refuse, type Check } from '../core/check';
import type { LogLine, Seat } from './seat';
import { indexMap } from './map';
import { cityCount, citiesOf, reduceCity, supportRate, tokensOnBoard } from './population';
import { withRecords, type EmpiresState } from './state';

type Stepped = { state: EmpiresState; log: LogLine[]; finished: boolean };

/**
 * ME-CITY-5: the cities a seat short of support may reduce now: those built this turn if any, else any of his
 * cities; none when his tokens on the board support them all. Sorted by area, so the first is the bots' choice.
 */
export function supportOptions(s: EmpiresState, seat: Seat): string[] {
  // Counted first: most seats are supported, and then no list of their cities is copied.
  const count = cityCount(s, seat);
  if (count === 0 || s.players[seat].left || tokensOnBoard(s, seat) >= supportRate(s, seat) * count) return [];
  const cities = citiesOf(s, seat);
  const fresh = cities.filter((a) => s.areas[a].city!.builtTurn === s.turn);
  return (fresh.length ? fresh : cities).sort();
}

/** The seats that must choose a city to reduce now (each on his own: one seat's choice touches no one else's). */
export function supportChoosers(s: EmpiresState): Seat[] {
  return s.support ? s.support.seats.filter((x) => supportOptions(s, x).length > 1) : [];
}

function reduce(s: EmpiresState, seat: Seat, area: string, chosen: boolean): { state: EmpiresState; log: LogLine[] } {
  const name = indexMap(s.map).area[area].name;
  const who = s.players[seat].name;
  const text = chosen ? `${who} cannot support every city and chooses to reduce ${name}.` : `${who} could not support a city and reduced ${name}.`;
  return { state: reduceCity(s, area), log: [{ text, rule: 'ME-CITY-5' }] };
}

/** Reductions with a single candidate are made at once and logged; the phase waits while anyone has a real choice. */
function settle(state: EmpiresState): Stepped {
  let s = state;
  const log: LogLine[] = [];
  for (const seat of state.support!.seats) {
    for (let options = supportOptions(s, seat); options.length === 1; options = supportOptions(s, seat)) {
      const r = reduce(s, seat, options[0], false);
      s = r.state;
      log.push(...r.log);
    }
  }
  const finished = supportChoosers(s).length === 0;
  return { state: finished ? withRecords(s, { support: null }) : s, log, finished };
}

/** ME-CITY-5 (5c, and phase 11 by ME-CITY-6): check every seat's city support; a short seat chooses which city goes. */
export function startSupport(state: EmpiresState, seats: readonly Seat[]): Stepped {
  return settle(withRecords(state, { support: { seats: [...seats] } }));
}

export function checkSupportReduce(s: EmpiresState, seat: Seat, area: string): Check {
  if (!s.support) return refuse('no-support-check', 'ME-CITY-5', 'No city support is being checked now.');
  const options = supportOptions(s, seat);
  if (options.length === 0) return refuse('supported', 'ME-CITY-5', 'Your cities are supported.');
  if (!options.includes(area)) {
    const fresh = options.some((a) => s.areas[a].city!.builtTurn === s.turn);
    return refuse('not-a-candidate', 'ME-CITY-5', fresh ? 'Cities built this turn are reduced first.' : 'Name one of your cities.');
  }
  return OK;
}

/** The chosen city is reduced; its tokens count at once towards supporting the rest (the phase then goes on). */
export function applySupportReduce(s: EmpiresState, seat: Seat, area: string): { state: EmpiresState; log: LogLine[] } {
  return reduce(s, seat, area, true);
}

/** After a choice: the next reductions without a choice, and whether anyone still has to choose. */
export const continueSupport = (s: EmpiresState): Stepped => settle(s);
