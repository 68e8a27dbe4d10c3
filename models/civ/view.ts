import type { Seat } from './contract';
import { unitInfo } from './data/units';
import { viewFight } from './rules/battle/view';
import type { CivState, Pending, PlayerState } from './state';

/**
 * Parts of a view worked out from one immutable part of a state, kept while that part lives: states share their
 * unchanged parts with the state before, so each seat's view is rebuilt only where something changed, and the
 * unchanged parts keep their identity (patches to the clients skip them without a walk).
 */
const seen = new WeakMap<object, Map<string, unknown>>();

function once<T>(part: object, key: string, make: () => T): T {
  let values = seen.get(part);
  if (!values) seen.set(part, (values = new Map()));
  if (values.has(key)) return values.get(key) as T;
  const value = make();
  values.set(key, value);
  return value;
}

/** What one seat may see: no facedown tile, marker, card or deck order, and no generator state. */
export function viewCiv(state: CivState, seat: Seat | null) {
  return {
    layoutId: state.layoutId,
    cols: state.cols,
    rows: state.rows,
    slots: once(state.slots, 'slots', () => state.slots.map((s) => ({ col: s.col, row: s.row, kind: s.kind, rotation: s.rotation, revealed: s.revealed, tileId: s.revealed ? s.tileId : null }))),
    options: state.options,
    round: state.round,
    phase: state.phase,
    turn: state.turn,
    order: state.order,
    winner: state.winner,
    figures: state.figures,
    moved: state.moved,
    cities: state.cities,
    placed: state.placed,
    markers: once(state.markers, 'markers', () => state.markers.map((m) => (m.kind === 'relic' ? m : { kind: m.kind, at: m.at }))),
    terrainOverrides: state.terrainOverrides,
    hutBag: state.hutBag.length,
    villageBag: state.villageBag.length,
    market: state.market,
    buildingStock: state.buildingStock,
    wonderDeck: state.wonderDeck.length,
    wonderMarket: state.wonderMarket,
    wonderDiscard: state.wonderDiscard,
    wondersOwned: state.wondersOwned,
    obsoleteWonders: state.obsoleteWonders,
    gpDeck: once(state.gpDeck, 'gpDeck', () => ({ size: state.gpDeck.length, faceUp: state.gpDeck.filter((c) => c.faceUp).map((c) => c.id) })),
    gpSupply: state.gpSupply,
    cultureDecks: once(state.cultureDecks, 'cultureDecks', () => ({ 1: state.cultureDecks[1].length, 2: state.cultureDecks[2].length, 3: state.cultureDecks[3].length })),
    cultureDiscards: state.cultureDiscards,
    unitDecks: once(state.unitDecks, 'unitDecks', () => Object.fromEntries(Object.entries(state.unitDecks).map(([t, d]) => [t, d.length]))),
    investmentPool: state.investmentPool,
    fortPool: state.fortPool,
    relicsClaimed: state.relicsClaimed,
    pending: once(state.pending, `pending/${seat}`, () => state.pending.map((p) => viewPending(state, p, seat))),
    players: once(state.players, `players/${seat}`, () => state.players.map((p) => once(p, p.seat === seat ? 'own' : 'other', () => viewPlayer(p, seat)))),
  };
}

export type CivView = ReturnType<typeof viewCiv>;

function viewPending(state: CivState, p: Pending, seat: Seat | null) {
  if ((p.kind === 'greek-choice' || p.kind === 'event-choice') && p.seat !== seat) return { kind: p.kind, seat: p.seat, cards: p.cards.length };
  // A village marker's id names its facedown kind (village-spy-2): the battle over it shows only that it is a village.
  if (p.kind === 'battle') return { ...p, ...(p.village ? { village: 'village' } : {}), ...(p.fight ? { fight: viewFight(state, p.fight, p, seat) } : {}) };
  return p;
}

function viewPlayer(p: PlayerState, seat: Seat | null) {
  const mine = p.seat === seat;
  const forcesByType: Record<string, number> = {};
  for (const u of p.forces) forcesByType[unitInfo(u).type] = (forcesByType[unitInfo(u).type] ?? 0) + 1;
  return {
    ...p,
    gpCards: mine ? p.gpCards : p.gpCards.filter((c) => c.faceUp),
    gpHidden: p.gpCards.filter((c) => !c.faceUp).length,
    held: mine ? p.held : [],
    heldCount: p.held.length,
    forces: mine ? p.forces : [],
    cultureHand: mine ? p.cultureHand : [],
    cultureCards: p.cultureHand.length,
    forcesByType,
  };
}
