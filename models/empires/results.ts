import type { GameResults } from '../core/results';
import { ADVANCE_BY_ID } from './data/advances';
import { citiesOf } from './population';
import { buildingPoints, lateIronBonus, standings, type Tiebreak } from './scoring';
import type { EmpiresState } from './state';

/** The results screen's words for each tiebreak of SB-TIE-1/2 and ME-VP-2 (the catalogue words the keys). */
const TIEBREAK_KEY: Readonly<Record<Tiebreak, string>> = {
  'SB-TIE-1 I': 'own-building',
  'SB-TIE-1 II': 'owns-building',
  'ME-VP-2 A.S.T.-position': 'ast-position',
  'ME-VP-2 6-VP advances': 'advances-6',
  'ME-VP-2 3-VP advances': 'advances-3',
  'ME-VP-2 A.S.T.-ranking': 'ast-ranking',
  'ME-VPX-2 price of advances': 'advances-price',
  'ME-VPX-2 best credit': 'best-credit',
  'ME-VPX-2 all credit': 'all-credit',
  'ME-VPX-2 cities': 'cities',
  'ME-VPX-2 tokens': 'tokens',
};

/**
 * ME-VP-1 and SB-VP for the results screen: the score and its parts (cities, advances' points, the A.S.T. step and
 * its points, the Expert side's Late Iron bonus, special buildings), and the tiebreak that placed the winner.
 */
export function empiresResults(state: EmpiresState): GameResults {
  const table = standings(state);
  const players = table.map(({ seat, score }) => {
    const p = state.players[seat];
    const lateIron = lateIronBonus(state, seat);
    return {
      seat,
      score,
      figures: [
        { key: 'cities', value: citiesOf(state, seat).length },
        { key: 'advances', value: p.advances.reduce((t, a) => t + ADVANCE_BY_ID[a].vp, 0) },
        { key: 'ast', value: p.ast },
        { key: 'astPoints', value: 5 * p.ast },
        { key: 'lateIron', value: lateIron },
        { key: 'buildings', value: buildingPoints(state, seat) },
      ],
    };
  });
  const first = table.filter((s) => s.place === 1);
  const level = table.filter((s) => s.score === table[0]?.score);
  const tiebreak = level.length < 2 ? null : first.length > 1 ? 'shared' : table[0].tiebreak ? TIEBREAK_KEY[table[0].tiebreak] : null;
  return { turn: state.turn, players: [...players].sort((a, b) => a.seat - b.seat), tiebreak };
}
