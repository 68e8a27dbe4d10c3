import { describe, expect, it } from 'vitest';
import { cityCount, occupiedAreas, tokensOnBoard } from '../population';
import { playRandomGame } from '../random-game';
import { withArea, withTokenDeltas, type EmpiresState } from '../state';
import { game } from './fixtures';

/** The counts read afresh from the board, to compare with the ones kept per board record (and corrected per change). */
function recount(s: EmpiresState) {
  const tokens = s.players.map((p) => Object.values(s.areas).reduce((t, a) => t + (a.tokens[p.seat] ?? 0), 0));
  const cities = s.players.map((p) => Object.values(s.areas).filter((a) => a.city?.owner === p.seat).length);
  const occupied = Object.keys(s.areas).filter((id) => s.areas[id].barbarians > 0 || Object.keys(s.areas[id].tokens).length > 0).sort();
  return { tokens, cities, occupied };
}

function kept(s: EmpiresState) {
  return { tokens: s.players.map((p) => tokensOnBoard(s, p.seat)), cities: s.players.map((p) => cityCount(s, p.seat)), occupied: [...occupiedAreas(s)].sort() };
}

describe('board counts kept per board record', () => {
  it('ME-CENSUS-1 / ME-POP-2: tokens and cities on the board per seat agree with a recount after every action of a seeded game', () => {
    const g = playRandomGame('board-counts', 4, 5);
    expect(g.states.length).toBeGreaterThan(50);
    for (const s of g.states) expect(kept(s)).toEqual(recount(s));
  });

  it('ME-CENSUS-1: a board copied area by area is counted from the one before it, as a recount finds it', () => {
    let s = game();
    kept(s);
    s = withTokenDeltas(s, [['babylon-two', 2, 3], ['wild-four', 1, 2], ['babylon-two', 2, -1]]);
    expect(kept(s)).toEqual(recount(s));
    s = withArea(s, 'babylon-two', { city: { owner: 2, builtTurn: 1 }, tokens: {} });
    expect(kept(s)).toEqual(recount(s));
    s = withArea(s, 'wild-four', { tokens: {}, barbarians: 3 });
    expect(kept(s)).toEqual(recount(s));
    s = withArea(s, 'wild-four', { barbarians: 0 });
    expect(kept(s)).toEqual(recount(s));
  });
});
