import type { ActionInput, PlayerSetup, Seat } from '../../models/core/module';
import { PLAYER_COLORS } from '../../models/core/module';
import { Random, seedRng } from '../../models/core/rng';
import { GameHost, type HostConfig } from './host';
import type { GameModule } from './module';

/** Players named and coloured in seat order, for tests, benchmarks and quick games. */
export function seatPlayers(names: readonly string[]): PlayerSetup[] {
  return names.map((name, seat) => ({ seat, name, color: PLAYER_COLORS[seat % PLAYER_COLORS.length] }));
}

/**
 * Plays random legal actions (the module's `legalActions`) through a host until the game ends or `maxActions`.
 * Used by determinism tests, drills and benchmarks. The list is asked of the host, as a bot asks it (machines/bots/
 * play.ts): the action picked from it is then one the rules made, which the host takes without parsing it again.
 */
export function playRandomLegal(host: GameHost, seed: string, maxActions: number, onAction?: (host: GameHost) => void): number {
  const random = new Random(seedRng(seed));
  let played = 0;
  while (played < maxActions && !host.outcome) {
    const seats = host.activeSeats();
    if (seats.length === 0) break;
    const order = random.shuffle(seats);
    let seat = order[0];
    let legal = legalOf(host, seat);
    for (let i = 1; i < order.length && legal.length === 0; i++) {
      seat = order[i];
      legal = legalOf(host, seat);
    }
    if (legal.length === 0) break;
    const refusal = host.submit(seat, random.pick(legal));
    if (refusal) throw new Error(`legalActions offered an action the rules refused: ${refusal.code} ${refusal.message}`);
    played++;
    onAction?.(host);
  }
  return played;
}

function legalOf(host: GameHost, seat: Seat): readonly ActionInput[] {
  const answered = host.answer(seat, { type: 'legal-actions' });
  return 'answer' in answered ? (answered.answer as readonly ActionInput[]) : [];
}

export function newHost(module: GameModule, names: readonly string[], seed: string, options: unknown = {}, persist?: HostConfig['persist']): GameHost {
  return new GameHost({ module, players: seatPlayers(names), options, seed, persist });
}
