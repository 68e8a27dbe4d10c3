import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { Random, seedRng } from '../../models/core/rng';
import type { EmpiresAction } from '../../models/empires/actions';
import type { EmpiresState } from '../../models/empires/state';
import { city, game, hand, inPhase, treasury, cards, tokens } from '../../models/empires/test/fixtures';
import { empiresModule } from './index';
import { empiresTurnMachine } from './turn.machine';

const ev = (seat: number, action: EmpiresAction) => ({ type: action.type, seat, action, random: new Random(seedRng(`${seat}${action.type}`)) });
const start = (g: EmpiresState) => createActor(empiresTurnMachine, { input: { game: g } }).start();

describe('the turn statechart', () => {
  it('ME-TURN-1: starts in the phase the game is in and follows it through the manual phases', () => {
    const actor = start(game({ n: 3 }));
    expect(actor.getSnapshot().matches('tax-collection')).toBe(true);
    // Played by hand here (the fixture's table), phases 1-5 are `board` phases.
    expect(actor.getSnapshot().hasTag('board')).toBe(true);
    for (const seat of [0, 1, 2]) actor.send(ev(seat, { type: 'phase-done' }));
    expect(actor.getSnapshot().matches('population-expansion')).toBe(true);
    expect(actor.getSnapshot().context.game.phase).toBe('population-expansion');
    const joined = start(inPhase(game({ n: 3 }), 'trade'));
    expect(joined.getSnapshot().matches('trade')).toBe(true);
  });

  it('a refused event changes nothing, and `can` agrees with the rules check', () => {
    const actor = start(game({ n: 3 }));
    const before = actor.getSnapshot();
    const bad = ev(0, { type: 'place-tokens', area: 'saba-two', count: 99 });
    expect(before.can(bad)).toBe(false);
    actor.send(bad);
    expect(actor.getSnapshot().context.game).toBe(before.context.game);
    expect(before.can(ev(0, { type: 'pass' }))).toBe(false);
    const good = ev(0, { type: 'place-tokens', area: 'saba-two', count: 2 });
    expect(before.can(good)).toBe(true);
    actor.send(good);
    expect(actor.getSnapshot().context.game.areas['saba-two'].tokens[0]).toBe(2);
    expect(actor.getSnapshot().context.log[0].text).toMatch(/placed 2/);
  });

  it('SB-PRIO-3: phase 12 shows an open dispute as a sub-state and returns to the normal order when it closes', () => {
    let g = inPhase(game({ n: 3 }), 'advances-acquisition');
    for (const seat of [0, 1, 2]) g = treasury(city(tokens(g, `${g.players[seat].civ}-two`, seat, 2), `${g.players[seat].civ}-start`, seat), seat, 30);
    const actor = start(g);
    expect(actor.getSnapshot().matches({ 'advances-acquisition': 'ordinary' })).toBe(true);
    actor.send(ev(2, { type: 'claim-priority', plan: { advances: [], build: { building: 'giant-ziggurat', area: 'babylon-start' }, payment: { cards: [], treasury: 30 } } }));
    expect(actor.getSnapshot().matches({ 'advances-acquisition': 'dispute' })).toBe(true);
    expect(actor.getSnapshot().can(ev(0, { type: 'pass' }))).toBe(false);
    actor.send(ev(1, { type: 'close-window' }));
    expect(actor.getSnapshot().matches({ 'advances-acquisition': 'ordinary' })).toBe(true);
    expect(actor.getSnapshot().context.game.buildings['giant-ziggurat'].at).toBe('babylon-start');
  });

  it('ME-TRADE-4 / ME-AST-6: the hand limit is a sub-state; the chart ends in game-over when the game does', () => {
    let g = hand(inPhase(game({ n: 3 }), 'advances-acquisition'), 0, [...cards('flax', 9)]);
    const actor = start(g);
    for (const seat of [0, 1, 2]) actor.send(ev(seat, { type: 'pass' }));
    expect(actor.getSnapshot().matches({ 'advances-acquisition': 'handLimit' })).toBe(true);
    actor.send(ev(0, { type: 'discard-cards', cards: ['card-flax-1'] }));
    expect(actor.getSnapshot().matches('tax-collection')).toBe(true);
    g = { ...inPhase(game({ n: 3 }), 'advances-acquisition'), players: game({ n: 3 }).players.map((p) => (p.seat === 1 ? { ...p, ast: 15 } : p)) };
    const end = start(g);
    for (const seat of end.getSnapshot().context.game.acquisition!.order) end.send(ev(seat, { type: 'pass' }));
    expect(end.getSnapshot().status).toBe('done');
    expect(empiresModule.rules.outcome(end.getSnapshot().context.game)!.winners).toEqual([1]);
  });

  it('ME-SEQ-1 / ME-MOVE-1: scripted, turn 1 runs tax and growth by itself and waits in movement, one seat at a time', () => {
    const actor = start(game({ n: 3, options: { boardPhases: 'scripted' } }));
    const snap = actor.getSnapshot();
    expect(snap.matches('movement')).toBe(true);
    expect(snap.hasTag('ordered')).toBe(true);
    const order = snap.context.game.movement!.order;
    expect(empiresModule.rules.activeSeats(snap.context.game)).toEqual([order[0]]);
    expect(snap.can(ev(order[1], { type: 'end-movement' }))).toBe(false);
    for (const seat of order) actor.send(ev(seat, { type: 'end-movement' }));
    // Conflict runs by itself; nobody can build a city, so city construction commits and trade cards come.
    expect(actor.getSnapshot().matches('trade-card-acquisition')).toBe(true);
  });

  it('a draw marks the step as revealing hidden information', () => {
    const actor = start(inPhase(game({ n: 3 }), 'trade-card-acquisition'));
    actor.send(ev(1, { type: 'draw-card', stack: 2 }));
    expect(actor.getSnapshot().context.revealed).toBe(true);
    actor.send(ev(1, { type: 'place-tokens', area: 'maurya-two', count: 1 }));
    expect(actor.getSnapshot().context.revealed).toBe(false);
  });
});
