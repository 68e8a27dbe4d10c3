/** A seat's features for fitting the hard level's judgement (analysis only: it reads the full state). */
import type { Seat } from '../models/core/module';
import { CULTURE_TRACK_LENGTH } from '../models/civ/data/culture';
import { TECH_COST } from '../models/civ/data/techs';
import { tradeIncome } from '../models/civ/flow';
import { artsCulture, cityProduction } from '../models/civ/rules/city';
import { coins } from '../models/civ/player';
import type { CivState } from '../models/civ/state';
import { roundsToWin, standing } from '../machines/bots/civ-levels/evaluate';
import { sitePromise } from '../machines/bots/civ-levels/sites';

export function features(state: CivState, seat: Seat): Record<string, number> {
  const p = state.players[seat];
  let arts = 0, production = 0, cities = 0;
  for (const c of state.cities) {
    if (c.owner !== seat) continue;
    cities++;
    arts += artsCulture(state, c);
    production += cityProduction(state, c);
  }
  const trade = tradeIncome(state, seat);
  const eta = roundsToWin(state, seat, { trade, arts, production, cities });
  let armies = 0, scouts = 0;
  for (const f of state.figures) if (f.owner === seat) {
    if (f.kind === 'army') armies++;
    else scouts++;
  }
  return {
    etaC: eta.culture, etaT: eta.tech, eta: Math.min(eta.culture, eta.tech),
    track: Math.min(CULTURE_TRACK_LENGTH, p.cultureTrack), culture: p.culture, tradeDial: p.trade,
    techs: p.techs.length, techCost: p.techs.reduce((s, t) => s + (TECH_COST[t.level] ?? 0), 0), coins: coins(state, seat),
    armies, scouts, cities, incTrade: trade, incProd: production, incArts: arts,
    hand: p.cultureHand.length, gp: p.gpCards.length, forces: p.forces.length,
    ranks: p.ranks.artillery + p.ranks.infantry + p.ranks.mounted, sites: sitePromise(state, seat),
    standing: standing(state, seat),
  };
}
