import type { Seat } from './contract';
import { unitInfo } from './data/units';
import type { CivState, Pending, PlayerState } from './state';

/** What one seat may see: no facedown tile, marker, card or deck order, and no generator state. */
export function viewCiv(state: CivState, seat: Seat | null) {
  return {
    layoutId: state.layoutId,
    cols: state.cols,
    rows: state.rows,
    slots: state.slots.map((s) => ({ col: s.col, row: s.row, kind: s.kind, rotation: s.rotation, revealed: s.revealed, tileId: s.revealed ? s.tileId : null })),
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
    markers: state.markers.map((m) => (m.kind === 'relic' ? m : { kind: m.kind, at: m.at })),
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
    gpDeck: { size: state.gpDeck.length, faceUp: state.gpDeck.filter((c) => c.faceUp).map((c) => c.id) },
    gpSupply: state.gpSupply,
    unitDecks: Object.fromEntries(Object.entries(state.unitDecks).map(([t, d]) => [t, d.length])),
    investmentPool: state.investmentPool,
    fortPool: state.fortPool,
    relicsClaimed: state.relicsClaimed,
    pending: state.pending.map((p) => viewPending(p, seat)),
    players: state.players.map((p) => viewPlayer(p, seat)),
  };
}

export type CivView = ReturnType<typeof viewCiv>;

function viewPending(p: Pending, seat: Seat | null) {
  if (p.kind === 'greek-choice' && p.seat !== seat) return { kind: p.kind, seat: p.seat, cards: p.cards.length };
  // A village marker's id names its facedown kind (village-spy-2): the battle over it shows only that it is a village.
  if (p.kind === 'battle' && p.village) return { ...p, village: 'village' };
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
    forcesByType,
  };
}
