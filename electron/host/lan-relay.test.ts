import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { modules } from '../../machines/registry';
import type { JoinedLanGame, LanHosting, LanStatus, ServiceOut, ServiceReply } from '../../models/core/service';
import { HostService } from './service';

// Two HostServices in one process stand for two machines: one hosts over loopback, the other joins through its
// window connection, which relays the game frames (the window's CSP forbids sockets to other machines).
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

function windowOf(service: HostService) {
  const inbox: ServiceOut[] = [];
  const conn = service.connect({ send: (m) => inbox.push(structuredClone(m)) });
  cleanups.push(() => conn.close());
  let n = 0;
  const until = async <T>(pick: () => T | undefined, ms = 5000): Promise<T> => {
    const end = Date.now() + ms;
    for (;;) {
      const v = pick();
      if (v !== undefined) return v;
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  const call = async (name: string, args: unknown) => {
    const id = `c${++n}`;
    await conn.receive({ k: 'call', id, call: name, args });
    return until(() => inbox.find((m): m is ServiceReply => m.k === 'reply' && m.id === id));
  };
  const games = () => inbox.filter((m): m is { k: 'game'; m: Record<string, unknown> } => m.k === 'game').map((m) => m.m);
  return { inbox, call, until, games, game: (m: unknown) => conn.receive({ k: 'game', m }) };
}

function service() {
  const s = new HostService(mkdtempSync(join(tmpdir(), 'tessera-lan-relay-')), modules, { lanStaticDir: undefined });
  cleanups.push(() => s.close());
  return s;
}

const players = [
  { name: 'Ada', color: 'blue', kind: 'hotseat' },
  { name: 'Bo', color: 'orange', kind: 'lan' },
];

async function hostedGame() {
  const host = windowOf(service());
  const made = await host.call('new-game', { module: 'sandbox', options: {}, players });
  const gameId = (made as { result: { gameId: string } }).result.gameId;
  const hosted = (await host.call('host-lan', { gameId, address: '127.0.0.1' })) as ServiceReply;
  expect(hosted.ok).toBe(true);
  return { host, gameId, hosting: (hosted as { result: LanHosting }).result };
}

describe('LAN play through the service', () => {
  it('LAN-JOIN-1 LAN-PLAY-1: a joined window plays its seat through the relay and both see each other', async () => {
    const { host, gameId, hosting } = await hostedGame();
    expect(hosting.code).toMatch(/^[A-Z0-9]{6}$/);
    expect(hosting.joinUrl).toBe(`http://127.0.0.1:${hosting.port}/?join=${hosting.code}`);
    await host.call('open-game', { gameId });

    const guest = windowOf(service());
    const wrong = (await guest.call('join-lan', { target: `127.0.0.1:${hosting.port}`, code: 'AAAAAA' })) as ServiceReply;
    expect(wrong).toMatchObject({ ok: false, code: 'wrong-code' });

    const joined = (await guest.call('join-lan', { target: hosting.joinUrl })) as { ok: true; result: JoinedLanGame };
    expect(joined.ok).toBe(true);
    expect(joined.result).toMatchObject({ gameId, module: 'sandbox', seats: [1], role: 'player' });
    await guest.until(() => guest.games().find((m) => m.t === 'sync'));

    const status = (await host.call('lan-status', { gameId })) as { result: LanStatus };
    expect(status.result.seats.find((s) => s.seat === 1)?.state).toBe('connected');

    // The guest acts for its seat through the window channel; the host's window hears of it.
    await guest.game({ t: 'act', id: 'g1', seat: 1, base: 0, action: { type: 'table/count', counter: 'coins-1', delta: 1 } });
    await guest.until(() => guest.games().find((m) => m.t === 'accepted'));
    await host.until(() => host.games().find((m) => m.t === 'patch' || (m.t === 'news' && JSON.stringify(m).includes('coins'))));
    // A seat the guest does not hold is refused by the host's engine.
    await guest.game({ t: 'act', id: 'g2', seat: 0, base: 1, action: { type: 'table/count', counter: 'coins-0', delta: 1 } });
    const refused = await guest.until(() => guest.games().find((m) => m.t === 'refused' && m.id === 'g2'));
    expect(refused).toBeTruthy();
  });

  it('LAN-KICK-1: a kicked guest is told so and its seat opens again', async () => {
    const { host, gameId, hosting } = await hostedGame();
    const guest = windowOf(service());
    await guest.call('join-lan', { target: `127.0.0.1:${hosting.port}`, code: hosting.code.toLowerCase() });
    await host.call('lan-kick', { gameId, seat: 1 });
    let status: LanStatus | undefined;
    for (let i = 0; i < 100 && !status?.ended; i++) {
      await new Promise((r) => setTimeout(r, 20));
      status = ((await guest.call('lan-status', {})) as { result: LanStatus }).result;
    }
    expect(status).toMatchObject({ role: 'guest', connected: false });
    expect(status?.ended).toMatch(/removed/);
    const seats = (await host.call('lan-status', { gameId })) as { result: LanStatus };
    expect(seats.result.seats.find((s) => s.seat === 1)?.state).toBe('open');
  });

  it('LAN-ADDR-1: a public address is a question, not a silent listen', async () => {
    const host = windowOf(service());
    const made = (await host.call('new-game', { module: 'sandbox', options: {}, players })) as { result: { gameId: string } };
    const reply = await host.call('host-lan', { gameId: made.result.gameId, address: '8.8.8.8' });
    expect(reply).toMatchObject({ ok: false, code: 'public-address' });
  });
});
