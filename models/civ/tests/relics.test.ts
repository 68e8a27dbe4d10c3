import { describe, expect, it } from 'vitest';
import { act, edit, newGame, quietMap, refusal, turnOf } from './fixtures';
import { checkCitySite } from '../rules/city';
import { civRules } from '../rules';
import { TILES } from '../maps';
import type { CivState } from '../state';
import type { RelicId } from '../tiles';

/** A relic marker at (6,6) on grassland, seat 0 armies/scout next to it at (6,7), (5,6). */
function scene(relic: RelicId, terrain: 'grassland' | 'water' = 'grassland'): CivState {
  return edit(turnOf(quietMap(newGame(['romans', 'egyptians', 'greeks', 'chinese'])), 0, 'movement'), (d) => {
    d.markers.push({ id: `relic-${relic}`, kind: 'relic', at: { x: 6, y: 6 }, relic });
    d.terrainOverrides['6,6'] = terrain;
    for (const k of ['6,7', '5,6', '7,6', '6,5']) d.terrainOverrides[k] = 'grassland';
    d.figures.push({ id: 'army-0-1', owner: 0, kind: 'army', at: { x: 6, y: 7 } }, { id: 'scout-0-1', owner: 0, kind: 'scout', at: { x: 5, y: 6 } }, { id: 'scout-0-2', owner: 0, kind: 'scout', at: { x: 6, y: 7 } });
  });
}

describe('relics', () => {
  it('FF-RELIC-01: three new tiles carry the relic squares, on water, mountain and forest', () => {
    const relics = Object.values(TILES).flatMap((t) => t.squares.filter((q) => q.spot === 'relic').map((q) => [q.relic, q.terrain, t.edition]));
    expect(relics.sort()).toEqual([['atlantis', 'water', 'ff'], ['school-of-confucius', 'mountain', 'ff'], ['seven-cities-of-gold', 'forest', 'ff']]);
  });

  it('FF-RELIC-01 / CIV-EXPLORE-02: exploring a relic tile puts the relic marker on its square', () => {
    let s = newGame(['romans', 'egyptians', 'greeks', 'chinese']);
    const slot = s.slots.find((x) => x.kind === 'neutral')!;
    s = edit(turnOf(s, 0, 'movement'), (d) => {
      const sl = d.slots.find((x) => x.col === slot.col && x.row === slot.row)!;
      const other = d.slots.find((x) => x.tileId === 'neutral-16')!;
      other.tileId = sl.tileId;
      sl.tileId = 'neutral-16';
      d.figures.push({ id: 'army-0-7', owner: 0, kind: 'army', at: { x: slot.col * 4 - 1, y: slot.row * 4 } });
      d.slots.find((x) => x.col === slot.col - 1 && x.row === slot.row)!.revealed = true;
    });
    s = act(s, 0, { type: 'explore', figure: 'army-0-7', col: slot.col, row: slot.row });
    expect(s.markers.filter((m) => m.kind === 'relic').map((m) => m.relic)).toEqual(['school-of-confucius']);
  });

  it('FF-RELIC-02: a relic square cannot be built on or altered', () => {
    const s = scene('school-of-confucius');
    expect(refusal(s, 0, { type: 'place-disaster', square: { x: 6, y: 6 }, terrain: 'desert' }).rule).toBe('FF-RELIC-02');
    const city = edit(turnOf(s, 0, 'city'), (d) => {
      d.cities.push({ id: 'city-0-7', owner: 0, kind: 'city', centre: { x: 7, y: 7 }, walls: false });
      d.players[0].techs.push({ name: 'Pottery', level: 1 });
      d.players[0].productionBonus['city-0-7'] = 50;
      for (const k of ['8,8', '8,7', '7,8']) d.terrainOverrides[k] = 'grassland';
    });
    const granary = (x: number, y: number) => ({ type: 'city-action' as const, city: 'city-0-7', action: { kind: 'build' as const, build: { item: 'building' as const, building: 'granary', square: { x, y } } } });
    expect(refusal(city, 0, granary(6, 6))).toMatchObject({ code: 'relic', rule: 'FF-RELIC-02' });
    expect(civRules.check(city, 0, granary(8, 8)).ok).toBe(true);
    // Once claimed, the square is ordinary again (FF-RELIC-05).
    expect(civRules.check(edit(city, (d) => { d.markers = []; }), 0, granary(6, 6)).ok).toBe(true);
  });

  it('FF-RELIC-03: no city may be founded next to a relic (ring by default, orthogonal by option)', () => {
    const s = edit(scene('school-of-confucius'), (d) => {
      d.figures = [];
      for (let y = 5; y <= 9; y++) for (let x = 5; x <= 9; x++) if (x !== 6 || y !== 6) d.terrainOverrides[`${x},${y}`] = 'grassland';
    });
    expect(checkCitySite(s, 0, { x: 7, y: 7 })).toMatchObject({ ok: false, rule: 'FF-RELIC-03' });
    expect(checkCitySite(s, 0, { x: 8, y: 8 }).ok).toBe(true);
    const orth = edit(s, (d) => { d.options.relicAdjacency = 'orthogonal'; });
    expect(checkCitySite(orth, 0, { x: 7, y: 7 }).ok).toBe(true);
    expect(checkCitySite(orth, 0, { x: 7, y: 6 })).toMatchObject({ ok: false, rule: 'FF-RELIC-03' });
  });

  it('FF-RELIC-04: scouts enter a relic square only with an army', () => {
    const s = scene('school-of-confucius');
    expect(refusal(s, 0, { type: 'move', figures: ['scout-0-1'], path: [{ x: 6, y: 6 }] })).toMatchObject({ code: 'relic-scout', rule: 'FF-RELIC-04' });
    expect(civRules.check(s, 0, { type: 'move', figures: ['army-0-1', 'scout-0-2'], path: [{ x: 6, y: 6 }] }).ok).toBe(true);
  });

  it('FF-RELIC-05 / FF-RELIC-07: an army ending its move there claims School of Confucius: two great people at once', () => {
    const s = act(scene('school-of-confucius'), 0, { type: 'move', figures: ['army-0-1'], path: [{ x: 6, y: 6 }] });
    expect(s.markers.some((m) => m.kind === 'relic')).toBe(false);
    expect(s.relicsClaimed).toEqual(['school-of-confucius']);
    expect(s.players[0].gpCards).toHaveLength(2);
  });

  it('FF-RELIC-07: a Greek claimer makes two separate draw-two-keep-one choices', () => {
    const s = act(edit(scene('school-of-confucius'), (d) => { d.turn = d.order.indexOf(2); for (const f of d.figures) if (f.owner === 0) f.owner = 2; for (const f of d.figures) f.id = f.id.replace('-0-', '-2-'); }), 2, { type: 'move', figures: ['army-2-1'], path: [{ x: 6, y: 6 }] });
    expect(s.pending.filter((p) => p.kind === 'greek-choice')).toHaveLength(2);
  });

  it('FF-RELIC-06: Atlantis (water) needs an army allowed to end on water; its tech comes next round', () => {
    const s = scene('atlantis', 'water');
    expect(refusal(s, 0, { type: 'move', figures: ['army-0-1'], path: [{ x: 6, y: 6 }] }).rule).toBe('CIV-MOVE-02');
    const sailors = edit(s, (d) => { d.players[0].techs.push({ name: 'Navigation', level: 1 }, { name: 'Sailing', level: 2 }); });
    let t = act(sailors, 0, { type: 'move', figures: ['army-0-1'], path: [{ x: 6, y: 6 }] });
    expect(t.players[0].atlantisRound).toBe(t.round + 1);
    expect(t.pending).toHaveLength(0);
    // Seat 0 ends the round's Research; the next round's order is 2, 3, 0, 1.
    t = edit(t, (d) => { d.phase = 'research'; d.order = [1, 2, 3, 0]; d.turn = 3; });
    t = act(t, 0, { type: 'done' });
    expect(t.pending).toHaveLength(0);
    for (const seat of [2, 3]) t = act(t, seat, { type: 'done' });
    expect(t.pending[0]).toEqual({ kind: 'atlantis', seat: 0 });
    t = act(t, 0, { type: 'choose-free-tech', tech: 'Pottery' });
    expect(t.players[0].techs.map((x) => x.name)).toContain('Pottery');
  });

  it('FF-RELIC-08: Seven Cities of Gold gives two free investment markers at the next Start of Turn (or coins by option)', () => {
    let t = act(scene('seven-cities-of-gold'), 0, { type: 'move', figures: ['army-0-1'], path: [{ x: 6, y: 6 }] });
    t = edit(t, (d) => { d.phase = 'start'; d.round += 1; d.players[0].startOfTurnBegun = false; d.order = [1, 0, 2, 3]; d.turn = 0; });
    expect(t.players[0].freeInvestments).toBe(0);
    t = act(t, 1, { type: 'done' });
    expect(t.players[0].freeInvestments).toBe(2);
    t = act(t, 0, { type: 'place-free-investment', card: 'public-works' });
    t = act(t, 0, { type: 'place-free-investment', card: 'public-works' });
    expect(t.players[0].investments['public-works']).toBe(2);
    expect(t.players[0].investedThisTurn).toBe(false);
    expect(refusal(t, 0, { type: 'place-free-investment', card: 'public-works' }).rule).toBe('FF-RELIC-08');
    let c = act(edit(scene('seven-cities-of-gold'), (d) => { d.options.investmentDeck = false; d.options.sevenCitiesWithoutInvestments = 'two-coins'; }), 0, { type: 'move', figures: ['army-0-1'], path: [{ x: 6, y: 6 }] });
    c = edit(c, (d) => { d.phase = 'start'; d.round += 1; d.players[0].startOfTurnBegun = false; d.order = [1, 0, 2, 3]; d.turn = 0; });
    c = act(c, 1, { type: 'done' });
    expect(c.players[0].coinTokens).toBe(2);
    expect(c.players[0].freeInvestments).toBe(0);
  });

  it('FF-RELIC-08 / FF-INV-05: for the Arabs each free marker counts as investing (a free culture step), unless the option says not', () => {
    const arab = (trigger: 'trigger' | 'no-trigger') => edit(turnOf(quietMap(newGame(['arabs', 'romans'])), 0, 'start'), (d) => { d.players[0].freeInvestments = 2; d.options.freeInvestmentsTrigger = trigger; });
    expect(act(arab('trigger'), 0, { type: 'place-free-investment', card: 'patron-guilds' }).players[0].cultureTrack).toBe(1);
    expect(act(arab('no-trigger'), 0, { type: 'place-free-investment', card: 'patron-guilds' }).players[0].cultureTrack).toBe(0);
  });
});
