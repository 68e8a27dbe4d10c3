import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { sessionMachine, type SeatConfig } from './session.machine';

const seat = (n: number, kind: SeatConfig['kind']): SeatConfig => ({ seat: n, kind, name: `P${n}`, color: 'blue' });
const start = () => {
  const actor = createActor(sessionMachine, { input: { module: 'sandbox', minPlayers: 2, maxPlayers: 4 } }).start();
  return actor;
};

describe('the session statechart', () => {
  it('stays in the lobby until enough seats are filled, then goes to setup and playing', () => {
    const a = start();
    a.send({ type: 'seat.set', seat: seat(0, 'hotseat') });
    a.send({ type: 'start' });
    expect(a.getSnapshot().value).toBe('lobby');
    a.send({ type: 'seat.set', seat: seat(1, 'empty') });
    a.send({ type: 'start' });
    expect(a.getSnapshot().value).toBe('lobby'); // an empty seat does not count
    a.send({ type: 'seat.set', seat: seat(1, 'lan') });
    a.send({ type: 'start' });
    a.send({ type: 'setup.done' });
    expect(a.getSnapshot().value).toBe('playing');
  });

  it('pauses when a LAN seat drops and resumes when every dropped seat is back', () => {
    const a = start();
    for (const s of [seat(0, 'hotseat'), seat(1, 'lan'), seat(2, 'lan')]) a.send({ type: 'seat.set', seat: s });
    a.send({ type: 'start' });
    a.send({ type: 'setup.done' });
    a.send({ type: 'seat.dropped', seat: 0 });
    expect(a.getSnapshot().value).toBe('playing'); // a hotseat seat cannot drop off the network
    a.send({ type: 'seat.dropped', seat: 1 });
    a.send({ type: 'seat.dropped', seat: 2 });
    expect(a.getSnapshot().value).toBe('paused');
    a.send({ type: 'seat.returned', seat: 1 });
    expect(a.getSnapshot().value).toBe('paused');
    a.send({ type: 'seat.returned', seat: 2 });
    expect(a.getSnapshot().value).toBe('playing');
  });

  it('a dropped seat handed to a bot, or leaving for good, lets the game go on', () => {
    const a = start();
    for (const s of [seat(0, 'lan'), seat(1, 'lan')]) a.send({ type: 'seat.set', seat: s });
    a.send({ type: 'start' });
    a.send({ type: 'setup.done' });
    a.send({ type: 'seat.dropped', seat: 1 });
    a.send({ type: 'seat.toBot', seat: 1 });
    expect(a.getSnapshot().value).toBe('playing');
    expect(a.getSnapshot().context.seats[1].kind).toBe('bot');
    a.send({ type: 'seat.dropped', seat: 0 });
    a.send({ type: 'seat.left', seat: 0 });
    expect(a.getSnapshot().value).toBe('playing');
    expect(a.getSnapshot().context.left).toEqual([0]);
    a.send({ type: 'game.over' });
    expect(a.getSnapshot().status).toBe('done');
  });
});
