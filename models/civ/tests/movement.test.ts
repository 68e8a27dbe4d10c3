import { describe, expect, it } from 'vitest';
import { act, edit, newGame, quietMap, refusal, turnOf } from './fixtures';
import { isOuterEdge, printedSquare } from '../map';
import { boardSquares } from '../board';
import { stackLimit, travelSpeed } from '../player';
import { gpSlug } from '../data/great-people';
import { civRules } from '../rules';
import { TILES } from '../maps';
import type { CivState } from '../state';

function scene(): CivState {
  return edit(turnOf(quietMap(newGame(['romans', 'egyptians', 'greeks', 'chinese'])), 0, 'movement'), (d) => {
    for (let y = 4; y <= 11; y++) for (let x = 4; x <= 11; x++) d.terrainOverrides[`${x},${y}`] = 'grassland';
    d.figures.push({ id: 'army-0-1', owner: 0, kind: 'army', at: { x: 6, y: 6 } }, { id: 'scout-0-1', owner: 0, kind: 'scout', at: { x: 6, y: 6 } }, { id: 'army-0-2', owner: 0, kind: 'army', at: { x: 8, y: 8 } });
  });
}

describe('movement and exploration', () => {
  it('CIV-MOVE-01: orthogonal steps up to travel speed 2; groups start together', () => {
    const s = scene();
    expect(travelSpeed(s, 0)).toBe(2);
    expect(refusal(s, 0, { type: 'move', figures: ['army-0-1'], path: [{ x: 7, y: 7 }] }).code).toBe('not-orthogonal');
    expect(refusal(s, 0, { type: 'move', figures: ['army-0-1'], path: [{ x: 7, y: 6 }, { x: 8, y: 6 }, { x: 9, y: 6 }] }).code).toBe('too-far');
    expect(refusal(s, 0, { type: 'move', figures: ['army-0-1', 'army-0-2'], path: [{ x: 7, y: 6 }] }).code).toBe('not-together');
    let t = act(s, 0, { type: 'move', figures: ['army-0-1', 'scout-0-1'], path: [{ x: 7, y: 6 }] });
    t = act(t, 0, { type: 'move', figures: ['army-0-1'], path: [{ x: 8, y: 6 }] });
    expect(refusal(t, 0, { type: 'move', figures: ['army-0-1'], path: [{ x: 9, y: 6 }] }).code).toBe('too-far');
    expect(travelSpeed(edit(s, (d) => { d.players[0].civ = 'spanish'; }), 0)).toBe(3);
  });

  it('CIV-MOVE-02: water needs Navigation to cross and Sailing to stop on', () => {
    const s = edit(scene(), (d) => { d.terrainOverrides['7,6'] = 'water'; });
    expect(refusal(s, 0, { type: 'move', figures: ['army-0-1'], path: [{ x: 7, y: 6 }, { x: 8, y: 6 }] }).code).toBe('water');
    const nav = edit(s, (d) => { d.players[0].techs.push({ name: 'Navigation', level: 1 }); });
    expect(civRules.check(nav, 0, { type: 'move', figures: ['army-0-1'], path: [{ x: 7, y: 6 }, { x: 8, y: 6 }] }).ok).toBe(true);
    expect(refusal(nav, 0, { type: 'move', figures: ['army-0-1'], path: [{ x: 7, y: 6 }] }).code).toBe('water-end');
    const sail = edit(nav, (d) => { d.players[0].techs.push({ name: 'Sailing', level: 2 }); });
    expect(civRules.check(sail, 0, { type: 'move', figures: ['army-0-1'], path: [{ x: 7, y: 6 }] }).ok).toBe(true);
  });

  it('CIV-MOVE-03: no passing through enemies; only armies attack', () => {
    const s = edit(scene(), (d) => { d.figures.push({ id: 'army-1-1', owner: 1, kind: 'army', at: { x: 7, y: 6 } }); });
    expect(refusal(s, 0, { type: 'move', figures: ['army-0-1'], path: [{ x: 7, y: 6 }, { x: 8, y: 6 }] }).code).toBe('must-stop');
    expect(refusal(s, 0, { type: 'move', figures: ['scout-0-1'], path: [{ x: 7, y: 6 }] }).code).toBe('scout-attack');
  });

  it('CIV-MOVE-04 / CIV-STACK-01: a move ends within the stacking limit (2; Russia 3; Louis Pasteur +1)', () => {
    const s = scene();
    const s2 = edit(s, (d) => { d.figures.find((f) => f.id === 'army-0-2')!.at = { x: 6, y: 7 }; });
    expect(refusal(s2, 0, { type: 'move', figures: ['army-0-2'], path: [{ x: 6, y: 6 }] })).toMatchObject({ code: 'stacking', rule: 'CIV-MOVE-04' });
    expect(stackLimit(s, 0)).toBe(2);
    expect(stackLimit(edit(s, (d) => { d.players[0].civ = 'russians'; }), 0)).toBe(3);
    const pasteur = edit(s, (d) => { d.players[0].gpCards = [{ id: gpSlug('Louis Pasteur'), faceUp: true }]; d.placed.push({ id: 'm', kind: 'great-person', owner: 0, at: d.cities.find((c) => c.owner === 0)!.centre, what: 'scientist' }); });
    expect(stackLimit(pasteur, 0)).toBe(3);
  });

  it('CIV-EXPLORE-01 / CIV-EXPLORE-02 / CIV-EXPLORE-03: a figure next to a facedown tile spends 1 movement to turn it, in place, and its spots fill', () => {
    const base = newGame(['romans', 'egyptians', 'greeks', 'chinese']);
    const s = edit(turnOf(base, 0, 'movement'), (d) => {
      d.slots.find((x) => x.col === 0 && x.row === 1)!.revealed = true;
      d.figures.push({ id: 'army-0-9', owner: 0, kind: 'army', at: { x: 3, y: 5 } });
    });
    const slot = s.slots.find((x) => x.col === 1 && x.row === 1)!;
    expect(slot.revealed).toBe(false);
    expect(refusal(s, 0, { type: 'explore', figure: 'army-0-9', col: 2, row: 2 }).code).toBe('not-adjacent');
    expect(refusal(s, 0, { type: 'move', figures: ['army-0-9'], path: [{ x: 4, y: 5 }] }).code).toBe('unexplored');
    const t = act(s, 0, { type: 'explore', figure: 'army-0-9', col: 1, row: 1 });
    expect(t.moved['army-0-9']).toBe(1);
    const tile = TILES[slot.tileId!];
    const spots = tile.squares.filter((q) => q.spot === 'hut' || q.spot === 'village').length;
    expect(t.markers.length - s.markers.length).toBe(spots + tile.squares.filter((q) => q.spot === 'relic').length);
    expect(t.hutBag.length + t.villageBag.length).toBe(s.hutBag.length + s.villageBag.length - spots);
    // The tile is shown with the slot's fixed rotation: the board listing and the rules agree square by square.
    for (const b of boardSquares(t.slots.filter((x) => x.col === 1 && x.row === 1))) expect(printedSquare(t, b)).toEqual(b.square);
    expect(refusal(t, 0, { type: 'explore', figure: 'army-0-9', col: 1, row: 1 }).code).toBe('not-facedown');
  });

  it('FF-5P-01 / FF-5P-03 / FF-SETUP-06: five can play; nothing enters the central hole', () => {
    const five = newGame(['romans', 'egyptians', 'greeks', 'chinese', 'arabs']);
    expect(five.players).toHaveLength(5);
    expect(five.slots.filter((x) => x.kind === 'hole')).toHaveLength(1);
    const s = edit(turnOf(quietMap(five), 0, 'movement'), (d) => { d.figures.push({ id: 'army-0-9', owner: 0, kind: 'army', at: { x: 7, y: 9 } }); d.terrainOverrides['7,9'] = 'grassland'; });
    expect(refusal(s, 0, { type: 'move', figures: ['army-0-9'], path: [{ x: 8, y: 9 }] })).toMatchObject({ code: 'hole', rule: 'FF-5P-03' });
  });

  it('FF-5P-04: squares beside the hole are not on the outer edge', () => {
    const s = quietMap(newGame(['romans', 'egyptians', 'greeks', 'chinese', 'arabs']));
    expect(isOuterEdge(s, { x: 7, y: 9 })).toBe(false);
    expect(isOuterEdge(s, { x: 0, y: 9 })).toBe(true);
    expect(isOuterEdge(s, { x: 5, y: 5 })).toBe(false);
  });

  it('FF-5P-04 / CIV-GPAB-39: Galileo (one use-card action) moves figures along the outer edge only, never to or from a square beside the hole, and they stay put that round', () => {
    const galileo = gpSlug('Galileo Galilei');
    let s = quietMap(newGame(['romans', 'egyptians', 'greeks', 'chinese', 'arabs']));
    s = edit(s, (d) => {
      for (const k of ['0,9', '0,12', '0,13', '7,9', '7,10', '1,9']) d.terrainOverrides[k] = 'grassland';
      d.players[0].gpCards = [{ id: galileo, faceUp: false }];
      d.gpDeck = d.gpDeck.filter((c) => c.id !== galileo);
      const capital = d.cities.find((c) => c.owner === 0)!.centre;
      d.placed.push({ id: 'gp-sci', kind: 'great-person', owner: 0, at: { x: capital.x + 1, y: capital.y }, what: 'scientist' });
      d.figures.push({ id: 'army-0-1', owner: 0, kind: 'army', at: { x: 0, y: 9 } }, { id: 'army-0-2', owner: 0, kind: 'army', at: { x: 7, y: 9 } });
    });
    s = turnOf(s, 0, 'city');
    const use = (from: { x: number; y: number }, to: { x: number; y: number }) => ({ type: 'use-card' as const, card: galileo, target: { from, to } });
    expect(refusal(s, 0, { type: 'use-card', card: galileo })).toMatchObject({ code: 'squares-needed' });
    // The older spelling of the same action, kept for saved games, goes through the same check.
    expect(refusal(s, 0, { type: 'use-great-person', card: galileo, from: { x: 7, y: 9 }, to: { x: 0, y: 13 } })).toMatchObject({ code: 'not-outer-edge', rule: 'FF-5P-04' });
    expect(refusal(s, 0, use({ x: 7, y: 9 }, { x: 0, y: 13 }))).toMatchObject({ code: 'not-outer-edge', rule: 'FF-5P-04' });
    expect(refusal(s, 0, use({ x: 0, y: 9 }, { x: 7, y: 10 }))).toMatchObject({ code: 'not-outer-edge', rule: 'FF-5P-04' });
    expect(refusal(s, 0, use({ x: 0, y: 9 }, { x: 1, y: 9 }))).toMatchObject({ code: 'not-outer-edge', rule: 'FF-5P-04' });
    const offered = civRules.legalActions(s, 0).flatMap((a) => (a.type === 'use-card' && a.card === galileo && a.target ? [a.target] : []));
    expect(offered.length).toBeGreaterThan(0);
    for (const a of offered) expect(isOuterEdge(s, a.from as { x: number; y: number }) && isOuterEdge(s, a.to as { x: number; y: number })).toBe(true);
    s = act(s, 0, use({ x: 0, y: 9 }, { x: 0, y: 13 }));
    expect(s.figures.find((f) => f.id === 'army-0-1')!.at).toEqual({ x: 0, y: 13 });
    expect(s.players[0].gpCards).toHaveLength(0);
    // On to Movement: the moved army may not move again this round; the other one may.
    s = turnOf(edit(s, (d) => { d.phase = 'city'; d.turn = d.order.length - 1; }), s.order[s.order.length - 1], 'city');
    s = act(s, s.order[s.order.length - 1], { type: 'done' });
    expect(s.phase).toBe('movement');
    s = turnOf(s, 0, 'movement');
    expect(refusal(s, 0, { type: 'move', figures: ['army-0-1'], path: [{ x: 0, y: 12 }] })).toMatchObject({ code: 'too-far' });
    expect(civRules.check(s, 0, { type: 'move', figures: ['army-0-2'], path: [{ x: 7, y: 10 }] }).ok).toBe(true);
  });
});
