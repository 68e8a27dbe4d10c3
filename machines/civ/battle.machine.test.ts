import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { Random, seedRng } from '../../models/core/rng';
import { PLAYER_COLORS } from '../../models/civ/contract';
import type { CivAction } from '../../models/civ/actions';
import type { CivState } from '../../models/civ/state';
import type { Draft } from '../../models/civ/draft';
import { civOptions } from '../../models/civ/options';
import { civRules } from '../../models/civ/rules';
import { civTurnMachine } from './turn.machine';

const ev = (seat: number, action: CivAction) => ({ type: action.type, seat, action, random: new Random(seedRng(`${seat}-${action.type}`)) });
const edit = (s: CivState, fn: (d: Draft) => void): CivState => { const d = structuredClone(s) as unknown as Draft; fn(d); return d as unknown as CivState; };

/** Seat 0's army next to seat 1's; the attacker holds infantry 3 and mounted 1, the defender artillery 2. */
function scene(walls = false): CivState {
  const g = civRules.setup([0, 1].map((i) => ({ seat: i, name: `P${i + 1}`, color: PLAYER_COLORS[i] })), civOptions({ civs: ['romans', 'egyptians'] }), new Random(seedRng('battle-chart')));
  return edit(g, (d) => {
    for (const x of d.slots) if (x.kind !== 'hole') x.revealed = true;
    d.markers = []; d.figures = []; d.placed = [];
    d.phase = 'movement';
    d.turn = d.order.indexOf(0);
    for (let y = 5; y <= 8; y++) for (let x = 5; x <= 8; x++) d.terrainOverrides[`${x},${y}`] = 'grassland';
    d.figures.push({ id: 'army-0-1', owner: 0, kind: 'army', at: { x: 6, y: 7 } }, { id: 'army-1-1', owner: 1, kind: 'army', at: { x: 6, y: 6 } });
    d.cities.push({ id: 'city-1-9', owner: 1, kind: 'city', centre: { x: 7, y: 6 }, walls });
    d.players[0].forces = ['unit-infantry-3-1', 'unit-mounted-1-1'];
    d.players[1].forces = ['unit-artillery-2-1'];
    d.players[1].trade = 4;
  });
}

describe('civ battle chart', () => {
  it('CIV-BATTLE-20 / CIV-BATTLE-21: engage, battle turns guarded by the rules, resolution, then the loot', () => {
    const actor = createActor(civTurnMachine, { input: { game: scene() } }).start();
    actor.send(ev(0, { type: 'move', figures: ['army-0-1'], path: [{ x: 6, y: 6 }] }));
    expect(actor.getSnapshot().matches({ movement: { battle: 'defenderTurn' } })).toBe(true);
    // Out of turn: the guard (the rules' check) refuses and nothing changes.
    const before = actor.getSnapshot().context.game;
    actor.send(ev(0, { type: 'play-unit', card: 'unit-infantry-3-1', front: 'new' }));
    expect(actor.getSnapshot().context.game).toBe(before);
    actor.send(ev(1, { type: 'play-unit', card: 'unit-artillery-2-1', front: 'new' }));
    expect(actor.getSnapshot().matches({ movement: { battle: 'attackerTurn' } })).toBe(true);
    actor.send(ev(0, { type: 'play-unit', card: 'unit-mounted-1-1', front: 0 }));
    expect(actor.getSnapshot().matches({ movement: { battle: 'attackerTurn' } })).toBe(true);
    actor.send(ev(0, { type: 'play-unit', card: 'unit-infantry-3-1', front: 'new' }));
    // Mounted 1 trumps artillery 2 but does not kill it: both die (1 vs 2 strikes back). Infantry 3 against nothing: 3 > 0.
    expect(actor.getSnapshot().matches({ movement: { battle: 'looting' } })).toBe(true);
    actor.send(ev(0, { type: 'spend-loot', purchases: [{ effect: 'trade', amount: 3 }] }));
    expect(actor.getSnapshot().matches({ movement: 'acting' })).toBe(true);
    expect(actor.getSnapshot().context.game.players[0].trade).toBe(3);
  });

  it('CIV-BATTLE-20: behind city walls the attacker takes the first battle turn', () => {
    const g = edit(scene(true), (d) => { d.figures = d.figures.filter((f) => f.owner === 0); });
    const actor = createActor(civTurnMachine, { input: { game: g } }).start();
    actor.send(ev(0, { type: 'move', figures: ['army-0-1'], path: [{ x: 6, y: 6 }, { x: 7, y: 6 }] }));
    expect(actor.getSnapshot().matches({ movement: { battle: 'attackerTurn' } })).toBe(true);
  });

  it('CIV-COMBAT-07: the table override settles a battle from any battle turn', () => {
    const actor = createActor(civTurnMachine, { input: { game: scene() } }).start();
    actor.send(ev(0, { type: 'move', figures: ['army-0-1'], path: [{ x: 6, y: 6 }] }));
    actor.send(ev(0, { type: 'declare-battle-result', winner: 'defender' }));
    expect(actor.getSnapshot().matches({ movement: { battle: 'looting' } })).toBe(true);
    expect(actor.getSnapshot().context.game.players[0].forces).toHaveLength(2);
  });

  it('CIV-BATTLE-12 / CIV-CARD-06: a pre-draw culture event is answered inside the battle chart; then the draw and the battle turns follow', () => {
    const actor = createActor(civTurnMachine, { input: { game: edit(scene(), (d) => { d.players[0].cultureHand = ['ce-duty-and-honor-1']; }) } }).start();
    actor.send(ev(0, { type: 'move', figures: ['army-0-1'], path: [{ x: 6, y: 6 }] }));
    expect(actor.getSnapshot().matches({ movement: { battle: 'attackerTurn' } })).toBe(true);
    actor.send(ev(0, { type: 'use-card', card: 'ce-duty-and-honor-1', target: { units: ['mounted'] } }));
    expect(actor.getSnapshot().matches({ movement: { battle: 'cards' } })).toBe(true);
    actor.send(ev(1, { type: 'done' }));
    expect(actor.getSnapshot().matches({ movement: { battle: 'attackerTurn' } })).toBe(true);
    expect(actor.getSnapshot().context.game.players[0].forces).toHaveLength(3);
    actor.send(ev(0, { type: 'pass-battle-turn' }));
    expect(actor.getSnapshot().matches({ movement: { battle: 'defenderTurn' } })).toBe(true);
    const p = actor.getSnapshot().context.game.pending[0];
    expect(p?.kind === 'battle' && p.fight?.hands.attacker.length).toBe(3);
  });
});

