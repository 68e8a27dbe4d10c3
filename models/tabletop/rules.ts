import { counted } from '../core/words';
import { OK, refuse, type Check } from '../core/check';
import type { Seat } from '../core/module';
import type { TableAction } from './actions';
import type { Tabletop, TablePiece } from './types';

// Rule IDs for the tabletop layer are our own (TT-*): it is not a game's rule but the table's physics.

export function piecesAt(table: Tabletop, location: string): TablePiece[] {
  return Object.values(table.pieces).filter((p) => p.at === location);
}

export function piecesInPlay(table: Tabletop, kind: string, owner: Seat | null): number {
  let n = 0;
  for (const p of Object.values(table.pieces)) if (p.kind === kind && p.owner === owner) n++;
  return n;
}

function placeAccepts(table: Tabletop, locationId: string, kind: string, ignorePiece?: string): Check {
  const place = table.locations[locationId];
  if (!place) return refuse('no-such-place', 'TT-PLACE-1', `There is no place "${locationId}" on this board.`);
  if (place.accepts && place.accepts.length > 0 && !place.accepts.includes(kind)) {
    return refuse('place-refuses-kind', 'TT-PLACE-2', `A ${kind} cannot stand on ${locationId}.`);
  }
  if (place.capacity !== undefined) {
    const here = piecesAt(table, locationId).filter((p) => p.id !== ignorePiece).length;
    if (here >= place.capacity) return refuse('place-full', 'TT-PLACE-3', `${locationId} holds at most ${counted(place.capacity, 'piece')}.`);
  }
  return OK;
}

function mayHandle(piece: TablePiece, seat: Seat): Check {
  if (piece.owner !== null && piece.owner !== seat) {
    return refuse('not-your-piece', 'TT-SEAT-1', `That ${piece.kind} belongs to another player.`);
  }
  return OK;
}

function handOf(table: Tabletop, pileId: string, seat: Seat): Check {
  const pile = table.piles[pileId];
  if (!pile) return refuse('no-such-pile', 'TT-CARD-1', `There is no pile "${pileId}".`);
  if (pile.visibility === 'hand' && pile.owner !== seat) return refuse('not-your-hand', 'TT-SEAT-2', 'You may only handle your own hand.');
  return OK;
}

export function checkTableAction(table: Tabletop, seat: Seat, action: TableAction): Check {
  switch (action.type) {
    case 'table/move': {
      const piece = table.pieces[action.piece];
      if (!piece) return refuse('no-such-piece', 'TT-PIECE-1', `There is no piece "${action.piece}" on the board.`);
      const mine = mayHandle(piece, seat);
      if (!mine.ok) return mine;
      if (piece.at === action.to) return refuse('same-place', 'TT-PIECE-2', 'The piece is already there.');
      return placeAccepts(table, action.to, piece.kind, piece.id);
    }
    case 'table/take': {
      if (action.owner !== null && action.owner !== seat) return refuse('not-your-supply', 'TT-SEAT-3', "You may only take pieces from your own supply.");
      const limit = table.box.find((b) => b.kind === action.kind);
      if (!limit) return refuse('no-such-kind', 'TT-SUPPLY-1', `The box holds no ${action.kind} pieces.`);
      if (piecesInPlay(table, action.kind, action.owner) >= limit.perOwner) {
        return refuse('supply-empty', 'TT-SUPPLY-2', `All ${limit.perOwner} ${action.kind} pieces are already on the board.`);
      }
      return placeAccepts(table, action.to, action.kind);
    }
    case 'table/return': {
      const piece = table.pieces[action.piece];
      if (!piece) return refuse('no-such-piece', 'TT-PIECE-1', `There is no piece "${action.piece}" on the board.`);
      return OK; // Anyone may take a piece off the board (losses in conflicts); the log says who did.
    }
    case 'table/flip': {
      const piece = table.pieces[action.piece];
      if (!piece) return refuse('no-such-piece', 'TT-PIECE-1', `There is no piece "${action.piece}" on the board.`);
      return mayHandle(piece, seat);
    }
    case 'table/shuffle': {
      const pile = table.piles[action.pile];
      if (!pile) return refuse('no-such-pile', 'TT-CARD-1', `There is no pile "${action.pile}".`);
      if (pile.visibility === 'hand') return refuse('shuffle-hand', 'TT-CARD-2', 'Hands are not shuffled.');
      if (pile.cards.length < 2) return refuse('nothing-to-shuffle', 'TT-CARD-3', 'There is nothing to shuffle.');
      return OK;
    }
    case 'table/draw': {
      const from = table.piles[action.from];
      if (!from) return refuse('no-such-pile', 'TT-CARD-1', `There is no pile "${action.from}".`);
      if (from.visibility === 'hand') return refuse('draw-from-hand', 'TT-CARD-4', 'You cannot draw from a hand.');
      if (from.cards.length === 0) return refuse('pile-empty', 'TT-CARD-5', `${from.label} is empty.`);
      const to = table.piles[action.to];
      if (!to || to.visibility !== 'hand' || to.owner !== seat) return refuse('not-your-hand', 'TT-SEAT-2', 'Cards are drawn into your own hand.');
      return OK;
    }
    case 'table/deal': {
      const from = table.piles[action.from];
      if (!from) return refuse('no-such-pile', 'TT-CARD-1', `There is no pile "${action.from}".`);
      if (from.visibility === 'hand') return refuse('draw-from-hand', 'TT-CARD-4', 'You cannot deal from a hand.');
      const hands = Object.values(table.piles).filter((p) => p.visibility === 'hand').length;
      if (hands === 0) return refuse('no-hands', 'TT-CARD-6', 'There are no hands to deal to.');
      if (from.cards.length < hands * action.count) return refuse('pile-short', 'TT-CARD-5', `${from.label} has only ${counted(from.cards.length, 'card')}.`);
      return OK;
    }
    case 'table/discard': {
      const own = handOf(table, action.from, seat);
      if (!own.ok) return own;
      const from = table.piles[action.from];
      if (from.visibility === 'deck') return refuse('discard-from-deck', 'TT-CARD-7', 'Draw a card before you discard it.');
      if (!from.cards.includes(action.card)) return refuse('no-such-card', 'TT-CARD-8', 'That card is not in that pile.');
      const to = table.piles[action.to];
      if (!to) return refuse('no-such-pile', 'TT-CARD-1', `There is no pile "${action.to}".`);
      if (to.visibility !== 'open') return refuse('discard-to-hidden', 'TT-CARD-9', 'Cards are discarded face up onto an open pile.');
      return OK;
    }
    case 'table/reveal': {
      const own = handOf(table, action.from, seat);
      if (!own.ok) return own;
      const from = table.piles[action.from];
      if (from.visibility !== 'hand') return refuse('reveal-not-hand', 'TT-CARD-10', 'Only cards in your hand can be revealed.');
      if (!from.cards.includes(action.card)) return refuse('no-such-card', 'TT-CARD-8', 'That card is not in your hand.');
      return OK;
    }
    case 'table/count': {
      const counter = table.counters[action.counter];
      if (!counter) return refuse('no-such-counter', 'TT-COUNT-1', `There is no counter "${action.counter}".`);
      if (counter.owner !== null && counter.owner !== seat) return refuse('not-your-counter', 'TT-SEAT-4', 'That counter belongs to another player.');
      if (action.delta === 0) return refuse('no-change', 'TT-COUNT-2', 'A change of zero changes nothing.');
      const next = counter.value + action.delta;
      if (next < counter.min) return refuse('below-minimum', 'TT-COUNT-3', `${counter.label} cannot go below ${counter.min}.`);
      if (counter.max !== undefined && next > counter.max) return refuse('above-maximum', 'TT-COUNT-4', `${counter.label} cannot go above ${counter.max}.`);
      return OK;
    }
  }
}
