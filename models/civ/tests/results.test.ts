import { describe, expect, it } from 'vitest';
import { CULTURE_TRACK_LENGTH } from '../data/culture';
import { coins } from '../player';
import { playRandomGame } from '../random-game';
import { civResults } from '../results';

describe('Civilization results screen figures', () => {
  it('CIV-VICTORY: the four victory tracks per seat, and the score is the progress along the nearest one', () => {
    const { state } = playRandomGame('results-c', 2, 3);
    const r = civResults(state);
    expect(r.turn).toBe(state.round);
    for (const p of r.players) {
      expect(p.figures.map((f) => f.key)).toEqual(['culture', 'tech', 'economic', 'military']);
      const [culture, tech, economic] = p.figures.map((f) => f.value);
      expect(culture).toBe(state.players[p.seat].cultureTrack);
      expect(economic).toBe(coins(state, p.seat));
      expect(p.score).toBe(Math.round(Math.max(culture / CULTURE_TRACK_LENGTH, tech / 5, economic / 15) * 100));
    }
  });

  it('CIV-VICTORY: a culture victory reads 100, and no tiebreak when only the winner reached a victory', () => {
    const { state } = playRandomGame('results-c', 2, 2);
    const won = { ...state, players: state.players.map((p) => (p.seat === 0 ? { ...p, cultureTrack: CULTURE_TRACK_LENGTH } : p)), winner: { seat: 0, how: 'culture' as const } };
    const r = civResults(won);
    expect(r.players[0].score).toBe(100);
    expect(r.tiebreak).toBeNull();
    const both = { ...won, players: won.players.map((p) => ({ ...p, cultureTrack: CULTURE_TRACK_LENGTH })) };
    expect(civResults(both).tiebreak).toBe('player-order');
  });
});
