import { z } from 'zod';
import { OK, refuse } from '../core/check';
import type { GameRules, PlayerSetup, Seat } from '../core/module';
import type { Random } from '../core/rng';
import { checkTableAction, applyTableAction, tabletopSecrets, tabletopView, type TableAction, type TabletopView } from '../tabletop';
import type { TableLocation, Tabletop } from '../tabletop/types';

/**
 * The sandbox: a free table with a 12x12 grid, a deck of 60 numbered cards, a hand and a coin counter per player and
 * a supply of pawns and cubes. Nothing is scripted: every change is a tabletop action. It lets players (and tests)
 * use the tabletop layer with any number of seats, and it is the engine benchmark's game.
 */
export interface SandboxState {
  readonly names: readonly string[];
  readonly gridSize: number;
  readonly table: Tabletop;
  readonly ended: boolean;
}

export type SandboxAction = z.infer<typeof sandboxActionSchema> | TableAction;
export interface SandboxOptions {
  readonly gridSize: number;
  readonly deckSize: number;
}
export interface SandboxView {
  readonly names: readonly string[];
  readonly gridSize: number;
  readonly table: TabletopView;
  readonly ended: boolean;
}

export const sandboxActionSchema = z.object({ type: z.literal('end-game') }).strict();
const optionsSchema = z.object({ gridSize: z.number().int().min(4).max(24).default(12), deckSize: z.number().int().min(0).max(200).default(60) }).strict();

export const squareId = (x: number, y: number) => `sq-${x}-${y}`;

function setupTable(players: readonly PlayerSetup[], options: SandboxOptions, random: Random): Tabletop {
  const locations: Record<string, TableLocation> = {};
  for (let y = 0; y < options.gridSize; y++) for (let x = 0; x < options.gridSize; x++) locations[squareId(x, y)] = { id: squareId(x, y) };
  // Ids are zero-padded so no id is a prefix of another: the leak drills search messages for them.
  const cards = Array.from({ length: options.deckSize }, (_, i) => `card-${String(i + 1).padStart(3, "0")}`);
  const cardNames = Object.fromEntries(cards.map((c, i) => [c, `Card ${i + 1}`]));
  const piles: Tabletop['piles'] = {
    deck: { id: 'deck', label: 'the deck', cards: random.shuffle(cards), visibility: 'deck', owner: null },
    discard: { id: 'discard', label: 'the discard pile', cards: [], visibility: 'open', owner: null },
    ...Object.fromEntries(players.map((p) => [`hand-${p.seat}`, { id: `hand-${p.seat}`, label: `${p.name}'s hand`, cards: [], visibility: 'hand' as const, owner: p.seat }])),
  };
  const counters = Object.fromEntries(players.map((p) => [`coins-${p.seat}`, { id: `coins-${p.seat}`, label: `${p.name}'s coins`, owner: p.seat, value: 5, min: 0 }]));
  return { locations, pieces: {}, piles, counters, box: [{ kind: 'pawn', perOwner: 20 }, { kind: 'cube', perOwner: 30 }], cardNames, serial: 0 };
}

export const sandboxRules: GameRules<SandboxState, SandboxAction, SandboxOptions, SandboxView> = {
  id: 'sandbox',
  name: 'Sandbox table',
  minPlayers: 1,
  maxPlayers: 10,
  optionSpecs: [
    { key: 'gridSize', label: 'Grid size', help: 'Squares along each side of the board.', kind: 'number', default: 12, min: 4, max: 24 },
    { key: 'deckSize', label: 'Cards in the deck', help: 'Numbered cards, shuffled at setup.', kind: 'number', default: 60, min: 0, max: 200 },
  ],
  optionsSchema,
  actionSchema: sandboxActionSchema,
  actionDocs: { 'end-game': 'Any seat, at any time: ends the game and clears the table (the sandbox has no winner).' },
  setup: (players, options, random) => ({ names: players.map((p) => p.name), gridSize: options.gridSize, table: setupTable(players, options, random), ended: false }),
  activeSeats: (state) => (state.ended ? [] : state.names.map((_, i) => i)),
  check(state, seat, action) {
    if (state.ended) return refuse('game-over', 'TT-GAME-1', 'The game is over.');
    if (action.type === 'end-game') return OK;
    return checkTableAction(state.table, seat, action); // reached only when called without the tabletop lens
  },
  apply(state, seat, action, random) {
    if (action.type === 'end-game') return { state: { ...state, ended: true }, log: [{ text: `${state.names[seat]} ended the game.` }] };
    const done = applyTableAction(state.table, seat, action, random, state.names);
    return { ...done, state: { ...state, table: done.state } };
  },
  view: (state, seat) => ({ names: state.names, gridSize: state.gridSize, table: tabletopView(state.table, seat), ended: state.ended }),
  legalActions(state, seat) {
    if (state.ended) return [];
    const out: SandboxAction[] = [];
    const t = state.table;
    const hand = `hand-${seat}`;
    if (t.piles.deck.cards.length > 0) out.push({ type: 'table/draw', from: 'deck', to: hand });
    for (const card of t.piles[hand]?.cards ?? []) out.push({ type: 'table/discard', card, from: hand, to: 'discard' });
    const free = Object.keys(t.locations).filter((l) => !Object.values(t.pieces).some((p) => p.at === l)).slice(0, 8);
    for (const to of free.slice(0, 2)) out.push({ type: 'table/take', kind: 'pawn', owner: seat, to });
    for (const p of Object.values(t.pieces)) if (p.owner === seat) for (const to of free.slice(0, 2)) out.push({ type: 'table/move', piece: p.id, to });
    out.push({ type: 'table/count', counter: `coins-${seat}`, delta: 1 });
    return out.filter((a) => sandboxRules.check(state, seat, a).ok);
  },
  outcome: (state) => (state.ended ? { winners: [], summary: 'The table was cleared; the sandbox has no winner.' } : null),
  secrets: (state) => tabletopSecrets(state.table),
  tabletop: {
    table: (state) => state.table,
    withTable: (state, table) => ({ ...state, table }),
    manualAllowed: (state) => (state.ended ? refuse('game-over', 'TT-GAME-1', 'The game is over.') : OK),
    seatNames: (state) => state.names,
  },
};

export type { Seat };
