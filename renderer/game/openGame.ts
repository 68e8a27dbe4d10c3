import type { OpenedGame } from '../../models/core/service';
import type { ServiceClient } from '../net/service-client';

/** Opens a game in this window: forgets the last game's mirrors first, so no seat of it lingers. */
export async function openGame(service: ServiceClient, gameId: string): Promise<OpenedGame> {
  service.game.reset();
  return (await service.call('open-game', { gameId })) as OpenedGame;
}
