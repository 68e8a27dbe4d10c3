import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HostService } from '../host/service';
import { hostWindow, until } from './host-window';
import { modules } from '../../machines/registry';
import type { LanHosting, LanStatus, OpenedGame } from '../../models/core/service';
import { joinLanGame, type LanGuest } from './lan-guest';

// The host's choice for a LAN seat whose guest is away, through the service calls the host's window makes:
// wait (the game pauses), a bot plays it, or the host's own window plays it; the guest gets the seat back.
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function table() {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-drop-choice-'));
  const service = new HostService(dir, modules, { lanStaticDir: undefined, botDelayMs: 5 });
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  cleanups.push(() => service.close());
  const win = hostWindow(service, cleanups);
  const players = [
    { name: 'Ada', color: 'blue', kind: 'hotseat' },
    { name: 'Bo', color: 'orange', kind: 'lan' },
  ];
  const { gameId } = await win.call<{ gameId: string }>('new-game', { module: 'sandbox', options: {}, players });
  const hosting = await win.call<LanHosting>('host-lan', { gameId, address: '127.0.0.1' });
  const { host } = await service.game(gameId);
  const guests: LanGuest[] = [];
  cleanups.push(() => guests.forEach((g) => g.close()));
  const joinAs = async (hello: { code?: string; token?: string }) => {
    const g = await joinLanGame({ host: '127.0.0.1', port: hosting.port, ...hello });
    guests.push(g);
    return g;
  };
  const byBo = () => host.actionLog.filter((a) => a.seat === 1).length;
  const seat1 = async () => (await win.call<LanStatus>('lan-status', { gameId })).seats.find((s) => s.seat === 1)!;
  return { win, gameId, hosting, host, join: joinAs, byBo, seat1 };
}

describe('the host chooses what happens to a dropped LAN seat', () => {
  it('LAN-DROP-1 LAN-DROP-2: wait pauses the game; a bot plays the seat until its guest is back, then stops', async () => {
    const { win, gameId, hosting, host, join, byBo, seat1 } = await table();
    const bo = await join({ code: hosting.code });
    await until(() => !host.paused, 'the start');
    bo.ws.terminate();
    await until(() => host.paused, 'the pause for the dropped guest');
    expect(await seat1()).toMatchObject({ state: 'dropped', choice: 'pause' });
    expect(byBo()).toBe(0);

    await win.call('lan-drop-choice', { gameId, seat: 1, choice: 'bot' });
    expect(host.paused).toBe(false);
    expect((await seat1()).choice).toBe('bot');
    await until(() => byBo() >= 5, "the bot's moves for the dropped seat");

    // The guest reconnects with its token: the bot stops and the seat is the guest's again.
    const back = await join({ token: bo.token! });
    expect(back.seat).toBe(1);
    await host.idle;
    const atReturn = byBo();
    await new Promise((r) => setTimeout(r, 100));
    await host.idle;
    expect(byBo()).toBe(atReturn);
    expect((await back.act({ type: 'table/count', counter: 'coins-1', delta: 1 })).ok).toBe(true);
    expect(byBo()).toBe(atReturn + 1);

    // The choice stays with the seat: the next drop is played by the bot at once, without a pause.
    back.ws.terminate();
    await until(() => byBo() > atReturn + 3, 'the bot to take the seat again');
    expect(host.paused).toBe(false);

    // Back to "wait": the bot stops and the game pauses.
    await win.call('lan-drop-choice', { gameId, seat: 1, choice: 'pause' });
    expect(host.paused).toBe(true);
    await host.idle;
    const stopped = byBo();
    await new Promise((r) => setTimeout(r, 100));
    expect(byBo()).toBe(stopped);
  });

  it('LAN-DROP-2: "play it myself" gives the seat to the host\'s window until the guest is back', async () => {
    const { win, gameId, hosting, host, join, byBo } = await table();
    const bo = await join({ code: hosting.code });
    await until(() => !host.paused, 'the start');
    expect((await win.call<OpenedGame>('open-game', { gameId })).seats).toEqual([0]);
    expect(await win.act(1, host.currentVersion, { type: 'table/count', counter: 'coins-1', delta: 1 })).toMatchObject({ t: 'refused', code: 'not-your-seat' });

    bo.ws.terminate();
    await until(() => host.paused, 'the pause');
    await win.call('lan-drop-choice', { gameId, seat: 1, choice: 'host' });
    expect(host.paused).toBe(false);
    // Opened again, the host's window holds the guest's seat beside its own and plays it.
    expect((await win.call<OpenedGame>('open-game', { gameId })).seats).toEqual([0, 1]);
    await host.idle;
    expect(await win.act(1, host.currentVersion, { type: 'table/count', counter: 'coins-1', delta: 2 })).toMatchObject({ t: 'accepted' });
    expect(byBo()).toBe(1);

    // The guest is back: the window may no longer act for that seat, and the guest finds the host's move.
    const back = await join({ token: bo.token! });
    await host.idle;
    expect(await win.act(1, host.currentVersion, { type: 'table/count', counter: 'coins-1', delta: 1 })).toMatchObject({ t: 'refused', code: 'not-your-seat' });
    await until(() => back.client.mirrors.get(1)?.version === host.currentVersion, 'the guest to catch up');
    expect(back.client.view(1)).toEqual(host.viewFor(1));
    expect((await win.call<OpenedGame>('open-game', { gameId })).seats).toEqual([0]);
  });

  it('LAN-DROP-2: the choice is refused for a seat that is not a LAN seat, and for a game not hosted', async () => {
    const { win, gameId } = await table();
    await expect(win.call('lan-drop-choice', { gameId, seat: 0, choice: 'bot' })).rejects.toMatchObject({ code: 'not-a-lan-seat' });
    await expect(win.call('lan-drop-choice', { gameId: 'gnothere', seat: 1, choice: 'bot' })).rejects.toMatchObject({ code: 'not-hosted' });
    await expect(win.call('lan-drop-choice', { gameId, seat: 1, choice: 'robot' })).rejects.toMatchObject({ code: 'bad-arguments' });
  });
});
