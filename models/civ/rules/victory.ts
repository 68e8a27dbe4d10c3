import type { Seat } from '../contract';
import { COMPONENTS } from '../data/components';
import { CULTURE_TRACK_LENGTH } from '../data/culture';
import type { Ctx } from '../draft';
import { coins, knows } from '../player';
import type { CivState } from '../state';
import { whileReading } from '../memo';

export type VictoryKind = 'culture' | 'tech' | 'economic' | 'military';

/** CIV-VICTORY: culture track end, Space Flight, 15 coins (investments never count), or a conquered capital. */
export function victoryOf(state: CivState, seat: Seat): VictoryKind | null {
  const p = state.players[seat];
  if (p.cultureTrack >= CULTURE_TRACK_LENGTH) return 'culture';
  if (knows(p, 'Space Flight')) return 'tech';
  if (coins(state, seat) >= COMPONENTS.economicVictoryCoins) return 'economic';
  return null;
}

/** Checked after every action; simultaneous winners resolve by current player order ([DEFAULT]). */
export function winnerAfter(state: CivState): { seat: Seat; how: VictoryKind } | null {
  if (state.winner) return null;
  return whileReading(state, () => {
    for (const seat of state.order) {
      const how = victoryOf(state, seat);
      if (how) return { seat, how };
    }
    return null;
  });
}

export function declareWinner(ctx: Ctx, seat: Seat, how: VictoryKind): void {
  ctx.d.winner = { seat, how };
  ctx.d.phase = 'ended';
  // Cards waiting in a choice go back to their owners' hands, so that none is lost with the game.
  for (const x of ctx.d.pending) if (x.kind === 'event-choice') ctx.d.players[x.seat].cultureHand.push(...x.cards);
  ctx.d.pending = [];
  ctx.log.push({ text: `${ctx.d.players[seat].name} wins a ${how} victory!`, rule: 'CIV-VICTORY' });
}
