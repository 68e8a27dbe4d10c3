import { counted } from '../core/words';
import type { Applied, LogLine, Seat } from '../core/module';
import type { Random } from '../core/rng';
import type { TableAction } from './actions';
import type { TablePile, Tabletop } from './types';

/** Applies a tabletop action that `checkTableAction` accepted. `names` gives each seat's name for the log. */
export function applyTableAction(table: Tabletop, seat: Seat, action: TableAction, random: Random, names: readonly string[]): Applied<Tabletop> {
  const who = names[seat] ?? `Seat ${seat + 1}`;
  const others = names.map((_, s) => s).filter((s) => s !== seat);
  const cardName = (card: string) => table.cardNames[card] ?? card;
  const setPile = (t: Tabletop, pile: TablePile): Tabletop => ({ ...t, piles: { ...t.piles, [pile.id]: pile } });

  switch (action.type) {
    case 'table/move': {
      const piece = table.pieces[action.piece];
      return {
        state: { ...table, pieces: { ...table.pieces, [piece.id]: { ...piece, at: action.to } } },
        log: [{ text: `${who} moved a ${piece.kind} from ${piece.at} to ${action.to}.` }],
      };
    }
    case 'table/take': {
      const id = `${action.kind}-${action.owner ?? 'n'}-${table.serial}`;
      const piece = { id, kind: action.kind, owner: action.owner, at: action.to, faceUp: true };
      return {
        state: { ...table, serial: table.serial + 1, pieces: { ...table.pieces, [id]: piece } },
        log: [{ text: `${who} placed a ${action.kind} from the supply on ${action.to}.` }],
      };
    }
    case 'table/return': {
      const { [action.piece]: piece, ...rest } = table.pieces;
      return { state: { ...table, pieces: rest }, log: [{ text: `${who} returned a ${piece.kind} from ${piece.at} to the supply.` }] };
    }
    case 'table/flip': {
      const piece = table.pieces[action.piece];
      const faceUp = !piece.faceUp;
      return {
        state: { ...table, pieces: { ...table.pieces, [piece.id]: { ...piece, faceUp } } },
        log: [{ text: `${who} turned a piece on ${piece.at} face ${faceUp ? 'up' : 'down'}.` }],
        revealed: faceUp,
      };
    }
    case 'table/shuffle': {
      const pile = table.piles[action.pile];
      return { state: setPile(table, { ...pile, cards: random.shuffle(pile.cards) }), log: [{ text: `${who} shuffled ${pile.label}.` }] };
    }
    case 'table/draw': {
      const from = table.piles[action.from];
      const to = table.piles[action.to];
      const [card, ...rest] = from.cards;
      const next = setPile(setPile(table, { ...from, cards: rest }), { ...to, cards: [...to.cards, card] });
      const log: LogLine[] = [
        { text: `You drew ${cardName(card)} from ${from.label}.`, to: [seat] },
        { text: `${who} drew a card from ${from.label}.`, to: others },
      ];
      return { state: next, log, revealed: true };
    }
    case 'table/deal': {
      const from = table.piles[action.from];
      const hands = Object.values(table.piles).filter((p) => p.visibility === 'hand').sort((a, b) => (a.owner ?? 0) - (b.owner ?? 0));
      let cards = from.cards.slice();
      let next = table;
      for (const hand of hands) {
        const dealt = cards.slice(0, action.count);
        cards = cards.slice(action.count);
        next = setPile(next, { ...hand, cards: [...hand.cards, ...dealt] });
      }
      next = setPile(next, { ...from, cards });
      return { state: next, log: [{ text: `${who} dealt ${counted(action.count, 'card')} from ${from.label} to every hand.` }], revealed: true };
    }
    case 'table/discard': {
      const from = table.piles[action.from];
      const to = table.piles[action.to];
      const next = setPile(setPile(table, { ...from, cards: from.cards.filter((c) => c !== action.card) }), { ...to, cards: [...to.cards, action.card] });
      return { state: next, log: [{ text: `${who} discarded ${cardName(action.card)} onto ${to.label}.` }], revealed: from.visibility === 'hand' };
    }
    case 'table/reveal': {
      return { state: table, log: [{ text: `${who} revealed ${cardName(action.card)}.` }], revealed: true };
    }
    case 'table/count': {
      const counter = table.counters[action.counter];
      const value = counter.value + action.delta;
      return {
        state: { ...table, counters: { ...table.counters, [counter.id]: { ...counter, value } } },
        log: [{ text: `${who} changed ${counter.label} by ${action.delta > 0 ? '+' : ''}${action.delta} to ${value}.` }],
      };
    }
  }
}
