import { counted } from '../../core/words';
import { OK, refuse, type Check } from '../../core/check';
import type { Seat } from '../contract';
import { DEMOLISH_PRICE, EXCHANGE_PRICE, FAMILY_COLOUR, HAND_SIZE, KIND_INFO, TRAVEL_PRICE, cardColour, type BoardId } from '../data';
import { footprintOf } from '../geometry';
import type { Building, KhronosState } from '../state';
import { checkPayment, type Payment } from './cards';
import { inPhase, pawnCount, playerOf, terrainSurcharge } from './common';

const distinctIn = (cards: readonly string[], pool: readonly string[]) => new Set(cards).size === cards.length && cards.every((c) => pool.includes(c));

/** KH-XCH-1 / KH-XCH-2: pay 2 Ecus once, at the start of the turn, to swap 1 to 4 cards for new ones. */
export function checkExchange(state: KhronosState, seat: Seat, discard: readonly string[]): Check {
  const phase = inPhase(state, seat, 'exchange', 'exchange cards');
  if (!phase.ok) return phase;
  if (state.exchanged) return refuse('already-exchanged', 'KH-XCH-1', 'You may exchange cards only once per turn.');
  if (state.swapped) return refuse('after-holdem', 'KH-HOLD-3', "The paid exchange comes before the Hold'em swap.");
  const p = playerOf(state, seat);
  if (p.ecus < EXCHANGE_PRICE) return refuse('ecus', 'KH-XCH-2', `Exchanging costs ${EXCHANGE_PRICE} Ecus; you have ${p.ecus}.`);
  if (discard.length < 1 || discard.length > HAND_SIZE || !distinctIn(discard, p.hand)) {
    return refuse('bad-discard', 'KH-XCH-1', 'Discard between one and four different cards from your hand.');
  }
  return OK;
}

/** KH-HOLD-1..3: swap hand cards one for one with the face-up display, once per turn, when the option is on. */
export function checkHoldem(state: KhronosState, seat: Seat, give: readonly string[], take: readonly string[]): Check {
  if (!state.options.HOLDEM) return refuse('no-holdem', 'KH-HOLD-1', "The Hold'em option is not in play.");
  const phase = inPhase(state, seat, 'exchange', "swap with the Hold'em display");
  if (!phase.ok) return phase;
  if (state.swapped) return refuse('already-swapped', 'KH-HOLD-3', "The Hold'em swap happens once per turn.");
  const p = playerOf(state, seat);
  if (give.length !== take.length || give.length === 0) return refuse('uneven-swap', 'KH-HOLD-2', 'Give as many cards as you take.');
  if (!distinctIn(give, p.hand)) return refuse('bad-give', 'KH-HOLD-2', 'Give different cards from your own hand.');
  if (!distinctIn(take, state.display)) return refuse('bad-take', 'KH-HOLD-2', 'Take different cards from the face-up display.');
  if (state.options.HOLDEM_SAME_COLOUR && give.some((c, i) => cardColour(c) !== cardColour(take[i]))) {
    return refuse('colour-swap', 'KH-HOLD-2', 'Each swap gives and takes a card of the same colour (table option).');
  }
  if (p.ecus < state.options.HOLDEM_COST) return refuse('ecus', 'KH-HOLD-3', `The swap costs ${state.options.HOLDEM_COST} Ecus.`);
  return OK;
}

/** KH-TRAV-1 / KH-TRAV-2: 1 Ecu moves one pawn to either other board, any number of times in phase II. */
export function checkTravel(state: KhronosState, seat: Seat, pawn: number, to: BoardId): Check {
  const phase = inPhase(state, seat, 'actions', 'travel');
  if (!phase.ok) return phase;
  const p = playerOf(state, seat);
  if (pawn !== 0 && pawn !== 1) return refuse('bad-pawn', 'KH-COMP-6', 'Each player has two pawns, 0 and 1.');
  if (p.pawns[pawn] === to) return refuse('same-board', 'KH-TRAV-1', 'The pawn is already on that board.');
  if (p.ecus < TRAVEL_PRICE) return refuse('ecus', 'KH-TRAV-1', 'Travelling in time costs 1 Ecu.');
  return OK;
}

function onBoard(state: KhronosState, board: BoardId, id: string): Building | null {
  return state.boards[board].buildings[id] ?? null;
}

/** KH-DEMO-1..5: 1 Ecu plus one card of its colour destroys a size-1 tile on Might or Faith. */
export function checkDemolish(state: KhronosState, seat: Seat, board: BoardId, id: string, payment: Payment = {}): Check {
  const phase = inPhase(state, seat, 'actions', 'demolish');
  if (!phase.ok) return phase;
  if (board === 'reason') return refuse('reason-board', 'KH-CARD-4', 'Nothing may be demolished on the Age of Reason board.');
  const target = onBoard(state, board, id);
  if (!target) return refuse('no-building', 'KH-DEMO-1', 'There is no such building on that board.');
  if (target.printed) return refuse('printed-hamlet', 'KH-DEMO-3', 'Printed Hamlets can never be demolished.');
  const info = KIND_INFO[target.kind];
  if (info.size !== 1) return refuse('too-big', 'KH-DEMO-3', `Only size-1 buildings can be demolished, not a ${info.name}.`);
  const p = playerOf(state, seat);
  if (pawnCount(p, board) === 0) return refuse('no-pawn', 'KH-DEMO-1', 'You need a pawn on this board to demolish here.');
  if (p.ecus < DEMOLISH_PRICE) return refuse('ecus', 'KH-DEMO-2', 'Demolishing costs 1 Ecu as well as a card.');
  const extra = state.options.DEMOLISH_SURCHARGE ? terrainSurcharge(state, footprintOf(state.map, target)) : { forest: 0, mountain: 0 };
  return checkPayment(state, seat, board, { colour: FAMILY_COLOUR[info.family], colourCards: 1, anyCards: extra.forest + extra.mountain, rule: 'KH-DEMO-2' }, payment);
}

/** KH-BLD-6 / KH-POP-2: how many cubes a civil building holds. */
export function civilCapacity(state: KhronosState, b: Building): number {
  return state.options.CIVIL_CAPACITY === 'unlimited' ? Infinity : KIND_INFO[b.kind].value;
}

/** KH-POP-1..4: blue cards put the player's cubes into civil buildings on Reason, one per card. */
export function checkPopulate(state: KhronosState, seat: Seat, id: string, count: number, payment: Payment = {}): Check {
  const phase = inPhase(state, seat, 'actions', 'populate');
  if (!phase.ok) return phase;
  const p = playerOf(state, seat);
  if (pawnCount(p, 'reason') === 0) return refuse('no-pawn', 'KH-POP-1', 'You need a pawn on the Age of Reason board to populate.');
  const target = onBoard(state, 'reason', id);
  if (!target || KIND_INFO[target.kind].family !== 'civil') return refuse('not-civil', 'KH-POP-1', 'Only civil buildings on the Age of Reason board can be populated.');
  if (target.printed && !state.options.POPULATE_PRINTED_HAMLETS) return refuse('printed-hamlet', 'KH-POP-2', 'Printed Hamlets cannot be populated (table option).');
  if (!Number.isInteger(count) || count < 1) return refuse('bad-count', 'KH-POP-1', 'Place at least one cube.');
  const inside = target.population.reduce((a, n) => a + n, 0);
  if (inside + count > civilCapacity(state, target)) return refuse('full', 'KH-POP-2', `This building holds ${civilCapacity(state, target)} cubes and has ${inside}.`);
  if (p.cubes < count) return refuse('no-cube', 'KH-POP-4', 'You have no free Control cube for that.');
  return checkPayment(state, seat, 'reason', { colour: 'blue', colourCards: count, anyCards: 0, rule: 'KH-POP-1' }, payment);
}

/** KH-RENO-1..3: orange or fuchsia cards restore a ruin on Reason, one card at a time if need be. */
export function checkRenovate(state: KhronosState, seat: Seat, id: string, count: number, payment: Payment = {}): Check {
  const phase = inPhase(state, seat, 'actions', 'renovate');
  if (!phase.ok) return phase;
  const p = playerOf(state, seat);
  if (pawnCount(p, 'reason') === 0) return refuse('no-pawn', 'KH-RENO-1', 'You need a pawn on the Age of Reason board to renovate.');
  const target = onBoard(state, 'reason', id);
  if (!target || !target.ruin) return refuse('not-ruin', 'KH-RENO-1', 'Only ruins on the Age of Reason board can be renovated.');
  const info = KIND_INFO[target.kind];
  const left = (info.ruinCost ?? 0) - target.renovationPaid;
  if (!Number.isInteger(count) || count < 1 || count > left) return refuse('bad-count', 'KH-RENO-3', `This ruin needs ${counted(left, 'more card', 'more cards')}.`);
  if (count < left && p.cubes <= 0) return refuse('no-cube', 'KH-RENO-3', 'A part payment leaves one of your cubes on the ruin as a marker; you have none.');
  return checkPayment(state, seat, 'reason', { colour: FAMILY_COLOUR[info.family], colourCards: count, anyCards: 0, rule: info.size === 2 ? 'KH-RENO-2' : 'KH-RENO-3' }, payment);
}

/** KH-FILL-1: at the end of the turn, discard any cards, then draw to 4. */
export function checkRefill(state: KhronosState, seat: Seat, discard: readonly string[]): Check {
  const phase = inPhase(state, seat, 'refill', 'refill your hand');
  if (!phase.ok) return phase;
  if (!distinctIn(discard, playerOf(state, seat).hand)) return refuse('bad-discard', 'KH-FILL-1', 'Discard only different cards from your hand.');
  return OK;
}

/** A choice handed to one seat in a resolution (KH-TURN-3, KH-DOWN-2, KH-JUNC-3, KH-DIV-2). */
export function checkDecision(state: KhronosState, seat: Seat, action: { type: 'placeDownsized'; col: number; row: number } | { type: 'chooseDownsize'; building: string }): Check {
  if (state.phase !== 'decision' || !state.pending) return refuse('wrong-phase', 'KH-TURN-3', 'No decision is waiting.');
  const pending = state.pending;
  if (pending.seat !== seat) return refuse('not-your-decision', 'KH-TURN-3', 'Another player must decide this.');
  if (action.type === 'placeDownsized') {
    if (pending.kind !== 'placeDownsized') return refuse('wrong-decision', 'KH-TURN-3', 'The choice waiting is which building is downsized.');
    if (!pending.anchors.some(([c, r]) => c === action.col && r === action.row)) {
      return refuse('outside-footprint', 'KH-DOWN-2', 'The smaller tile must stay inside the old footprint.');
    }
    return OK;
  }
  if (pending.kind !== 'chooseDownsize') return refuse('wrong-decision', 'KH-TURN-3', 'The choice waiting is where the smaller tile goes.');
  if (!pending.candidates.includes(action.building)) return refuse('not-a-candidate', pending.rule, 'Choose one of the tied buildings.');
  return OK;
}
