import type { Random } from '../core/rng';
import { advanceId } from './data/advances';
import { astRow } from './data/ast';
import { indexMap } from './map';
import { rankingOrder } from './census';
import { player, withArea, withPlayer, withTokens, withRecords, type EmpiresState } from './state';

/** ME-SHORT-2: the nine theme sets, four advances each. */
export const THEME_SETS: Readonly<Record<string, readonly string[]>> = {
  'coin-and-commerce': ['Cartography', 'Law', 'Coinage', 'Music'],
  'exploring-the-deserts': ['Engineering', 'Universal Doctrine', 'Deism', 'Urbanism'],
  'mystical-palaces': ['Diplomacy', 'Literacy', 'Theocracy', 'Mythology'],
  'sacred-constructors': ['Enlightenment', 'Engineering', 'Theocracy', 'Empiricism'],
  'early-merchants': ['Trade Routes', 'Calendar', 'Monarchy', 'Cloth Making'],
  'cultural-heights': ['Architecture', 'Law', 'Drama and Poetry', 'Masonry'],
  'spreading-knowledge': ['Medicine', 'Enlightenment', 'Astronavigation', 'Pottery'],
  'conquering-the-seas': ['Naval Warfare', 'Literacy', 'Astronavigation', 'Written Record'],
  'emerging-empire': ['Military', 'Literacy', 'Metalworking', 'Mysticism'],
};

const ALL = Object.keys(THEME_SETS);
const SIX = ['coin-and-commerce', 'exploring-the-deserts', 'mystical-palaces', 'sacred-constructors', 'early-merchants', 'cultural-heights'];

/** ME-SHORT-3 (option shortGameSets): the theme sets used for a number of players. */
export function themeSetsFor(players: number, sets: 'meApp' | 'megaCiv'): string[] {
  if (players <= 3) return ALL.slice(0, 3);
  if (players === 4) return [...ALL.slice(0, 3), 'sacred-constructors'];
  if (players === 5) return sets === 'megaCiv' ? ['coin-and-commerce', 'sacred-constructors', 'exploring-the-deserts', 'conquering-the-seas', 'mystical-palaces'] : ['coin-and-commerce', 'sacred-constructors', 'exploring-the-deserts', 'early-merchants', 'mystical-palaces'];
  if (players === 6) return SIX;
  if (players === 7) return [...SIX, 'spreading-knowledge'];
  if (players === 8) return ['conquering-the-seas', 'sacred-constructors', 'exploring-the-deserts', 'mystical-palaces', 'early-merchants', 'spreading-knowledge', 'cultural-heights', sets === 'megaCiv' ? 'emerging-empire' : 'coin-and-commerce'];
  return ALL;
}

/**
 * ME-SHORT-1/4: theme sets dealt at random; in A.S.T.-ranking order five cities in one's own region (city sites
 * first, never limit 0); the theme's advances; trade cards as in 6a, fewest cities first; up to 14 tokens in the
 * region within limits; 10 tokens into treasury; every marker on the first Late Bronze Age space (ME-CLAR-7).
 */
export function shortGameSetup(state: EmpiresState, random: Random): EmpiresState {
  let s: EmpiresState = withRecords(state, { options: { ...state.options, astSide: 'basic' } });
  const deck = random.shuffle(themeSetsFor(s.players.length, s.options.shortGameSets));
  const index = indexMap(s.map);
  for (const [i, seat] of rankingOrder(s).entries()) {
    const p = player(s, seat);
    const region = index.region[p.civ].areas.filter((a) => index.area[a].limit > 0 && !s.areas[a].outOfPlay);
    const sites = [...region].sort((a, b) => Number(index.area[b].citySite) - Number(index.area[a].citySite)).slice(0, 5);
    for (const a of sites) s = withTokens(withArea(s, a, { city: { owner: seat, builtTurn: 0 } }), a, seat, 0);
    const theme = deck[i % deck.length];
    const back = p.stock + (state.areas[index.region[p.civ].start].tokens[seat] ?? 0);
    s = withPlayer(s, seat, { citiesInStock: p.citiesInStock - sites.length, advances: THEME_SETS[theme].map(advanceId), stock: back, ast: astRow(p.civ, 'basic').starts['late-bronze'] });
    let placed = 0;
    for (const a of region.filter((x) => !sites.includes(x))) {
      const put = Math.min(index.area[a].limit, 14 - placed);
      if (put <= 0) break;
      s = withTokens(s, a, seat, put);
      placed += put;
    }
    const q = player(s, seat);
    s = withPlayer(s, seat, { stock: q.stock - placed - 10, treasury: q.treasury + 10 });
  }
  // 6a: one card from each stack up to one's number of cities, fewest cities first.
  const order = rankingOrder(s).sort((a, b) => player(s, a).citiesInStock - player(s, b).citiesInStock).reverse();
  for (const seat of order) {
    const cities = 9 - player(s, seat).citiesInStock;
    const hand = [...player(s, seat).hand];
    const stacks = { ...s.stacks };
    for (let k = 1; k <= cities; k++) {
      const [top, ...rest] = stacks[k] ?? [];
      if (top) {
        hand.push(top);
        stacks[k] = rest;
      }
    }
    s = withPlayer(withRecords(s, { stacks }), seat, { hand });
  }
  return s;
}
