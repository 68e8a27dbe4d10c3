import { describe, expect, it } from 'vitest';
import { act, edit, newGame, quietMap, refusal, turnOf } from './fixtures';
import { civRules } from '../rules';
import { cityProduction } from '../rules/city';
import type { CivState } from '../state';

function scene(): CivState {
  return edit(turnOf(quietMap(newGame(['romans', 'egyptians', 'greeks', 'chinese'])), 0, 'movement'), (d) => {
    const c = d.cities.find((x) => x.owner === 0)!.centre;
    for (let y = c.y - 2; y <= c.y + 2; y++) for (let x = c.x - 2; x <= c.x + 2; x++) d.terrainOverrides[`${x},${y}`] = 'grassland';
    d.figures.push({ id: 'army-0-1', owner: 0, kind: 'army', at: { x: c.x + 1, y: c.y } }, { id: 'scout-0-1', owner: 0, kind: 'scout', at: { x: c.x, y: c.y + 1 } }, { id: 'army-0-2', owner: 0, kind: 'army', at: { ...c } });
  });
}
const centre = (s: CivState) => s.cities.find((x) => x.owner === 0)!.centre;
const toCentre = (s: CivState, id: string) => act(s, 0, { type: 'move', figures: [id], path: [centre(s)] });

describe('disbanding', () => {
  it('FF-DISBAND-01 / FF-DISBAND-03: an army that ends its move in its own city centre may disband and fortify', () => {
    const s = scene();
    expect(refusal(s, 0, { type: 'disband', figure: 'army-0-1', marker: 'none' }).code).toBe('not-centre');
    expect(refusal(s, 0, { type: 'disband', figure: 'army-0-2', marker: 'none' }).code).toBe('not-moved');
    expect(civRules.check(edit(s, (d) => { d.options.disbandInPlace = 'may-stay'; }), 0, { type: 'disband', figure: 'army-0-2', marker: 'none' }).ok).toBe(true);
    const t = act(toCentre(s, 'army-0-1'), 0, { type: 'disband', figure: 'army-0-1', marker: 'fortification' });
    expect(t.figures.some((f) => f.id === 'army-0-1')).toBe(false);
    expect(t.cities.find((c) => c.owner === 0)!.marker).toBe('fortification');
    expect(t.fortPool).toBe(s.fortPool - 1);
  });

  it('FF-DISBAND-02: disbanding is optional; figures pass through friendly centres untouched', () => {
    const s = scene();
    const c = centre(s);
    const t = act(s, 0, { type: 'move', figures: ['army-0-1'], path: [c, { x: c.x - 1, y: c.y }] });
    expect(t.figures.find((f) => f.id === 'army-0-1')!.at).toEqual({ x: c.x - 1, y: c.y });
    expect(act(t, 0, { type: 'done' }).figures).toHaveLength(3);
  });

  it('FF-DISBAND-05 / FF-DISBAND-06: a disbanded scout leaves a caravan, spent for +2 production on a build', () => {
    const s = act(toCentre(scene(), 'scout-0-1'), 0, { type: 'disband', figure: 'scout-0-1', marker: 'caravan' });
    expect(s.cities.find((c) => c.owner === 0)!.marker).toBe('caravan');
    expect(refusal(toCentre(scene(), 'scout-0-1'), 0, { type: 'disband', figure: 'scout-0-1', marker: 'fortification' }).rule).toBe('FF-DISBAND-03');
    const id = s.cities.find((c) => c.owner === 0)!.id;
    const c = centre(s);
    // Make the city produce exactly 4: a scout (6) then needs the caravan's +2.
    const city = edit(turnOf(s, 0, 'city'), (d) => { d.players[0].trade = 0; });
    const four = edit(city, (d) => { d.players[0].productionBonus[id] = 4 - cityProduction(city, city.cities.find((x) => x.id === id)!); });
    const scout = (useCaravan: boolean) => ({ type: 'city-action' as const, city: id, action: { kind: 'build' as const, useCaravan, build: { item: 'figure' as const, figure: 'scout' as const, square: { x: c.x + 1, y: c.y + 1 } } } });
    expect(refusal(four, 0, scout(false)).code).toBe('production');
    const t = act(four, 0, scout(true));
    expect(t.cities.find((x) => x.id === id)!.marker).toBeUndefined();
    expect(t.figures.filter((f) => f.owner === 0 && f.kind === 'scout')).toHaveLength(1);
    expect(refusal(edit(four, (d) => { delete d.cities.find((x) => x.id === id)!.marker; }), 0, scout(true)).rule).toBe('FF-DISBAND-06');
  });

  it('FF-DISBAND-07: a city holds one fortification or caravan marker at most', () => {
    let s = act(toCentre(scene(), 'army-0-1'), 0, { type: 'disband', figure: 'army-0-1', marker: 'fortification' });
    s = toCentre(s, 'scout-0-1');
    expect(refusal(s, 0, { type: 'disband', figure: 'scout-0-1', marker: 'caravan' })).toMatchObject({ code: 'has-marker', rule: 'FF-DISBAND-07' });
    expect(civRules.check(s, 0, { type: 'disband', figure: 'scout-0-1', marker: 'none' }).ok).toBe(true);
  });
});
