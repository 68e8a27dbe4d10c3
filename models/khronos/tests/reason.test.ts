import { describe, expect, it } from 'vitest';
import { earningsFor } from '../earnings';
import { act, at, cards, put, refusal, testGame, withHand, withPawns } from '../testing';
import type { Building, KhronosState } from '../state';

const onReason = (hand: string[], options = {}) => withPawns(withHand(testGame(3, options), 0, hand), 0, 'reason', 'reason');
const populate = (building: string, count = 1) => ({ type: 'populate' as const, building, count });
const renovate = (building: string, count = 1) => ({ type: 'renovate' as const, building, count });
const edit = (s: KhronosState, board: 'might' | 'faith' | 'reason', id: string, change: Partial<Building>): KhronosState => ({
  ...s,
  boards: { ...s.boards, [board]: { ...s.boards[board], buildings: { ...s.boards[board].buildings, [id]: { ...s.boards[board].buildings[id], ...change } } } },
});

describe('populating (KH-POP)', () => {
  it('KH-POP-1: blue cards put the player\'s cubes into civil buildings on Reason, one per card', () => {
    const p = put(onReason(cards('blue', 3)), 'reason', 'town', 5, 5);
    const done = act(p.state, 0, populate(p.id, 2)).state;
    expect(done.boards.reason.buildings[p.id].population).toEqual([2, 0, 0]);
    expect(done.players[0]).toMatchObject({ cubes: 23, hand: ['blue-03'] });
    expect(refusal(withPawns(p.state, 0, 'might', 'might'), 0, populate(p.id)).rule).toBe('KH-POP-1');
    const ruin = put(p.state, 'reason', 'keep', 9, 9);
    expect(refusal(ruin.state, 0, populate(ruin.id)).rule).toBe('KH-POP-1');
    expect(refusal(withHand(p.state, 0, ['orange-01']), 0, populate(p.id)).rule).toBe('KH-CARD-6');
  });

  it('KH-POP-2 / KH-BLD-6: several players share a building up to its value; printed Hamlets too (by default)', () => {
    const p = put(onReason(cards('blue', 3)), 'reason', 'town', 5, 5);
    const shared = edit(p.state, 'reason', p.id, { population: [0, 1, 0] });
    expect(act(shared, 0, populate(p.id)).state.boards.reason.buildings[p.id].population).toEqual([1, 1, 0]);
    expect(refusal(shared, 0, populate(p.id, 2))).toMatchObject({ code: 'full', rule: 'KH-POP-2' });
    const unlimited = { ...shared, options: { ...shared.options, CIVIL_CAPACITY: 'unlimited' as const } };
    expect(act(unlimited, 0, populate(p.id, 3)).state.boards.reason.buildings[p.id].population).toEqual([3, 1, 0]);
    const hamlet = at(p.state, 'reason', 14, 4)!;
    expect(act(p.state, 0, populate(hamlet.id)).state.boards.reason.buildings[hamlet.id].population[0]).toBe(1);
    expect(refusal(p.state, 0, populate(hamlet.id, 2)).rule).toBe('KH-POP-2');
    expect(refusal({ ...p.state, options: { ...p.state.options, POPULATE_PRINTED_HAMLETS: false } }, 0, populate(hamlet.id)).rule).toBe('KH-POP-2');
  });

  it('KH-POP-3: cubes stay until their building disappears, then go back to their owners', () => {
    let s = withPawns(withHand(testGame(), 0, cards('blue', 2)), 0, 'faith', 'faith');
    s = act(s, 0, { type: 'construct', board: 'faith', kind: 'town', col: 6, row: 6 }).state;
    const town = at(s, 'reason', 6, 6)!;
    s = edit(s, 'reason', town.id, { population: [0, 2, 0] });
    s = { ...s, players: s.players.map((p) => (p.seat === 1 ? { ...p, cubes: 23 } : p)) };
    s = withPawns(withHand({ ...s, players: s.players.map((p) => (p.seat === 0 ? { ...p, charged: [0, 0] } : p)) }, 0, cards('orange', 2)), 0, 'might', 'might');
    const done = act(s, 0, { type: 'construct', board: 'might', kind: 'keep', col: 5, row: 5 }).state;
    expect(at(done, 'reason', 6, 6)).toMatchObject({ kind: 'keep', ruin: true });
    expect(done.players[1].cubes).toBe(25);
  });

  it('KH-POP-4: a player with no free cube cannot populate', () => {
    const p = put(onReason(cards('blue', 1)), 'reason', 'town', 5, 5);
    const none = { ...p.state, players: p.state.players.map((q) => (q.seat === 0 ? { ...q, cubes: 0 } : q)) };
    expect(refusal(none, 0, populate(p.id)).rule).toBe('KH-POP-4');
  });
});

describe('renovating (KH-RENO)', () => {
  it('KH-RENO-1: a pawn on Reason spends orange cards on Military ruins, fuchsia on Religious ones', () => {
    let s = onReason(['orange-01', 'fuchsia-01']);
    const keep = put(s, 'reason', 'keep', 5, 5);
    s = keep.state;
    const monastery = put(s, 'reason', 'monastery', 9, 9);
    s = monastery.state;
    expect(refusal(withHand(s, 0, ['fuchsia-01']), 0, renovate(keep.id)).rule).toBe('KH-CARD-6');
    expect(act(s, 0, { ...renovate(monastery.id), cards: ['fuchsia-01'] }).state.boards.reason.buildings[monastery.id].ruin).toBe(false);
    expect(refusal(withPawns(s, 0, 'faith', 'faith'), 0, renovate(keep.id)).rule).toBe('KH-RENO-1');
    const town = put(s, 'reason', 'town', 1, 12);
    expect(refusal(town.state, 0, renovate(town.id)).rule).toBe('KH-RENO-1');
  });

  it('KH-RENO-2: a Keep or Monastery ruin needs one card', () => {
    const p = put(onReason(cards('orange', 2)), 'reason', 'keep', 5, 5);
    expect(refusal(p.state, 0, renovate(p.id, 2)).rule).toBe('KH-RENO-3');
    const done = act(p.state, 0, renovate(p.id)).state;
    expect(done.boards.reason.buildings[p.id]).toMatchObject({ ruin: false, renovationPaid: 1 });
    expect(done.players[0].hand).toEqual(['orange-02']);
  });

  it('KH-RENO-3: a Castle or Abbey ruin needs 2 cards, payable one at a time by different players, with a marker cube', () => {
    const p = put(onReason(cards('orange', 1)), 'reason', 'castle', 5, 5);
    let s = act(p.state, 0, renovate(p.id)).state;
    expect(s.boards.reason.buildings[p.id]).toMatchObject({ ruin: true, renovationPaid: 1, markers: [0] });
    expect(s.players[0].cubes).toBe(24);
    s = withPawns(withHand({ ...s, active: 1 }, 1, cards('orange', 1, 5)), 1, 'reason', 'might');
    expect(refusal(s, 1, renovate(p.id, 2)).rule).toBe('KH-RENO-3');
    s = act(s, 1, renovate(p.id)).state;
    expect(s.boards.reason.buildings[p.id]).toMatchObject({ ruin: false, markers: [] });
    const noCube = { ...p.state, players: p.state.players.map((q) => (q.seat === 0 ? { ...q, cubes: 0 } : q)) };
    expect(refusal(noCube, 0, renovate(p.id)).rule).toBe('KH-RENO-3');
  });

  it('KH-RENO-4: when the last card is paid the markers go back to their owners', () => {
    const p = put(onReason(cards('orange', 1)), 'reason', 'abbey', 5, 5);
    let s = edit(p.state, 'reason', p.id, { markers: [2], renovationPaid: 1 });
    s = { ...s, players: s.players.map((q) => (q.seat === 2 ? { ...q, cubes: 24 } : q)) };
    s = withHand(s, 0, ['fuchsia-01']);
    const done = act(s, 0, renovate(p.id)).state;
    expect(done.players[2].cubes).toBe(25);
    expect(done.boards.reason.buildings[p.id].owner).toBeNull();
  });

  it('KH-RENO-5 / KH-EARN-5: a ruin is worth nothing for Reason earnings (by default); a restored building its full value', () => {
    let s = onReason([]);
    const town = put(s, 'reason', 'town', 5, 5);
    s = edit(town.state, 'reason', town.id, { population: [1, 0, 0] });
    const keep = put(s, 'reason', 'keep', 7, 5);
    s = keep.state;
    expect(earningsFor(s, 0).total).toBe(0);
    expect(earningsFor({ ...s, options: { ...s.options, RUIN_VALUE: 'full' } }, 0).total).toBe(2);
    expect(earningsFor(edit(s, 'reason', keep.id, { ruin: false }), 0).total).toBe(2);
  });

  it('KH-RENO-6: a change on an earlier board undoes a restoration', () => {
    let s = withHand(testGame(), 0, cards('orange', 4));
    s = act(s, 0, { type: 'construct', board: 'might', kind: 'keep', col: 5, row: 5 }).state;
    const ruin = at(s, 'reason', 5, 5)!;
    s = edit(s, 'reason', ruin.id, { ruin: false, renovationPaid: 1 });
    s = { ...s, players: s.players.map((p) => (p.seat === 0 ? { ...p, charged: [0, 0] } : p)) };
    const up = act(s, 0, { type: 'upgrade', board: 'might', kind: 'castle', col: 5, row: 5 }).state;
    expect(at(up, 'reason', 5, 5)).toMatchObject({ kind: 'castle', ruin: true, renovationPaid: 0 });
  });

  it('KH-RENO-7: restoring pays no bonus', () => {
    const p = put(onReason(cards('orange', 1)), 'reason', 'keep', 5, 5);
    expect(act(p.state, 0, renovate(p.id)).state.players[0].ecus).toBe(4);
  });
});
