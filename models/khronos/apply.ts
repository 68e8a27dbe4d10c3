import { squareName } from '../core/squares';
import { counted } from '../core/words';
import type { Applied, Outcome, Seat } from './contract';
import type { Random } from '../core/rng';
import type { KhronosAction } from './actions';
import { BOARD_NAMES, cardsInWords, DEMOLISH_PRICE, EARNING_TURNS, EXCHANGE_PRICE, FAMILY_COLOUR, GAME_TURNS, HAND_SIZE, KIND_INFO, TRAVEL_PRICE, type BoardId } from './data';
import { earningsFor } from './earnings';
import { boardsToRead, giveCubes, liftTile, nameOf, newBuilding, payOut, placeTile, recordJunction, say, takeCube, touchedDomains, updatePlayer, type Work } from './effects';
import { downsize, placeDownsized, settle } from './resolve';
import { ripple } from './ripple';
import { chargePlan, pickCards, type CardNeed } from './rules/cards';
import { playerOf, terrainSurcharge } from './rules/common';
import { buildShape } from './rules/construct';
import { footprintOf } from './geometry';
import type { BoardDraft, BoardState, KhronosState, StateDraft } from './state';

/** Cards leave the hand face up onto the discard pile and are charged to pawns on the board (KH-CARD-1). */
function spendCards(w: Work, seat: Seat, board: BoardId, need: CardNeed, payment: { cards?: readonly string[]; pawns?: readonly number[] }): string[] {
  const p = w.s.players[seat];
  const cards = payment.cards ? [...payment.cards] : pickCards(p.hand, need)!;
  const plan = chargePlan(p, board, cards.length, payment.pawns);
  const charged: [number, number] = [p.charged[0], p.charged[1]];
  for (const i of plan) charged[i]++;
  updatePlayer(w, seat, (q) => ({ hand: q.hand.filter((c) => !cards.includes(c)), charged }));
  w.s.discard.push(...cards);
  return cards;
}

/** KH-XCH-3 / KH-FILL-2: draw up to 4, reshuffling the discards when the pile runs out. */
function drawUp(w: Work, seat: Seat, random: Random): void {
  const drawn: string[] = [];
  while (w.s.players[seat].hand.length + drawn.length < HAND_SIZE) {
    if (w.s.deck.length === 0) {
      if (w.s.discard.length === 0) break;
      w.s.deck = random.shuffle(w.s.discard);
      w.s.discard = [];
      say(w, 'The discards are shuffled into a new draw pile.', 'KH-XCH-3');
    }
    drawn.push(w.s.deck.shift()!);
  }
  updatePlayer(w, seat, (p) => ({ hand: [...p.hand, ...drawn] }));
  if (drawn.length) {
    say(w, `You draw ${cardsInWords(drawn)}.`, 'KH-FILL-1', [seat]);
    say(w, `${nameOf(w, seat)} draws ${counted(drawn.length, 'card')}.`, 'KH-FILL-1', w.s.players.map((p) => p.seat).filter((x) => x !== seat));
  }
}

function discardFromHand(w: Work, seat: Seat, cards: readonly string[]): void {
  updatePlayer(w, seat, (p) => ({ hand: p.hand.filter((c) => !cards.includes(c)) }));
  w.s.discard.push(...cards);
}

/** KH-END-2: the most Ecus wins; ties share by default. */
export function finalOutcome(s: Pick<KhronosState, 'players' | 'options' | 'boards'>): Outcome {
  const scores: Record<Seat, number> = {};
  for (const p of s.players) scores[p.seat] = p.ecus;
  const best = Math.max(...s.players.map((p) => p.ecus));
  let winners = s.players.filter((p) => p.ecus === best).map((p) => p.seat);
  if (winners.length > 1 && s.options.END_TIE === 'most_buildings') {
    const owned = (seat: Seat) => (['might', 'faith'] as const).reduce((n, b) => n + Object.values(s.boards[b].buildings).filter((x) => x.owner === seat).length, 0);
    const most = Math.max(...winners.map(owned));
    winners = winners.filter((seat) => owned(seat) === most);
  }
  const names = winners.map((seat) => s.players[seat].name).join(' and ');
  return { winners, scores, summary: `${names} ${winners.length > 1 ? 'share the victory' : 'wins'} with ${best} Ecus.` };
}

/** KH-TURN-1 / KH-END-1: the next player, the turn track, or the end of the game. */
function nextPlayer(w: Work): void {
  const s = w.s;
  updatePlayer(w, s.active, () => ({ charged: [0, 0] }));
  s.exchanged = false;
  s.swapped = false;
  const next = (s.active + 1) % s.players.length;
  if (next === s.first) {
    if (s.turn >= GAME_TURNS) {
      s.phase = 'over';
      s.outcome = finalOutcome(s as unknown as KhronosState);
      say(w, `The game is over. ${s.outcome.summary}`, 'KH-END-1');
      return;
    }
    s.turn++;
    say(w, `Game turn ${s.turn} begins.`, 'KH-TURN-1');
  }
  s.active = next;
  s.phase = 'exchange';
  say(w, `${nameOf(w, next)}'s turn.`, 'KH-TURN-2');
}

/** `state` is the state the apply was given (the draft still holds the same): the check's assessment of it serves. */
function build(w: Work, state: KhronosState, seat: Seat, action: Extract<KhronosAction, { type: 'construct' | 'upgrade' }>): void {
  const shape = buildShape(state, seat, action);
  if (!shape) throw new Error('apply called for an illegal build');
  const info = KIND_INFO[action.kind];
  const need: CardNeed = { colour: shape.cost.colour, colourCards: shape.cost.colourCards, anyCards: shape.cost.anyCards, rule: 'KH-CONS-2' };
  const cards = spendCards(w, seat, action.board, need, action);
  w.s.resolution = { cause: seat, junctions: {} };
  const target = shape.target;
  const touched = touchedDomains(w, action.board, action, target ? target.id : null);
  if (info.family === 'civil') recordJunction(w, action.board, touched);
  let owner: Seat | null = null;
  let ownerCube = false;
  if (target) {
    owner = target.owner;
    ownerCube = target.ownerCube;
    // A printed Hamlet is covered by the new tile rather than lifted (KH-UPG-10).
    if (!target.printed) liftTile(w, action.board, target.id, { ownerCube: false, population: true, markersLost: false });
  } else if (info.family !== 'civil') {
    owner = seat;
    ownerCube = takeCube(w, seat);
  }
  const bonus = payOut(w, seat, shape.cost.bonus);
  const made = placeTile(w, newBuilding(w, action.board, action.kind, action.col, action.row, { owner, ownerCube, bonus, bonusTo: bonus ? seat : null }));
  w.s.stock[action.kind]--;
  const where = `${BOARD_NAMES[action.board]} at ${squareName(action.col, action.row)}`;
  if (target) {
    say(w, `${nameOf(w, seat)} upgrades a ${KIND_INFO[target.kind].name} to a ${info.name} on the ${where} for ${counted(cards.length, 'card')}${bonus ? ` and collects ${counted(bonus, 'Ecu')}` : ''}.`, bonus ? 'KH-UPG-8' : 'KH-UPG-2');
  } else {
    say(w, `${nameOf(w, seat)} builds a ${info.name} on the ${where} for ${counted(cards.length, 'card')}${bonus ? ` and collects ${counted(bonus, 'Ecu')}` : ''}.`, bonus ? 'KH-BONUS-2' : 'KH-CONS-2');
  }
  ripple(w, made, target && !target.printed ? target : null);
  settle(w);
}

function demolish(w: Work, seat: Seat, action: Extract<KhronosAction, { type: 'demolish' }>): void {
  const target = w.s.boards[action.board].buildings[action.building];
  const info = KIND_INFO[target.kind];
  const extra = w.s.options.DEMOLISH_SURCHARGE ? terrainSurcharge(w.s as unknown as KhronosState, footprintOf(w.s.map, target)) : { forest: 0, mountain: 0 };
  spendCards(w, seat, action.board, { colour: FAMILY_COLOUR[info.family], colourCards: 1, anyCards: extra.forest + extra.mountain, rule: 'KH-DEMO-2' }, action);
  updatePlayer(w, seat, (p) => ({ ecus: p.ecus - DEMOLISH_PRICE }));
  w.s.resolution = { cause: seat, junctions: {} };
  liftTile(w, action.board, target.id);
  say(w, `${nameOf(w, seat)} demolishes the ${info.name} on the ${BOARD_NAMES[action.board]} at ${squareName(target.col, target.row)}.`, 'KH-DEMO-1');
  settle(w);
}

function populate(w: Work, seat: Seat, action: Extract<KhronosAction, { type: 'populate' }>): void {
  spendCards(w, seat, 'reason', { colour: 'blue', colourCards: action.count, anyCards: 0, rule: 'KH-POP-1' }, action);
  const board = w.s.boards.reason;
  const b = board.buildings[action.building];
  const population = [...b.population];
  population[seat] += action.count;
  board.buildings[b.id] = { ...b, population };
  updatePlayer(w, seat, (p) => ({ cubes: p.cubes - action.count }));
  say(w, `${nameOf(w, seat)} puts ${counted(action.count, 'cube')} into the ${KIND_INFO[b.kind].name} on the Age of Reason.`, 'KH-POP-1');
}

function renovate(w: Work, seat: Seat, action: Extract<KhronosAction, { type: 'renovate' }>): void {
  const board = w.s.boards.reason;
  const b = board.buildings[action.building];
  const info = KIND_INFO[b.kind];
  spendCards(w, seat, 'reason', { colour: FAMILY_COLOUR[info.family], colourCards: action.count, anyCards: 0, rule: 'KH-RENO-2' }, action);
  const paid = b.renovationPaid + action.count;
  if (paid >= (info.ruinCost ?? 0)) {
    for (const m of b.markers) giveCubes(w, m, 1);
    board.buildings[b.id] = { ...b, ruin: false, renovationPaid: paid, markers: [] };
    say(w, `${nameOf(w, seat)} restores the ${info.name} on the Age of Reason.`, 'KH-RENO-4');
  } else {
    takeCube(w, seat);
    board.buildings[b.id] = { ...b, renovationPaid: paid, markers: [...b.markers, seat] };
    say(w, `${nameOf(w, seat)} pays toward restoring the ${info.name} ruin and leaves a marker cube.`, 'KH-RENO-3');
  }
}

/**
 * The boards of a working copy, each copied when the apply first reaches for it (most actions never touch the
 * boards). Getters on the class rather than on each draft: a draft is made for every action.
 */
class DraftBoards {
  readonly copied = new Set<BoardId>();
  private readonly copies: Partial<Record<BoardId, BoardDraft>> = {};
  constructor(private readonly from: KhronosState['boards']) {}
  get might(): BoardDraft {
    return this.take('might');
  }
  get faith(): BoardDraft {
    return this.take('faith');
  }
  get reason(): BoardDraft {
    return this.take('reason');
  }
  /** A board to read without copying it: the working copy where made, the original otherwise. */
  peek(id: BoardId): Readonly<BoardDraft> {
    return this.copies[id] ?? (this.from[id] as BoardDraft);
  }
  private take(id: BoardId): BoardDraft {
    let copy = this.copies[id];
    if (!copy) {
      this.copies[id] = copy = copyBoard(this.from[id]);
      this.copied.add(id);
    }
    return copy;
  }
}

/**
 * A working copy sharing what apply never edits in place: the map, the options and the building records (they are
 * replaced whole); containers are copied one level (domain member lists too, since linking pushes onto them).
 */
function draftOf(state: KhronosState): { s: StateDraft; copied: Set<BoardId>; peek: (id: BoardId) => Readonly<BoardDraft> } {
  const boards = new DraftBoards(state.boards);
  const s = { ...state, players: state.players.slice(), boards: boards as Record<BoardId, BoardDraft>, stock: { ...state.stock }, deck: state.deck.slice(), discard: state.discard.slice(), display: state.display.slice() };
  return { s, copied: boards.copied, peek: (id) => boards.peek(id) };
}

/** Domain member lists are shared with the original: linking makes a new list rather than pushing (domains.ts). */
function copyBoard(b: BoardState): BoardDraft {
  return { id: b.id, buildings: { ...b.buildings }, hidden: { ...b.hidden }, cells: b.cells.slice(), domainOf: { ...b.domainOf }, domains: { ...b.domains } as Record<string, string[]> };
}

function sameRecord<T>(x: Readonly<Record<string, T>>, y: Readonly<Record<string, T>>, eq: (p: T, q: T) => boolean): boolean {
  let n = 0;
  for (const k in y) {
    if (!(k in x) || !eq(x[k], y[k])) return false;
    n++;
  }
  return n === Object.keys(x).length;
}

const identical = <T>(p: T, q: T): boolean => p === q;
const sameList = (p: readonly (string | null)[], q: readonly (string | null)[]): boolean => p === q || (p.length === q.length && p.every((v, i) => v === q[i]));

/** Whether an apply left a board as it was (then the old record is kept, and what is memoised on it stays valid). */
function sameBoard(a: BoardState, b: BoardDraft): boolean {
  return sameList(a.cells, b.cells) && sameRecord(a.buildings, b.buildings, identical) && sameRecord(a.hidden, b.hidden, identical) && sameRecord(a.domainOf, b.domainOf, identical) && sameRecord(a.domains, b.domains, sameList);
}

/** Applies a checked action to a copy of the state (the input is never mutated). */
export function applyKhronos(state: KhronosState, seat: Seat, action: KhronosAction, random: Random): Applied<KhronosState> {
  const { s, copied, peek } = draftOf(state);
  const w: Work = { s, log: [], peek };
  let revealed = false;
  switch (action.type) {
    case 'exchange':
      updatePlayer(w, seat, (p) => ({ ecus: p.ecus - EXCHANGE_PRICE }));
      discardFromHand(w, seat, action.discard);
      say(w, `${nameOf(w, seat)} pays ${EXCHANGE_PRICE} Ecus and exchanges ${cardsInWords(action.discard)}.`, 'KH-XCH-1');
      drawUp(w, seat, random);
      s.exchanged = true;
      revealed = true;
      break;
    case 'holdem': {
      updatePlayer(w, seat, (p) => ({ ecus: p.ecus - s.options.HOLDEM_COST, hand: p.hand.map((c) => (action.give.includes(c) ? action.take[action.give.indexOf(c)] : c)) }));
      s.display = s.display.map((c) => (action.take.includes(c) ? action.give[action.take.indexOf(c)] : c));
      say(w, `${nameOf(w, seat)} swaps ${cardsInWords(action.give)} for ${cardsInWords(action.take)} from the display.`, 'KH-HOLD-2');
      s.swapped = true;
      revealed = true;
      break;
    }
    case 'startActions':
      s.phase = 'actions';
      break;
    case 'travel': {
      const from = playerOf(s as unknown as KhronosState, seat).pawns[action.pawn];
      updatePlayer(w, seat, (p) => {
        const pawns: [BoardId, BoardId] = [p.pawns[0], p.pawns[1]];
        pawns[action.pawn] = action.to;
        return { ecus: p.ecus - TRAVEL_PRICE, pawns };
      });
      say(w, `${nameOf(w, seat)} pays ${TRAVEL_PRICE} Ecu and travels from the ${BOARD_NAMES[from]} to the ${BOARD_NAMES[action.to]}.`, 'KH-TRAV-1');
      break;
    }
    case 'construct':
    case 'upgrade':
      build(w, state, seat, action);
      break;
    case 'demolish':
      demolish(w, seat, action);
      break;
    case 'populate':
      populate(w, seat, action);
      break;
    case 'renovate':
      renovate(w, seat, action);
      break;
    case 'endActions':
      s.phase = 'refill';
      break;
    case 'refill': {
      const discard = s.options.HAND_REFILL_VARIANT === 'discard_all' ? [...s.players[seat].hand] : action.discard;
      if (discard.length) {
        discardFromHand(w, seat, discard);
        say(w, `${nameOf(w, seat)} discards ${cardsInWords(discard)}.`, 'KH-FILL-1');
      }
      drawUp(w, seat, random);
      revealed = true;
      if (EARNING_TURNS.includes(s.turn)) s.phase = 'earnings';
      else nextPlayer(w);
      break;
    }
    case 'collect': {
      const { total, lines } = earningsFor({ ...s, boards: boardsToRead(w) } as unknown as KhronosState, seat);
      const paid = payOut(w, seat, total);
      say(w, `${nameOf(w, seat)} collects ${counted(paid, 'Ecu')} of earnings${lines.length ? ` from ${counted(lines.length, 'domain')}` : ''}.`, 'KH-EARN-1');
      nextPlayer(w);
      break;
    }
    case 'placeDownsized':
      placeDownsized(w, action.col, action.row);
      settle(w);
      break;
    case 'chooseDownsize': {
      const pending = s.pending!;
      s.pending = null;
      downsize(w, pending.board, action.building);
      settle(w);
      break;
    }
  }
  if (random.used) s.rng = random.state;
  const boards = {} as Record<BoardId, BoardDraft>;
  for (const id of Object.keys(state.boards) as BoardId[]) boards[id] = copied.has(id) && !sameBoard(state.boards[id], s.boards[id]) ? s.boards[id] : (state.boards[id] as BoardDraft);
  s.boards = boards;
  return { state: s as unknown as KhronosState, log: w.log, revealed };
}
