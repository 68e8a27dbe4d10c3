import type { Seat } from '../../../models/core/module';
import { CULTURE_TRACK_LENGTH, SECTION_COST, sectionOf } from '../../../models/civ/data/culture';
import { TECH_COST } from '../../../models/civ/data/techs';
import { COMPONENTS } from '../../../models/civ/data/components';
import { tradeIncome } from '../../../models/civ/flow';
import { whileReading } from '../../../models/civ/memo';
import { artsCulture, cityProduction } from '../../../models/civ/rules/city';
import { coins } from '../../../models/civ/player';
import type { CivState } from '../../../models/civ/state';
import { sitePromise } from './sites';

/** What reaching each culture space has cost (culture and trade, CIV-CULT-02), summed from the start of the track. */
const TRACK_WORTH: readonly number[] = Array.from({ length: CULTURE_TRACK_LENGTH + 1 }, (_, n) => {
  let sum = 0;
  for (let i = 1; i <= n; i++) sum += SECTION_COST[sectionOf(i)].culture + SECTION_COST[sectionOf(i)].trade;
  return sum;
});

/** About how many rounds a game lasts: income counts for the rounds still to come (a culture win comes near round 17). */
const ROUNDS = 18;

/** CIV-TECH-04: the smallest pyramid under Space Flight: 5 techs of level I, 4 of II, 3 of III, 2 of IV, then it. */
const PYRAMID: Readonly<Record<number, number>> = { 1: 5, 2: 4, 3: 3, 4: 2, 5: 1 };

/** What the seat's cities yield a round: trade (CIV-TURN-05), and the culture and production of one action each. */
function incomes(state: CivState, seat: Seat): { trade: number; arts: number; production: number; cities: number } {
  let arts = 0;
  let production = 0;
  let cities = 0;
  for (const c of state.cities) {
    if (c.owner !== seat) continue;
    cities++;
    arts += artsCulture(state, c);
    production += cityProduction(state, c);
  }
  return { trade: tradeIncome(state, seat), arts, production, cities };
}

/**
 * Rounds the seat still needs for a culture victory (the track's remaining culture and trade at its arts and trade
 * per round) and for a tech victory (the pyramid's missing techs, one a round, and their trade): the nearer one is
 * the road it is on (CIV-VICTORY).
 */
export function roundsToWin(state: CivState, seat: Seat, inc = incomes(state, seat)): { culture: number; tech: number } {
  const p = state.players[seat];
  let culture = -p.culture;
  let trade = -Math.min(p.trade, 27);
  for (let i = p.cultureTrack + 1; i <= CULTURE_TRACK_LENGTH; i++) {
    culture += SECTION_COST[sectionOf(i)].culture;
    trade += SECTION_COST[sectionOf(i)].trade;
  }
  const cultureRounds = Math.max(Math.max(0, culture) / Math.max(1, inc.arts), Math.max(0, trade) / Math.max(1, inc.trade), (CULTURE_TRACK_LENGTH - p.cultureTrack) / 4);
  if (p.cultureTrack >= CULTURE_TRACK_LENGTH) return { culture: 0, tech: 0 };
  if (p.techs.some((t) => t.name === 'Space Flight')) return { culture: cultureRounds, tech: 0 };
  const have: Record<number, number> = {};
  for (const t of p.techs) have[t.level] = (have[t.level] ?? 0) + 1;
  // One tech a round (CIV-TECH-02), each paid with the trade saved for it: the trade in hand pays the next one at
  // most, since what is left after research mostly goes (CIV-TRADE-02).
  const perRound = Math.max(1, inc.trade);
  let rounds = 0;
  let next = 0;
  for (const level of [1, 2, 3, 4, 5]) {
    const lack = Math.max(0, PYRAMID[level] - (have[level] ?? 0));
    rounds += lack * Math.max(1, TECH_COST[level] / perRound);
    if (lack > 0 && (level === 1 || (have[level - 1] ?? 0) >= (have[level] ?? 0) + 2)) next = TECH_COST[level];
  }
  return { culture: cultureRounds, tech: Math.max(0, rounds - Math.min(p.trade, next) / perRound) };
}

/**
 * One seat's standing: mostly how near it is to winning (the nearer of culture and tech, CIV-VICTORY), and a little
 * of everything that gets it there: the track, techs, coins towards 15, armies, cities, trade and production.
 */
export function standing(state: CivState, seat: Seat): number {
  const p = state.players[seat];
  const left = Math.max(2, ROUNDS - state.round);
  const inc = incomes(state, seat);
  const eta = roundsToWin(state, seat, inc);
  const coin = coins(state, seat);
  const economy = 4 * coin + (coin >= COMPONENTS.economicVictoryCoins - 3 ? 10 * (coin - COMPONENTS.economicVictoryCoins + 4) : 0);
  let armies = 0;
  for (const f of state.figures) if (f.owner === seat && f.kind === 'army') armies++;
  const military = 2 * Math.min(armies, inc.cities + 1) + p.ranks.artillery + p.ranks.infantry + p.ranks.mounted;
  const track = 1.3 * TRACK_WORTH[Math.min(CULTURE_TRACK_LENGTH, p.cultureTrack)] + 0.7 * p.culture + 0.3 * Math.min(p.trade, 27);
  const tech = p.techs.reduce((sum, t) => sum + (TECH_COST[t.level] ?? 0), 0);
  const income = 0.6 * inc.trade + 0.5 * inc.production + 0.5 * inc.arts;
  const broad = track + tech + economy + military + 8 * inc.cities + 0.25 * left * income + 1.5 * p.cultureHand.length + 3 * p.gpCards.length;
  return -WIN_WEIGHT * Math.min(eta.culture, eta.tech) + BROAD_WEIGHT * broad;
}

/** A round nearer to winning against the little that each point of the broad count adds. */
const WIN_WEIGHT = 10;
const BROAD_WEIGHT = 0.1;

/** How a level judges a position for the seat (higher is better for it). */
export type Judge = (state: CivState, seat: Seat) => number;

/** The seat's standing against the best of the others'; a finished game counts a lot. */
export const evaluate: Judge = (state, seat) => against(state, seat, standing);

/** The hard level's judgement: the standing plus the cities its scouts are about to found (sites.ts). */
export const evaluateHard: Judge = (state, seat) => against(state, seat, (s, who) => standing(s, who) + WIN_WEIGHT * sitePromise(s, who));

function against(state: CivState, seat: Seat, judge: (state: CivState, seat: Seat) => number): number {
  if (state.winner) return state.winner.seat === seat ? 1000 : -1000;
  return whileReading(state, () => {
    const mine = judge(state, seat);
    let rival = -Infinity;
    for (const p of state.players) if (p.seat !== seat) rival = Math.max(rival, judge(state, p.seat));
    return mine - rival;
  });
}
