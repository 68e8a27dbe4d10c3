import { assign, setup } from 'xstate';
import type { PlayerColor, Seat } from '../../models/core/module';

/** Who sits in a seat. A bot plays it; an empty seat is not dealt in. */
export type SeatKind = 'hotseat' | 'lan' | 'bot' | 'empty';

export interface SeatConfig {
  readonly seat: Seat;
  readonly kind: SeatKind;
  readonly name: string;
  readonly color: PlayerColor;
}

export interface SessionContext {
  module: string;
  options: Record<string, unknown>;
  seats: SeatConfig[];
  /** LAN seats whose connection is gone; the game waits for them (or for the host to hand them to a bot). */
  dropped: Seat[];
  /** Seats whose players left for good; the module decided what became of their pieces. */
  left: Seat[];
  minPlayers: number;
  maxPlayers: number;
}

export type SessionEvent =
  | { type: 'seat.set'; seat: SeatConfig }
  | { type: 'seat.remove'; seat: Seat }
  | { type: 'options.set'; options: Record<string, unknown> }
  | { type: 'start' }
  | { type: 'setup.done' }
  | { type: 'seat.dropped'; seat: Seat }
  | { type: 'seat.returned'; seat: Seat }
  | { type: 'seat.toBot'; seat: Seat }
  | { type: 'seat.left'; seat: Seat }
  | { type: 'game.over' };

export interface SessionInput {
  module: string;
  minPlayers: number;
  maxPlayers: number;
  options?: Record<string, unknown>;
  seats?: SeatConfig[];
}

const playing = (seats: readonly SeatConfig[]) => seats.filter((s) => s.kind !== 'empty');

/** lobby -> setup -> playing (<-> paused) -> finished. The host refuses game actions unless the session is playing. */
export const sessionMachine = setup({
  types: {} as { context: SessionContext; events: SessionEvent; input: SessionInput },
  guards: {
    enoughPlayers: ({ context }) => {
      const n = playing(context.seats).length;
      return n >= context.minPlayers && n <= context.maxPlayers;
    },
    roomForSeat: ({ context, event }) =>
      event.type === 'seat.set' && (event.seat.seat < context.maxPlayers),
    isNetworkSeat: ({ context, event }) => 'seat' in event && typeof event.seat === 'number' && context.seats.some((s) => s.seat === event.seat && s.kind === 'lan'),
    allBack: ({ context, event }) => event.type === 'seat.returned' && context.dropped.every((s) => s === event.seat),
    noneDropped: ({ context }) => context.dropped.length === 0,
  },
  actions: {
    setSeat: assign({
      seats: ({ context, event }) => {
        if (event.type !== 'seat.set') return context.seats;
        return [...context.seats.filter((s) => s.seat !== event.seat.seat), event.seat].sort((a, b) => a.seat - b.seat);
      },
    }),
    removeSeat: assign({ seats: ({ context, event }) => (event.type === 'seat.remove' ? context.seats.filter((s) => s.seat !== event.seat) : context.seats) }),
    setOptions: assign({ options: ({ context, event }) => (event.type === 'options.set' ? { ...context.options, ...event.options } : context.options) }),
    markDropped: assign({ dropped: ({ context, event }) => (event.type === 'seat.dropped' && !context.dropped.includes(event.seat) ? [...context.dropped, event.seat] : context.dropped) }),
    markReturned: assign({ dropped: ({ context, event }) => (event.type === 'seat.returned' ? context.dropped.filter((s) => s !== event.seat) : context.dropped) }),
    handToBot: assign({
      dropped: ({ context, event }) => (event.type === 'seat.toBot' ? context.dropped.filter((s) => s !== event.seat) : context.dropped),
      seats: ({ context, event }) => (event.type === 'seat.toBot' ? context.seats.map((s) => (s.seat === event.seat ? { ...s, kind: 'bot' as const } : s)) : context.seats),
    }),
    markLeft: assign({
      left: ({ context, event }) => (event.type === 'seat.left' ? [...context.left, event.seat] : context.left),
      dropped: ({ context, event }) => (event.type === 'seat.left' ? context.dropped.filter((s) => s !== event.seat) : context.dropped),
    }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    module: input.module,
    options: input.options ?? {},
    seats: input.seats ?? [],
    dropped: [],
    left: [],
    minPlayers: input.minPlayers,
    maxPlayers: input.maxPlayers,
  }),
  initial: 'lobby',
  states: {
    lobby: {
      on: {
        'seat.set': { guard: 'roomForSeat', actions: 'setSeat' },
        'seat.remove': { actions: 'removeSeat' },
        'options.set': { actions: 'setOptions' },
        start: { guard: 'enoughPlayers', target: 'setup' },
      },
    },
    setup: { on: { 'setup.done': 'playing' } },
    playing: {
      on: {
        'seat.dropped': { guard: 'isNetworkSeat', target: 'paused', actions: 'markDropped' },
        'seat.left': { actions: 'markLeft' },
        'game.over': 'finished',
      },
    },
    paused: {
      on: {
        'seat.dropped': { guard: 'isNetworkSeat', actions: 'markDropped' },
        'seat.returned': [{ guard: 'allBack', target: 'playing', actions: 'markReturned' }, { actions: 'markReturned' }],
        'seat.toBot': [{ actions: 'handToBot', target: 'resuming' }],
        'seat.left': { actions: 'markLeft', target: 'resuming' },
        'game.over': 'finished',
      },
    },
    // Decides whether anyone is still missing after a seat was handed to a bot or left.
    resuming: { always: [{ guard: 'noneDropped', target: 'playing' }, { target: 'paused' }] },
    finished: { type: 'final' },
  },
});
