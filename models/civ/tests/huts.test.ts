import { describe, expect, it } from 'vitest';
import { act, applied, edit, newGame, quietMap, refusal, turnOf } from './fixtures';
import { civRules } from '../rules';
import { cityProduction } from '../rules/city';
import { HUT_MIX, VILLAGE_MIX } from '../data/markers';
import type { CivState } from '../state';

function scene(marker: string, kind: 'hut' | 'village' = 'hut'): CivState {
  return edit(turnOf(quietMap(newGame(['romans', 'egyptians', 'greeks', 'chinese'])), 0, 'movement'), (d) => {
    d.markers.push({ id: marker, kind, at: { x: 6, y: 6 } });
    for (let y = 5; y <= 8; y++) for (let x = 5; x <= 8; x++) d.terrainOverrides[`${x},${y}`] = 'grassland';
    d.figures.push({ id: 'army-0-1', owner: 0, kind: 'army', at: { x: 6, y: 7 } }, { id: 'scout-0-1', owner: 0, kind: 'scout', at: { x: 5, y: 6 } });
  });
}
const enter = (s: CivState) => act(s, 0, { type: 'move', figures: ['army-0-1'], path: [{ x: 6, y: 6 }] });

describe('huts and villages', () => {
  it('CIV-HUT-01 / FF-HUT-06: an army takes a hut marker facedown; its kind stays secret to its owner', () => {
    const a = applied(scene('hut-silk-1'), 0, { type: 'move', figures: ['army-0-1'], path: [{ x: 6, y: 6 }] });
    expect(a.state.players[0].held).toEqual(['hut-silk-1']);
    expect(a.state.markers).toHaveLength(0);
    expect(JSON.stringify(civRules.view(a.state, 1))).not.toContain('hut-silk-1');
    expect(JSON.stringify(civRules.view(scene('hut-silk-1'), 0))).not.toContain('hut-silk-1');
    expect(civRules.secrets!(a.state)).toContainEqual({ token: 'hut-silk-1', seenBy: [0] });
    // Spent like any resource, once per ability per turn (CIV-RES-02).
    const t = act(a.state, 0, { type: 'spend-resource', ability: 'Printing Press', token: 'hut-silk-1', as: 'silk' });
    expect(t.players[0].held).toHaveLength(0);
  });

  it('CIV-SCOUT-02: scouts cannot enter huts or villages', () => {
    const s = edit(scene('hut-wheat-1'), (d) => { d.figures.find((f) => f.id === 'scout-0-1')!.at = { x: 6, y: 5 }; });
    expect(refusal(s, 0, { type: 'move', figures: ['scout-0-1'], path: [{ x: 6, y: 6 }] })).toMatchObject({ code: 'scout-hut', rule: 'CIV-SCOUT-02' });
  });

  it('FF-HUT-01: Friendly Barbarians give a free unit, or a free figure on the square within stacking', () => {
    const s = enter(scene('hut-friendly-barbarian-1'));
    expect(s.pending[0]).toEqual({ kind: 'friendly-barbarian', seat: 0, square: { x: 6, y: 6 } });
    expect(s.players[0].held).toHaveLength(0);
    const unit = act(s, 0, { type: 'friendly-barbarian', choice: 'unit', unit: 'infantry' });
    expect(unit.players[0].forces).toHaveLength(s.players[0].forces.length + 1);
    const fig = act(s, 0, { type: 'friendly-barbarian', choice: 'scout' });
    expect(fig.figures.filter((f) => f.owner === 0 && f.at.x === 6 && f.at.y === 6).map((f) => f.kind).sort()).toEqual(['army', 'scout']);
    const full = edit(s, (d) => { d.figures.push({ id: 'army-0-2', owner: 0, kind: 'army', at: { x: 6, y: 6 } }); });
    expect(refusal(full, 0, { type: 'friendly-barbarian', choice: 'army' }).code).toBe('stacking');
    expect(refusal(edit(s, (d) => { d.options.friendlyBarbarianFigure = 'army-only'; }), 0, { type: 'friendly-barbarian', choice: 'scout' }).code).toBe('army-only');
    expect(refusal(s, 0, { type: 'friendly-barbarian', choice: 'unit', unit: 'aircraft' }).code).toBe('locked');
  });

  it('FF-HUT-03: Native Art gives 3 culture from a hut and 6 from a village', () => {
    expect(enter(scene('hut-native-art-1')).players[0].culture).toBe(3);
    const v = act(enter(scene('village-native-art-1', 'village')), 0, { type: 'declare-battle-result', winner: 'attacker' });
    expect(v.players[0].culture).toBe(6);
  });

  it('FF-HUT-05: Wealth puts a coin token on the civilization sheet', () => {
    const v = act(enter(scene('village-wealth-1', 'village')), 1, { type: 'declare-battle-result', winner: 'attacker' }, 'x');
    expect(v.players[0].coinTokens).toBe(1);
  });

  it('FF-HUT-02: Friendly Workers are kept, then spent in City Management for +4 production in one city', () => {
    let s = enter(scene('hut-wheat-9'));
    s = act(act(edit(scene('village-friendly-workers-1', 'village'), () => undefined), 0, { type: 'move', figures: ['army-0-1'], path: [{ x: 6, y: 6 }] }), 0, { type: 'declare-battle-result', winner: 'attacker' });
    expect(s.players[0].held).toEqual(['village-friendly-workers-1']);
    s = turnOf(s, 0, 'city');
    const city = s.cities.find((c) => c.owner === 0)!;
    const before = cityProduction(s, city);
    s = act(s, 0, { type: 'use-friendly-workers', marker: 'village-friendly-workers-1', city: city.id });
    expect(cityProduction(s, city)).toBe(before + 4);
    expect(s.players[0].held).toHaveLength(0);
  });

  it('FF-HUT-04: a kept Teacher grants one level I tech free in Start of Turn', () => {
    let s = turnOf(enter(scene('hut-teacher-1')), 0, 'start');
    expect(refusal(s, 0, { type: 'use-teacher', marker: 'hut-teacher-1', tech: 'Monarchy' }).code).toBe('level');
    const trade = s.players[0].trade;
    s = act(s, 0, { type: 'use-teacher', marker: 'hut-teacher-1', tech: 'Pottery' });
    expect(s.players[0].techs.map((t) => t.name)).toContain('Pottery');
    expect(s.players[0].trade).toBe(trade);
    expect(refusal(turnOf(enter(scene('hut-teacher-1')), 0, 'city'), 0, { type: 'use-teacher', marker: 'hut-teacher-1', tech: 'Pottery' }).code).toBe('wrong-phase');
  });

  it('CIV-VILLAGE-01: entering a village starts a barbarian battle; losing costs the army and gives no loot', () => {
    const s = enter(scene('village-spy-1', 'village'));
    expect(s.pending[0]).toMatchObject({ kind: 'battle', attacker: 0, defender: 'barbarians' });
    expect(refusal(s, 0, { type: 'done' }).rule).toBe('CIV-COMBAT-07');
    const lost = act(s, 0, { type: 'declare-battle-result', winner: 'defender' });
    expect(lost.figures.some((f) => f.id === 'army-0-1')).toBe(false);
    expect(lost.pending).toHaveLength(0);
    expect(lost.markers).toHaveLength(1);
    const won = act(s, 0, { type: 'declare-battle-result', winner: 'attacker' });
    expect(won.players[0].held).toEqual(['village-spy-1']);
  });

  it('CIV-VILLAGE-01 / FF-HUT-06: while the battle over a village is pending, no view names the facedown marker (found by the leak drill)', () => {
    const s = enter(scene('village-spy-1', 'village'));
    expect(s.pending[0]).toMatchObject({ kind: 'battle', village: 'village-spy-1' });
    for (const seat of [0, 1, null]) {
      const view = civRules.view(s, seat);
      expect(JSON.stringify(view)).not.toContain('village-spy-1');
      expect(view.pending[0]).toMatchObject({ kind: 'battle', attacker: 0, defender: 'barbarians', village: 'village' });
    }
    expect(civRules.secrets!(s)).toContainEqual({ token: 'village-spy-1', seenBy: [] });
  });

  it('CIV-HUT-02 / FF-COMP: the marker mix holds the F&F additions and no W&W city-states', () => {
    expect(HUT_MIX['friendly-barbarian']).toBe(2);
    expect(HUT_MIX.teacher).toBe(1);
    expect(VILLAGE_MIX.wealth).toBe(2);
    expect(Object.keys({ ...HUT_MIX, ...VILLAGE_MIX })).not.toContain('city-state');
    const s = newGame();
    expect(s.hutBag.length + s.markers.filter((m) => m.kind === 'hut').length).toBe(Object.values(HUT_MIX).reduce((a, b) => a + b, 0));
  });
});
