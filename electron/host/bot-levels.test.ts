import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { modules } from '../../machines/registry';
import { serviceCalls } from '../../models/core/service';
import { HostService } from './service';

describe('a bot seat keeps its level', () => {
  it('the new-game call takes a level per bot seat, saves it with the game, and a resumed game still has it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-levels-'));
    const args = {
      module: 'khronos',
      options: {},
      players: [
        { name: 'Ada', color: 'orange', kind: 'hotseat' },
        { name: 'Hal', color: 'blue', kind: 'bot', level: 'hard' },
      ],
      botDelayMs: 10_000,
    } as const;
    expect(serviceCalls['new-game'].safeParse(args).success).toBe(true);
    expect(serviceCalls['new-game'].safeParse({ ...args, players: [args.players[0], { ...args.players[1], level: 'expert' }] }).success).toBe(false);
    const first = new HostService(dir, modules, { botSchedule: () => () => undefined });
    const gameId = await first.newGame({ ...args, players: [...args.players] });
    const live = await first.game(gameId);
    expect(live.header.players.map((p) => p.level)).toEqual([undefined, 'hard']);
    live.bots.stop();
    const again = await new HostService(dir, modules, { botSchedule: () => () => undefined }).game(gameId);
    expect(again.header.players[1].level).toBe('hard');
    expect(again.bots.seats).toEqual([1]);
    again.bots.stop();
  });
});
