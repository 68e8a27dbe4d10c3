import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { Random, seedRng } from '../../models/core/rng';
import { PLAYER_COLORS } from '../../models/civ/contract';
import type { CivAction } from '../../models/civ/actions';
import type { CivState } from '../../models/civ/state';
import type { Draft } from '../../models/civ/draft';
import { civOptions } from '../../models/civ/options';
import { civRules } from '../../models/civ/rules';
import { gpSlug } from '../../models/civ/data/great-people';
import { civMachineSetup, civTurnMachine } from './turn.machine';
import { greatPersonDrawStates, growthStates } from './decisions';
import { battleStates } from './battle.machine';
import { civModule } from './index';

const game = (civs = ['romans', 'egyptians', 'greeks', 'chinese'] as const) =>
  civRules.setup(civs.map((_, i) => ({ seat: i, name: `P${i + 1}`, color: PLAYER_COLORS[i] })), civOptions({ civs: [...civs] }), new Random(seedRng('chart')));
const edit = (s: CivState, fn: (d: Draft) => void): CivState => { const d = structuredClone(s) as unknown as Draft; fn(d); return d as unknown as CivState; };
const quiet = (s: CivState) => edit(s, (d) => { for (const x of d.slots) if (x.kind !== 'hole') x.revealed = true; d.markers = []; d.figures = []; d.placed = []; });
const ev = (seat: number, action: CivAction) => ({ type: action.type, seat, action, random: new Random(seedRng(`${seat}-${action.type}`)) });

/** Seat 0's capital at (1,6) with north free, ready to research Agriculture; phase and turn set by the caller. */
function growthGame(phase: CivState['phase']): CivState {
  return edit(quiet(game()), (d) => {
    d.cities = d.cities.filter((c) => c.owner !== 0);
    d.cities.push({ id: 'city-0-1', owner: 0, kind: 'capital', centre: { x: 1, y: 6 }, walls: false });
    d.phase = phase;
    d.turn = d.order.indexOf(0);
    d.players[0].trade = 10;
    d.players[0].startOfTurnBegun = true;
  });
}

describe('civ turn chart', () => {
  it('CIV-TURN-01: the chart follows the phases; a refused event changes nothing', () => {
    const actor = createActor(civTurnMachine, { input: { game: game() } }).start();
    expect(actor.getSnapshot().matches({ start: 'acting' })).toBe(true);
    const before = actor.getSnapshot().context.game;
    actor.send(ev(1, { type: 'done' }));
    expect(actor.getSnapshot().context.game).toBe(before);
    for (const seat of [0, 1, 2, 3]) actor.send(ev(seat, { type: 'done' }));
    expect(actor.getSnapshot().matches({ trade: 'acting' })).toBe(true);
    expect(actor.getSnapshot().context.log.some((l) => l.rule === 'CIV-TURN-05')).toBe(true);
    for (const phase of ['city', 'movement', 'research', 'start'] as const) {
      for (const seat of actor.getSnapshot().context.game.order) actor.send(ev(seat, { type: 'done' }));
      expect(actor.getSnapshot().matches(phase)).toBe(true);
    }
    expect(actor.getSnapshot().context.game.round).toBe(2);
  });

  it('FF-METRO-01: growth after Agriculture is a nested state that only grow-metropolis leaves', () => {
    const actor = createActor(civTurnMachine, { input: { game: growthGame('research') } }).start();
    actor.send(ev(0, { type: 'research', tech: 'Agriculture' }));
    const snap = actor.getSnapshot();
    expect(snap.matches({ research: { growth: 'immediate' } })).toBe(true);
    expect(snap.can(ev(0, { type: 'done' }))).toBe(false);
    expect(snap.can(ev(0, { type: 'grow-metropolis', square: { x: 0, y: 6 } }))).toBe(false);
    actor.send(ev(0, { type: 'grow-metropolis', square: { x: 1, y: 5 } }));
    expect(actor.getSnapshot().matches({ research: 'acting' })).toBe(true);
    expect(actor.getSnapshot().context.game.cities.find((c) => c.owner === 0)!.kind).toBe('metropolis');
  });

  it('FF-METRO-08: the delayed, mandatory growth shows as the deferred state in Start of Turn', () => {
    const g = edit(growthGame('start'), (d) => { d.pending = [{ kind: 'growth', seat: 0, forced: true }]; d.players[0].metroPending = true; });
    const actor = createActor(civTurnMachine, { input: { game: g } }).start();
    expect(actor.getSnapshot().matches({ start: { growth: 'deferred' } })).toBe(true);
    actor.send(ev(0, { type: 'invest', card: 'public-works' }));
    expect(actor.getSnapshot().matches({ start: { growth: 'deferred' } })).toBe(true);
    actor.send(ev(0, { type: 'grow-metropolis', square: { x: 1, y: 5 } }));
    expect(actor.getSnapshot().matches({ start: 'acting' })).toBe(true);
  });

  it('FF-GP-06: a Greek great person draw waits in the nested draw state', () => {
    const g = edit(quiet(game()), (d) => { d.gpDeck = [{ id: gpSlug('Hannibal'), faceUp: false }, { id: gpSlug('Valmiki'), faceUp: false }, ...d.gpDeck.filter((c) => c.id !== gpSlug('Hannibal') && c.id !== gpSlug('Valmiki'))]; });
    const actor = createActor(civTurnMachine, { input: { game: g } }).start();
    actor.send(ev(2, { type: 'gain-great-person', target: 2 }));
    expect(actor.getSnapshot().matches({ start: 'greatPersonDraw' })).toBe(true);
    expect(actor.getSnapshot().context.revealed).toBe(true);
    actor.send(ev(2, { type: 'keep-great-person', card: gpSlug('Hannibal') }));
    expect(actor.getSnapshot().matches({ start: 'acting' })).toBe(true);
  });

  it('FF-LOOT-02: a battle is declared by hand, then the loot is spent in the nested looting state', () => {
    const g = edit(quiet(game()), (d) => {
      d.phase = 'movement';
      d.turn = d.order.indexOf(0);
      for (let y = 5; y <= 8; y++) for (let x = 5; x <= 8; x++) d.terrainOverrides[`${x},${y}`] = 'grassland';
      d.figures.push({ id: 'army-0-1', owner: 0, kind: 'army', at: { x: 6, y: 7 } }, { id: 'army-1-1', owner: 1, kind: 'army', at: { x: 6, y: 6 } });
      d.players[1].trade = 4;
    });
    const actor = createActor(civTurnMachine, { input: { game: g } }).start();
    actor.send(ev(0, { type: 'move', figures: ['army-0-1'], path: [{ x: 6, y: 6 }] }));
    expect(actor.getSnapshot().matches({ movement: { battle: 'defenderTurn' } })).toBe(true);
    actor.send(ev(1, { type: 'declare-battle-result', winner: 'attacker' }));
    expect(actor.getSnapshot().matches({ movement: { battle: 'looting' } })).toBe(true);
    actor.send(ev(0, { type: 'spend-loot', purchases: [{ effect: 'trade', amount: 3 }] }));
    expect(actor.getSnapshot().matches({ movement: 'acting' })).toBe(true);
    expect(actor.getSnapshot().context.game.players[0].trade).toBe(3);
  });

  it('each decision config works on its own as a chart', () => {
    const alone = (config: object) => civMachineSetup.createMachine({
      id: 'alone',
      context: ({ input }) => ({ game: input.game, log: [], revealed: false }),
      initial: 'decide',
      states: { decide: { ...(config as typeof growthStates), onDone: 'finished' } as never, finished: { type: 'final' } },
    });
    const grow = createActor(alone(growthStates), { input: { game: edit(growthGame('research'), (d) => { d.pending = [{ kind: 'growth', seat: 0, forced: true }]; }) } }).start();
    expect(grow.getSnapshot().value).toEqual({ decide: 'immediate' });
    grow.send(ev(0, { type: 'grow-metropolis', square: { x: 1, y: 5 } }));
    expect(grow.getSnapshot().status).toBe('done');

    const g2 = edit(quiet(game()), (d) => { d.pending = [{ kind: 'greek-choice', seat: 2, cards: [gpSlug('Hannibal'), gpSlug('Valmiki')] }]; d.gpDeck = d.gpDeck.filter((c) => c.id !== gpSlug('Hannibal') && c.id !== gpSlug('Valmiki')); });
    const draw = createActor(alone(greatPersonDrawStates), { input: { game: g2 } }).start();
    draw.send(ev(2, { type: 'keep-great-person', card: gpSlug('Leonidas') }));
    expect(draw.getSnapshot().status).toBe('active');
    draw.send(ev(2, { type: 'keep-great-person', card: gpSlug('Valmiki') }));
    expect(draw.getSnapshot().status).toBe('done');

    const g3 = edit(quiet(game()), (d) => { d.pending = [{ kind: 'loot', seat: 0, loser: 1, loot: 2 }]; });
    const loot = createActor(alone(battleStates), { input: { game: g3 } }).start();
    expect(loot.getSnapshot().value).toEqual({ decide: 'looting' });
    loot.send(ev(0, { type: 'spend-loot', purchases: [] }));
    expect(loot.getSnapshot().status).toBe('done');
  });

  it('civModule exposes the rules and the chart', () => {
    expect(civModule.rules.id).toBe('civ');
    expect(civModule.machine.id).toBe('civ');
  });
});
