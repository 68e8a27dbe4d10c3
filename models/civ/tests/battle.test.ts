import { describe, expect, it } from 'vitest';
import { act, applied, edit, newGame, quietMap, refusal, turnOf } from './fixtures';
import { battleHandSize, battleWinner, combatBonus, firstToPlay, lootEarned, resolveFront } from '../rules/combat';
import { unitCost, unitDeck, unitStrength } from '../data/units';
import type { CivState } from '../state';

/** Seat 0's army at (6,7) next to seat 1's army at (6,6); seat 1 has a city at (9,6). */
function scene(): CivState {
  return edit(turnOf(quietMap(newGame(['romans', 'egyptians', 'greeks', 'chinese'])), 0, 'movement'), (d) => {
    for (let y = 4; y <= 9; y++) for (let x = 4; x <= 11; x++) d.terrainOverrides[`${x},${y}`] = 'grassland';
    d.figures.push({ id: 'army-0-1', owner: 0, kind: 'army', at: { x: 6, y: 7 } }, { id: 'army-0-2', owner: 0, kind: 'army', at: { x: 9, y: 8 } }, { id: 'army-1-1', owner: 1, kind: 'army', at: { x: 6, y: 6 } });
    d.cities.push({ id: 'city-1-2', owner: 1, kind: 'city', centre: { x: 9, y: 6 }, walls: false });
    d.players[1].trade = 5;
    d.players[1].culture = 2;
    d.players[1].coinTokens = 2;
    d.players[1].investments['public-works'] = 3;
    d.players[1].resources.iron = 1;
    d.players[1].cultureHand = ['ce-drought-1'];
    d.players[1].held = ['hut-teacher-1'];
    d.players[1].techs.push({ name: 'Pottery', level: 1 }, { name: 'Writing', level: 1 });
  });
}
const attack = (s: CivState) => act(s, 0, { type: 'move', figures: ['army-0-1'], path: [{ x: 6, y: 6 }] });
const won = (s: CivState) => act(attack(s), 1, { type: 'declare-battle-result', winner: 'attacker' });

describe('battles declared at the table (override) and loot', () => {
  it('CIV-MOVE-03 / CIV-COMBAT-01: entering enemy figures starts a battle; only its two sides may declare a result at the table', () => {
    const s = attack(scene());
    expect(s.pending[0]).toMatchObject({ kind: 'battle', attacker: 0, defender: 1, defenderFigures: 1 });
    expect(refusal(s, 2, { type: 'declare-battle-result', winner: 'attacker' }).code).toBe('not-your-decision');
    // CIV-BATTLE-11: the lone attacker's three standing units are now its battle force.
    expect(s.players[0].forces).toHaveLength(0);
  });

  it('FF-LOOT-01 / CIV-COMBAT-07 / CIV-COMBAT-09: beating figures destroys them and earns 1 loot', () => {
    const s = won(scene());
    expect(s.figures.some((f) => f.id === 'army-1-1')).toBe(false);
    expect(s.pending[0]).toEqual({ kind: 'loot', seat: 0, loser: 1, loot: 1 });
    const lost = act(attack(scene()), 0, { type: 'declare-battle-result', winner: 'defender' });
    expect(lost.figures.some((f) => f.id === 'army-0-1')).toBe(false);
    expect(lost.pending[0]).toEqual({ kind: 'loot', seat: 1, loser: 0, loot: 1 });
  });

  it('FF-LOOT-01 / CIV-CITY-07: a beaten non-capital city is destroyed for 2 loot (3 with the cumulative option); its buildings go back', () => {
    const s0 = edit(scene(), (d) => {
      d.figures.push({ id: 'army-1-2', owner: 1, kind: 'army', at: { x: 9, y: 6 } });
      d.placed.push({ id: 'gran', kind: 'building', owner: 1, at: { x: 10, y: 6 }, what: 'granary' }, { id: 'gp', kind: 'great-person', owner: 1, at: { x: 10, y: 5 }, what: 'artist' });
      d.gpSupply.artist = 2;
    });
    const attackCity = (s: CivState) => act(act(s, 0, { type: 'move', figures: ['army-0-2'], path: [{ x: 9, y: 7 }, { x: 9, y: 6 }] }), 1, { type: 'declare-battle-result', winner: 'attacker' });
    const s = attackCity(s0);
    expect(s.cities.some((c) => c.id === 'city-1-2')).toBe(false);
    expect(s.placed).toHaveLength(0);
    expect(s.buildingStock.granary).toBe(s0.buildingStock.granary + 1);
    expect(s.gpSupply.artist).toBe(3);
    expect(s.pending[0]).toMatchObject({ kind: 'loot', loot: 2 });
    expect(attackCity(edit(s0, (d) => { d.options.cityDefenceLoot = 'cumulative'; })).pending[0]).toMatchObject({ loot: 3 });
  });

  it('FF-LOOT-01: beating a capital wins the game at once', () => {
    const s0 = edit(scene(), (d) => { d.cities.find((c) => c.id === 'city-1-2')!.kind = 'capital'; d.cities = d.cities.filter((c) => !(c.owner === 1 && c.id !== 'city-1-2')); });
    const s = act(act(s0, 0, { type: 'move', figures: ['army-0-2'], path: [{ x: 9, y: 7 }, { x: 9, y: 6 }] }), 0, { type: 'declare-battle-result', winner: 'attacker' });
    expect(s.winner).toEqual({ seat: 0, how: 'military' });
    expect(s.phase).toBe('ended');
  });

  it('FF-LOOT-02 seed example: 2 loot buys one 2-loot effect, two 1-loot effects, or the same one twice; no more', () => {
    const two = edit(won(scene()), (d) => { d.pending = [{ kind: 'loot', seat: 0, loser: 1, loot: 2 }]; });
    expect(act(two, 0, { type: 'spend-loot', purchases: [{ effect: 'take-coin' }] }).players[0].coinTokens).toBe(1);
    const pair = act(two, 0, { type: 'spend-loot', purchases: [{ effect: 'trade', amount: 3 }, { effect: 'culture', amount: 3 }] });
    expect([pair.players[0].trade, pair.players[0].culture, pair.players[1].trade, pair.players[1].culture]).toEqual([3, 2, 2, 0]);
    const twice = act(two, 0, { type: 'spend-loot', purchases: [{ effect: 'trade', amount: 3 }, { effect: 'trade', amount: 3 }] });
    expect(twice.players[0].trade).toBe(5);
    expect(refusal(two, 0, { type: 'spend-loot', purchases: [{ effect: 'take-coin' }, { effect: 'trade', amount: 1 }] }).code).toBe('too-much');
    const a = applied(two, 0, { type: 'spend-loot', purchases: [{ effect: 'trade', amount: 1 }] });
    expect(a.log.some((l) => l.rule === 'FF-LOOT-02' && /lost/.test(l.text))).toBe(true);
    expect(a.state.pending).toHaveLength(0);
  });

  it('FF-LOOT-03: resources (facedown ones picked blind) and coin discards; investments are immune', () => {
    const s = won(scene());
    const r = act(s, 0, { type: 'spend-loot', purchases: [{ effect: 'resource', resource: 'iron' }] });
    expect([r.players[0].resources.iron, r.players[1].resources.iron]).toEqual([1, 0]);
    const f = act(s, 0, { type: 'spend-loot', purchases: [{ effect: 'resource', resource: 'facedown' }] });
    expect(f.players[0].held).toEqual(['hut-teacher-1']);
    expect(refusal(edit(s, (d) => { d.options.lootHeldMarkers = 'no'; }), 0, { type: 'spend-loot', purchases: [{ effect: 'resource', resource: 'facedown' }] }).code).toBe('no-resource');
    const c = act(s, 0, { type: 'spend-loot', purchases: [{ effect: 'discard-coin' }] });
    expect(c.players[1].coinTokens).toBe(1);
    expect(c.players[1].investments['public-works']).toBe(3);
    expect(refusal(edit(s, (d) => { d.players[1].coinTokens = 0; }), 0, { type: 'spend-loot', purchases: [{ effect: 'discard-coin' }] }).code).toBe('no-coin');
  });

  it('FF-LOOT-04: a tech the loser knows (with a legal space), a culture card by its back, or a coin token', () => {
    const s = edit(won(scene()), (d) => { d.pending = [{ kind: 'loot', seat: 0, loser: 1, loot: 2 }]; });
    const t = act(s, 0, { type: 'spend-loot', purchases: [{ effect: 'tech', tech: 'Pottery' }] });
    expect(t.players[0].techs.map((x) => x.name)).toContain('Pottery');
    expect(t.players[0].researchedThisTurn).toBe(false);
    expect(refusal(s, 0, { type: 'spend-loot', purchases: [{ effect: 'tech', tech: 'Monarchy' }] }).code).toBe('loser-lacks');
    const k = act(s, 0, { type: 'spend-loot', purchases: [{ effect: 'culture-card' }] });
    expect([k.players[0].cultureHand, k.players[1].cultureHand]).toEqual([['ce-drought-1'], []]);
  });

  it('FF-LOOT-01 default: an army killing lone scouts wins 1 loot; the Great Wall takes 1 loot away', () => {
    const s0 = edit(scene(), (d) => { d.figures.find((f) => f.id === 'army-1-1')!.kind = 'scout'; });
    const s = attack(s0);
    expect(s.figures.some((f) => f.owner === 1 && f.at.x === 6 && f.at.y === 6)).toBe(false);
    expect(s.pending[0]).toEqual({ kind: 'loot', seat: 0, loser: 1, loot: 1 });
    const walled = edit(s0, (d) => { d.wondersOwned['w-the-great-wall'] = 1; });
    expect(lootEarned(walled, true, undefined, 1)).toBe(0);
    expect(attack(walled).pending).toHaveLength(0);
  });

  it('FF-DISBAND-04: a fortified city gets +2, and a won defence spends the fortification', () => {
    const s0 = edit(scene(), (d) => { d.cities.find((c) => c.id === 'city-1-2')!.marker = 'fortification'; });
    const city = s0.cities.find((c) => c.id === 'city-1-2')!;
    expect(combatBonus(s0, 1, city) - combatBonus(s0, 1, { ...city, marker: undefined })).toBe(2);
    const s = act(act(s0, 0, { type: 'move', figures: ['army-0-2'], path: [{ x: 9, y: 7 }, { x: 9, y: 6 }] }), 1, { type: 'declare-battle-result', winner: 'defender' });
    expect(s.cities.find((c) => c.id === 'city-1-2')!.marker).toBeUndefined();
    expect(s.fortPool).toBe(s0.fortPool + 1);
  });

  it('FF-DISBAND-04 (option): a held city spends its fortification against barbarians too, unless the option keeps it', () => {
    const s0 = edit(scene(), (d) => { d.cities.find((c) => c.id === 'city-1-2')!.marker = 'fortification'; });
    expect(act(s0, 2, { type: 'declare-barbarian-attack', city: 'city-1-2', held: true }).cities.find((c) => c.id === 'city-1-2')!.marker).toBeUndefined();
    expect(act(edit(s0, (d) => { d.options.fortificationVsBarbarians = 'kept'; }), 2, { type: 'declare-barbarian-attack', city: 'city-1-2', held: true }).cities.find((c) => c.id === 'city-1-2')!.marker).toBe('fortification');
    expect(act(s0, 2, { type: 'declare-barbarian-attack', city: 'city-1-2', held: false }).cities.some((c) => c.id === 'city-1-2')).toBe(false);
    expect(refusal(s0, 2, { type: 'declare-barbarian-attack', city: s0.cities.find((c) => c.owner === 1 && c.kind === 'capital')!.id, held: false }).code).toBe('capital');
  });

  it('CIV-COMBAT-04: battle hand 3, +2 per extra army, +1 Fundamentalism, +3 defending a city', () => {
    const s = scene();
    expect(battleHandSize(s, 0, 1, false)).toBe(3);
    expect(battleHandSize(s, 0, 3, false)).toBe(7);
    expect(battleHandSize(s, 0, 1, true)).toBe(6);
    expect(battleHandSize(edit(s, (d) => { d.players[0].government = 'fundamentalism'; }), 0, 1, false)).toBe(4);
  });

  it('CIV-COMBAT-05 / CIV-BLDG-06: the defender plays first unless walls; walls add +4', () => {
    const city = scene().cities.find((c) => c.id === 'city-1-2')!;
    expect(firstToPlay(city)).toBe('defender');
    expect(firstToPlay({ ...city, walls: true })).toBe('attacker');
    expect(combatBonus(scene(), 1, { ...city, walls: true }) - combatBonus(scene(), 1, city)).toBe(4);
  });

  it('CIV-COMBAT-06: trumping units strike first and take nothing if they kill', () => {
    const inf = { type: 'infantry' as const, strength: 3, wounds: 0 };
    const mtd = { type: 'mounted' as const, strength: 2, wounds: 0 };
    expect(resolveFront(inf, mtd)).toEqual([inf, { ...mtd, wounds: 3 }]);
    expect(resolveFront(mtd, { ...inf, strength: 5 })).toEqual([{ ...mtd, wounds: 5 }, { ...inf, strength: 5 }]);
    const art = { type: 'artillery' as const, strength: 2, wounds: 0 };
    expect(resolveFront(art, { ...art, strength: 3 })).toEqual([{ ...art, wounds: 3 }, { ...art, strength: 3, wounds: 2 }]);
    const air = { type: 'aircraft' as const, strength: 5, wounds: 0 };
    expect(resolveFront(air, inf)).toEqual([{ ...air, wounds: 3 }, { ...inf, wounds: 5 }]);
  });

  it('CIV-COMBAT-07: the higher total wins and ties go to the defender', () => {
    expect(battleWinner(10, 9)).toBe('attacker');
    expect(battleWinner(9, 9)).toBe('defender');
  });

  it('CIV-COMBAT-08: Barracks +2 (not when blockaded), non-capital city +6, capital +12', () => {
    const s = edit(scene(), (d) => { d.placed.push({ id: 'bar', kind: 'building', owner: 1, at: { x: 10, y: 7 }, what: 'barracks' }); });
    const plain = combatBonus(scene(), 1);
    expect(combatBonus(s, 1)).toBe(plain + 2);
    expect(combatBonus(edit(s, (d) => { d.figures.push({ id: 'army-0-9', owner: 0, kind: 'army', at: { x: 10, y: 7 } }); }), 1)).toBe(plain);
    const city = s.cities.find((c) => c.id === 'city-1-2')!;
    expect(combatBonus(scene(), 1, city) - plain).toBe(6);
    expect(combatBonus(scene(), 1, { ...city, kind: 'capital' }) - plain).toBe(12);
  });

  it('CIV-COMBAT-02 / CIV-COMBAT-03: unit decks, strength by rank, cost by rank; building a unit draws at random', () => {
    expect(unitDeck('infantry')).toHaveLength(15);
    expect(unitDeck('aircraft').map((u) => unitStrength(u, 1)).sort()).toEqual([5, 5, 6, 6, 6, 6, 7, 7]);
    expect(unitStrength('unit-mounted-2-1', 3)).toBe(4);
    expect([1, 2, 3, 4].map((r) => unitCost('artillery', r))).toEqual([5, 7, 9, 11]);
    expect(unitCost('aircraft', 1)).toBe(12);
    const s = edit(turnOf(scene(), 0, 'city'), (d) => { d.players[0].trade = 27; });
    const city = s.cities.find((c) => c.owner === 0)!;
    const t = act(s, 0, { type: 'city-action', city: city.id, action: { kind: 'build', tradeSpent: 27, build: { item: 'unit', unit: 'infantry' } } });
    expect(t.players[0].forces).toHaveLength(4);
    expect(t.unitDecks.infantry).toHaveLength(s.unitDecks.infantry.length - 1);
    expect(refusal(s, 0, { type: 'city-action', city: city.id, action: { kind: 'build', tradeSpent: 27, build: { item: 'unit', unit: 'aircraft' } } }).code).toBe('locked');
  });
});
