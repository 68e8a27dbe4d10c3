import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { botLevelRefusal } from '../host/bot-level';
import { HostService } from '../host/service';
import { hostWindow, until } from './host-window';
import { modules } from '../../machines/registry';
import type { LanSeatInfo } from '../../models/core/lan';
import type { LanHosting, LanStatus } from '../../models/core/service';
import { joinLanGame } from './lan-guest';

// A bot seat's level in the host's LAN lobby: shown to the host and to guests, changed by the host through the
// service (a checked request), saved with the game, and played at once the game goes on (also after a restart).
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

// Bots that never get to move: the test looks at their level, not their play.
const still = { botSchedule: () => () => undefined, lanStaticDir: undefined };

async function lobby(dir: string) {
  const service = new HostService(dir, modules, still);
  cleanups.push(() => service.close());
  const { call } = hostWindow(service, cleanups);
  const players = [
    { name: 'Ada', color: 'orange', kind: 'hotseat' },
    { name: 'Bo', color: 'blue', kind: 'lan' },
    { name: 'Hal', color: 'green', kind: 'bot', level: 'normal' },
  ];
  const { gameId } = await call<{ gameId: string }>('new-game', { module: 'khronos', options: {}, players });
  const unhosted = [...(await service.game(gameId)).bots.seats];
  const hosting = await call<LanHosting>('host-lan', { gameId, address: '127.0.0.1' });
  const seats = async () => (await call<LanStatus>('lan-status', { gameId })).seats;
  return { service, call, gameId, hosting, seats, unhosted };
}

describe('a bot seat’s level in the LAN lobby', () => {
  it('LAN-LEVEL-1: the lobby shows each bot seat’s level; the host changes it, guests hear of it, and the game plays and saves it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-lobby-level-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const { service, call, gameId, hosting, seats } = await lobby(dir);
    expect((await seats()).map((s) => s.level)).toEqual([undefined, undefined, 'normal']);

    // A guest sees the bot seat's level in its welcome, and the change when the host makes it.
    let heard: readonly LanSeatInfo[] = [];
    const bo = await joinLanGame({
      host: '127.0.0.1',
      port: hosting.port,
      code: hosting.code,
      onFrame: (text) => {
        const m = JSON.parse(text) as { t: string; seats?: LanSeatInfo[] };
        if (m.t === 'lan-seats' && m.seats) heard = m.seats;
      },
    });
    cleanups.push(() => bo.close());
    expect(bo.game.seats[2].level).toBe('normal');

    await call('lan-bot-level', { gameId, seat: 2, level: 'hard' });
    expect((await seats())[2].level).toBe('hard');
    await until(() => heard[2]?.level === 'hard', 'the guest to hear the new level');

    const live = await service.game(gameId);
    expect(live.header.players[2].level).toBe('hard');
    expect(live.bots.levelOf(2)).toBe('hard');
    expect(live.bots.seats).toEqual([2]);
    await service.close();

    // The game resumed from its save still has the level chosen in the lobby, and its bot plays at it.
    const again = new HostService(dir, modules, still);
    cleanups.push(() => again.close());
    const resumed = await again.game(gameId);
    expect(resumed.header.players[2].level).toBe('hard');
    expect(resumed.bots.levelOf(2)).toBe('hard');
    expect(resumed.store.toSavedGame().players[2].level).toBe('hard');
  });

  it('LAN-LEVEL-1: a LAN game’s bots wait until it is hosted (so none moves before the lobby), and again once hosting stops', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-lobby-level-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const { service, call, gameId, unhosted } = await lobby(dir);
    const live = await service.game(gameId);
    expect(unhosted).toEqual([]);
    expect(live.bots.seats).toEqual([2]);
    await call('lan-stop', { gameId });
    expect(live.bots.seats).toEqual([]);
  });

  it('LAN-LEVEL-1: a bad level or a seat that is not a bot is refused, naming the field, and nothing changes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-lobby-level-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const { service, call, gameId, seats } = await lobby(dir);
    const before = await seats();
    const refusal = (args: unknown) => call('lan-bot-level', args).then(() => null, (e: { code: string; message: string }) => e);

    const badLevel = await refusal({ gameId, seat: 2, level: 'expert' });
    expect(badLevel).toMatchObject({ code: 'bad-arguments' });
    expect(badLevel?.message).toMatch(/\blevel\b/);
    const human = await refusal({ gameId, seat: 0, level: 'hard' });
    expect(human).toMatchObject({ code: 'not-a-bot-seat' });
    expect(human?.message).toMatch(/^seat: seat 1 \(Ada\)/);
    const lanSeat = await refusal({ gameId, seat: 1, level: 'easy' });
    expect(lanSeat).toMatchObject({ code: 'not-a-bot-seat' });
    expect(await refusal({ gameId, seat: 7, level: 'easy' })).toMatchObject({ code: 'no-such-seat' });
    expect(await refusal({ gameId: 'gnothere', seat: 2, level: 'easy' })).toMatchObject({ code: 'not-hosted' });

    expect(await seats()).toEqual(before);
    const live = await service.game(gameId);
    expect(live.header.players.map((p) => p.level)).toEqual([undefined, undefined, 'normal']);
    expect(live.bots.levelOf(2)).toBe('normal');
  });

  it('LAN-LEVEL-1: once the game has had its first move, a level is fixed', () => {
    const players = [
      { seat: 0, name: 'Ada', color: 'orange', kind: 'hotseat' },
      { seat: 1, name: 'Hal', color: 'green', kind: 'bot', level: 'easy' },
    ] as const;
    expect(botLevelRefusal(players, 0, 1, 'hard')).toBeNull();
    expect(botLevelRefusal(players, 1, 1, 'hard')).toMatchObject({ code: 'game-started' });
    expect(botLevelRefusal(players, 0, 1, 'expert')).toMatchObject({ code: 'bad-level', message: expect.stringMatching(/^level:/) as unknown });
  });
});
