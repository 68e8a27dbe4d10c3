import type { Secret, Seat } from '../core/module';
import type { TablePiece, TablePile, Tabletop } from './types';

export interface PileView {
  readonly id: string;
  readonly label: string;
  readonly visibility: TablePile['visibility'];
  readonly owner: Seat | null;
  readonly count: number;
  /** Present only where this seat may see the cards: open piles, and its own hand. */
  readonly cards?: readonly { readonly id: string; readonly name: string }[];
}

export interface PieceView {
  readonly id: string;
  readonly kind: string;
  readonly owner: Seat | null;
  readonly at: string;
  readonly faceUp: boolean;
}

export interface TabletopView {
  readonly pieces: Readonly<Record<string, PieceView>>;
  readonly piles: Readonly<Record<string, PileView>>;
  readonly counters: Tabletop['counters'];
}

// Views reuse objects for unchanged parts (keyed by the immutable state objects), so patches skip them by reference.
const pileViews = new WeakMap<TablePile, Map<string, PileView>>();
const pieceMaps = new WeakMap<Tabletop['pieces'], Readonly<Record<string, PieceView>>>();

function pileView(pile: TablePile, seat: Seat | null, names: Tabletop['cardNames']): PileView {
  const sees = pile.visibility === 'open' || (pile.visibility === 'hand' && pile.owner === seat && seat !== null);
  const key = sees ? 'sees' : 'hidden';
  let cache = pileViews.get(pile);
  if (!cache) pileViews.set(pile, (cache = new Map()));
  const hit = cache.get(key);
  if (hit) return hit;
  const base = { id: pile.id, label: pile.label, visibility: pile.visibility, owner: pile.owner, count: pile.cards.length };
  const view: PileView = sees ? { ...base, cards: pile.cards.map((id) => ({ id, name: names[id] ?? id })) } : base;
  cache.set(key, view);
  return view;
}

/** A face-down piece shows only its back: its kind is hidden behind 'face-down'. */
function pieceView(p: TablePiece): PieceView {
  return p.faceUp ? p : { id: p.id, kind: 'face-down', owner: p.owner, at: p.at, faceUp: false };
}

export function tabletopView(table: Tabletop, seat: Seat | null): TabletopView {
  let pieces = pieceMaps.get(table.pieces);
  if (!pieces) {
    const all = Object.values(table.pieces);
    pieces = all.every((p) => p.faceUp) ? table.pieces : Object.fromEntries(all.map((p) => [p.id, pieceView(p)]));
    pieceMaps.set(table.pieces, pieces);
  }
  const piles: Record<string, PileView> = {};
  for (const id of Object.keys(table.piles)) piles[id] = pileView(table.piles[id], seat, table.cardNames);
  return { pieces, piles, counters: table.counters };
}

/** Every card in a hand or a deck, and every face-down piece's kind, with who may see it. */
export function tabletopSecrets(table: Tabletop): Secret[] {
  const secrets: Secret[] = [];
  for (const pile of Object.values(table.piles)) {
    if (pile.visibility === 'open') continue;
    const seenBy = pile.visibility === 'hand' && pile.owner !== null ? [pile.owner] : [];
    for (const card of pile.cards) secrets.push({ token: card, seenBy });
  }
  return secrets;
}
