import { counted } from '../../core/words';
import type { LogLine, Seat } from '../seat';
import { cardLabel } from '../cards';
import { civ } from '../data/civilizations';
import { playingSeats } from '../phases';
import { cityCount } from '../population';
import { player, withPlayer, withRecords, type EmpiresState } from '../state';

/** ME-TCARD-6, ME-SEQ-3: fewest cities on the board first, ties by A.S.T.-ranking. */
export function drawOrder(state: EmpiresState): Seat[] {
  return playingSeats(state).sort((a, b) => cityCount(state, a) - cityCount(state, b) || civ(state.players[a].civ).rank - civ(state.players[b].civ).rank);
}

/** ME-TCARD-6/7: the top card of a stack, or a water card when the stack is empty (never a card of another stack). */
export function takeTopCard(state: EmpiresState, seat: Seat, stack: number): { state: EmpiresState; card: string } {
  const [top, ...rest] = state.stacks[stack] ?? [];
  let s = state;
  let card = top;
  if (top === undefined) {
    const n = (state.waterIssued ?? 0) + 1;
    card = `card-water-${stack}-${n}`;
    s = withRecords(s, { waterIssued: n });
  } else s = withRecords(s, { stacks: { ...s.stacks, [stack]: rest } });
  return { state: withPlayer(s, seat, { hand: [...player(s, seat).hand, card] }), card };
}

/**
 * ME-TCARD-6 (6a): every seat in draw order takes one card from each stack 1..n, n its cities (at most 9). The
 * table hears how many cards each drew (hand sizes are public, ME-SEQ-4); only the drawer hears which.
 */
export function drawAll(state: EmpiresState): { state: EmpiresState; log: LogLine[] } {
  let s = state;
  const log: LogLine[] = [];
  for (const seat of drawOrder(state)) {
    const n = Math.min(cityCount(s, seat), 9);
    const name = s.players[seat].name;
    if (n === 0) {
      log.push({ text: `${name} has no cities and draws no trade cards.`, rule: 'ME-TCARD-6' });
      continue;
    }
    const drawn: string[] = [];
    for (let k = 1; k <= n; k++) {
      const r = takeTopCard(s, seat, k);
      s = r.state;
      drawn.push(r.card);
    }
    log.push({ text: `${name} draws ${counted(n, 'trade card')} (${n === 1 ? 'stack 1' : `stacks 1 to ${n}`}).`, rule: 'ME-TCARD-6' });
    log.push({ text: `You drew ${drawn.map(cardLabel).join(', ')}.`, to: [seat], rule: 'ME-TCARD-6' });
  }
  return { state: s, log };
}
