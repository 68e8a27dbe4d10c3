import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { EmpiresState, TransactionPlan } from '../../models/empires/state';
import { ast, city, game, inPhase, tokens, treasury } from '../../models/empires/test/fixtures';
import { priorityRaceMachine } from './priority-race.machine';

const build = (building: string, area: string): TransactionPlan => ({ advances: [], build: { building, area }, payment: { cards: [], treasury: 30 } });

function table(): EmpiresState {
  let s = game();
  for (const p of s.players) s = treasury(city(tokens(s, `${p.civ}-two`, p.seat, 2), `${p.civ}-start`, p.seat), p.seat, 30);
  s = ast(s, 2, 7);
  for (const seat of [0, 1, 3, 4]) s = ast(s, seat, 6);
  return inPhase(s, 'advances-acquisition');
}
const race = (s = table()) => createActor(priorityRaceMachine, { input: { game: s } }).start();

describe('the priority race statechart', () => {
  it('SB-PRIO-3: several seats claiming in the same window: A.S.T.-position decides, the loser fails', () => {
    const a = race();
    a.send({ type: 'claim-priority', seat: 4, plan: build('giant-ziggurat', 'kushan-start') });
    a.send({ type: 'claim-priority', seat: 3, plan: build('giant-ziggurat', 'dravidia-start') });
    a.send({ type: 'claim-priority', seat: 1, plan: build('giant-ziggurat', 'maurya-start') });
    expect(a.getSnapshot().matches('dispute')).toBe(true);
    expect(a.getSnapshot().context.game.acquisition!.window!.claims).toHaveLength(3);
    a.send({ type: 'close-window' });
    const g = a.getSnapshot().context.game;
    expect(a.getSnapshot().matches('ordinary')).toBe(true);
    expect(g.buildings['giant-ziggurat'].at).toBe('maurya-start');
    expect([...g.acquisition!.failedClaims].sort()).toEqual([3, 4]);
  });

  it('SB-PRIO-1: claims in different windows are first come, first served', () => {
    const a = race();
    a.send({ type: 'claim-priority', seat: 4, plan: build('giant-ziggurat', 'kushan-start') });
    a.send({ type: 'close-window' });
    a.send({ type: 'claim-priority', seat: 1, plan: build('giant-ziggurat', 'maurya-start') });
    a.send({ type: 'close-window' });
    expect(a.getSnapshot().context.game.buildings['giant-ziggurat'].at).toBe('kushan-start');
    expect(a.getSnapshot().context.game.acquisition!.failedClaims).toEqual([1]);
  });

  it('SB-PRIO-4 / SB-PRIO-5: an invalid claim fails, and a claim after a failure is refused; the normal turn remains', () => {
    const a = race();
    a.send({ type: 'claim-priority', seat: 3, plan: { advances: ['library'], payment: { cards: [], treasury: 30 } } });
    a.send({ type: 'close-window' });
    expect(a.getSnapshot().context.game.acquisition!.failedClaims).toEqual([3]);
    const again = { type: 'claim-priority' as const, seat: 3, plan: build('shore-temple', 'dravidia-start') };
    expect(a.getSnapshot().can(again)).toBe(false);
    a.send(again);
    expect(a.getSnapshot().matches('ordinary')).toBe(true);
    for (const seat of [2, 0, 1]) a.send({ type: 'pass', seat });
    expect(a.getSnapshot().can({ type: 'transact', seat: 3, plan: build('shore-temple', 'dravidia-start') })).toBe(true);
    a.send({ type: 'transact', seat: 3, plan: build('shore-temple', 'dravidia-start') });
    expect(a.getSnapshot().context.game.buildings['shore-temple'].at).toBe('dravidia-start');
  });

  it('SB-PRIO-6: while a dispute is open nobody transacts in order; out-of-turn transactions are refused', () => {
    const a = race();
    expect(a.getSnapshot().can({ type: 'transact', seat: 0, plan: build('mahram-bilqis', 'saba-start') })).toBe(false);
    a.send({ type: 'claim-priority', seat: 0, plan: build('mahram-bilqis', 'saba-start') });
    expect(a.getSnapshot().can({ type: 'pass', seat: 2 })).toBe(false);
    a.send({ type: 'close-window' });
    expect(a.getSnapshot().can({ type: 'pass', seat: 2 })).toBe(true);
  });

  it('ME-ADV-1: the race finishes when every seat has transacted or passed', () => {
    const a = race();
    a.send({ type: 'claim-priority', seat: 4, plan: build('bhamala-stupa', 'kushan-start') });
    a.send({ type: 'close-window' });
    for (const seat of [2, 0, 1, 3]) a.send({ type: 'pass', seat });
    expect(a.getSnapshot().status).toBe('done');
    expect([...a.getSnapshot().context.game.acquisition!.finished].sort()).toEqual([0, 1, 2, 3, 4]);
  });
});
