import type { GameResults } from '../core/results';
import type { Seat } from './contract';
import { COMPONENTS } from './data/components';
import { CULTURE_TRACK_LENGTH } from './data/culture';
import { whileReading } from './memo';
import { coins } from './player';
import type { CivState } from './state';

/** Space Flight, the tech victory, stands on the top level of the tech pyramid. */
const TOP_TECH_LEVEL = 5;

/**
 * CIV-VICTORY for the results screen: the four victory tracks per seat (culture track steps, the highest tech level
 * known, coins, and military strength as the sum of its unit ranks, since a capital is conquered in battle), and
 * as the score the progress in percent along the track nearest its end. Simultaneous victories are decided by
 * player order ([DEFAULT] of CIV-VICTORY): that is the tiebreak shown.
 */
export function civResults(state: CivState): GameResults {
  return whileReading(state, () => {
    const players = state.players.map((p) => {
      const culture = p.cultureTrack;
      const tech = p.techs.reduce((m, t) => Math.max(m, t.level), 0);
      const money = coins(state, p.seat);
      const military = Object.values(p.ranks).reduce((a, b) => a + b, 0);
      const progress = Math.max(culture / CULTURE_TRACK_LENGTH, tech / TOP_TECH_LEVEL, money / COMPONENTS.economicVictoryCoins);
      return {
        seat: p.seat,
        score: Math.min(100, Math.round(progress * 100)),
        figures: [
          { key: 'culture', value: culture },
          { key: 'tech', value: tech },
          { key: 'economic', value: money },
          { key: 'military', value: military },
        ],
      };
    });
    return { turn: state.round, players, tiebreak: tiebreakOf(state) };
  });
}

/** Another seat reached a victory in the same action: player order decided. */
function tiebreakOf(state: CivState): string | null {
  const w = state.winner;
  if (!w) return null;
  const reached = (seat: Seat) => {
    const p = state.players[seat];
    return p.cultureTrack >= CULTURE_TRACK_LENGTH || p.techs.some((t) => t.name === 'Space Flight') || coins(state, seat) >= COMPONENTS.economicVictoryCoins;
  };
  return state.players.some((p) => p.seat !== w.seat && reached(p.seat)) ? 'player-order' : null;
}
