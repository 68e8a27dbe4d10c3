import { describe, expect, it } from 'vitest';
import { illegalBuildings } from '../illegal';
import { applyAction, checkAction } from '../rules';
import { checkTransaction } from '../transaction';
import type { EmpiresState } from '../state';
import { ast, barbarians, built, cardCount, cards, city, game, hand, inPhase, rnd, tokens, treasury } from './fixtures';

describe('a player leaving', () => {
  function scene(): EmpiresState {
    let s = inPhase(game(), 'movement');
    s = city(s, 'babylon-start', 2);
    s = built(s, 'shore-temple', 'babylon-start', 2);
    s = tokens(s, 'babylon-two', 2, 2);
    s = tokens(s, 'babylon-two', 1, 1);
    s = barbarians(s, 'babylon-one', 2);
    s = city(s, 'dravidia-two', 2);
    s = tokens(s, 'wild-four', 2, 3);
    return hand(s, 2, cards('salt', 2));
  }

  it('SB-LEAVE-1: the building he owns returns to the supply and anyone may build it', () => {
    const s = applyAction(scene(), 2, { type: 'leave-game' }, rnd()).state;
    expect(s.buildings['shore-temple'].at).toBeNull();
    let t = inPhase(city(treasury(ast(s, 3, 6), 3, 30), 'dravidia-start', 3), 'advances-acquisition');
    t = tokens(t, 'dravidia-shore', 3, 2);
    expect(checkTransaction(t, 3, { advances: [], build: { building: 'shore-temple', area: 'dravidia-start' }, payment: { cards: [], treasury: 30 } }).ok).toBe(true);
  });

  it('SB-LEAVE-2: afterwards one more building than players is available', () => {
    const s = applyAction(scene(), 2, { type: 'leave-game' }, rnd()).state;
    const playing = s.players.filter((p) => !p.left).length;
    expect(Object.values(s.buildings).filter((b) => b.at === null)).toHaveLength(playing + 1);
  });

  it('SB-LEAVE-3 / ME-LEAVE-1: his region goes out of play; units elsewhere turn barbarian and pirate; cards and advances go', () => {
    const before = scene();
    const s = applyAction(before, 2, { type: 'leave-game' }, rnd()).state;
    expect(s.areas['babylon-two']).toMatchObject({ outOfPlay: true, tokens: { 1: 1 } });
    expect(s.areas['babylon-one'].barbarians).toBe(0);
    expect(s.areas['babylon-start'].city).toBeNull();
    expect(s.areas['wild-four'].barbarians).toBe(3);
    expect(s.areas['dravidia-two'].city!.owner).toBe('pirate');
    expect(s.players[2]).toMatchObject({ left: true, hand: [], advances: [] });
    expect(cardCount(s)).toBe(cardCount(before));
    expect(checkAction(s, 1, { type: 'place-tokens', area: 'babylon-two', count: 1 })).toMatchObject({ ok: false, rule: 'ME-LEAVE-1' });
    expect(checkAction(s, 2, { type: 'phase-done' })).toMatchObject({ ok: false, rule: 'SB-LEAVE-1' });
  });

  it('a leaving player no longer holds up a manual phase', () => {
    let s = scene();
    for (const seat of [0, 1, 3, 4]) s = applyAction(s, seat, { type: 'phase-done' }, rnd()).state;
    expect(s.phase).toBe('movement');
    s = applyAction(s, 2, { type: 'leave-game' }, rnd()).state;
    expect(s.phase).toBe('conflict');
  });
});

describe('illegal buildings (referee tool)', () => {
  function wrong(): EmpiresState {
    // Babylon's building found in Dravidia's region (say, a mis-digitised region), in a city-less limit-2 area.
    let s = inPhase(game(), 'conflict');
    s = built(s, 'giant-ziggurat', 'dravidia-two', 2, 1, 30);
    return tokens(s, 'dravidia-two', 3, 3);
  }

  it('SB-ILLEGAL-1: a building outside its builder\'s region goes back to the supply at once', () => {
    const s = wrong();
    expect(illegalBuildings(s).map((b) => b.id)).toEqual(['giant-ziggurat']);
    const r = applyAction(s, 0, { type: 'check-buildings' }, rnd());
    expect(r.state.buildings['giant-ziggurat'].at).toBeNull();
    expect(illegalBuildings(r.state)).toEqual([]);
    const legal = built(inPhase(game(), 'conflict'), 'giant-ziggurat', 'babylon-two', 2);
    expect(applyAction(legal, 0, { type: 'check-buildings' }, rnd()).state.buildings['giant-ziggurat'].at).toBe('babylon-two');
  });

  it('SB-ILLEGAL-2: the trade points paid for it are lost', () => {
    const r = applyAction(wrong(), 0, { type: 'check-buildings' }, rnd());
    expect(r.state.buildings['giant-ziggurat'].paid).toBe(0);
    expect(r.state.players[2].treasury).toBe(wrong().players[2].treasury);
    expect(r.log.some((l) => l.rule === 'SB-ILLEGAL-2' && l.text.includes('30'))).toBe(true);
  });

  it('SB-ILLEGAL-3: surplus left by the removal goes back to stock', () => {
    const r = applyAction(wrong(), 0, { type: 'check-buildings' }, rnd()).state;
    expect(r.areas['dravidia-two'].tokens[3]).toBe(2);
    expect(r.players[3].stock).toBe(wrong().players[3].stock + 1);
  });

  it('SB-ILLEGAL-4: the engine never places one illegally in the first place', () => {
    let s = inPhase(treasury(city(game(), 'dravidia-two', 2), 2, 30), 'advances-acquisition');
    s = ast(s, 2, 6);
    expect(checkTransaction(s, 2, { advances: [], build: { building: 'giant-ziggurat', area: 'dravidia-two' }, payment: { cards: [], treasury: 30 } })).toMatchObject({ ok: false, rule: 'SB-PLACE-4' });
  });
});
