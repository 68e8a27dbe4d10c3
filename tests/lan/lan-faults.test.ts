import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as join_ } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { HostService } from '../../electron/host/service';
import { checkHostAddress, isPrivateAddress, lanAddresses } from '../../electron/lan/addresses';
import { LAN_FILE } from '../../electron/lan/lan-file';
import { joinLanGame, type LanGuest } from '../../electron/lan/lan-guest';
import { modules } from '../../machines/registry';
import { JOIN_CODE_ALPHABET, LAN_CLOSE, parseJoinTarget, type DropChoice } from '../../models/core/lan';
import { PROTOCOL_VERSION } from '../../models/core/protocol';
import { hotseat, lanOptions, newLanGame, startLanHost, until } from './harness';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function table(extra: Parameters<typeof lanOptions>[2] = {}, seats = 3, lanCount = 2) {
  const env = await newLanGame(seats, lanCount);
  const lan = await startLanHost(lanOptions(env.service, env.gameId, extra));
  const guests: LanGuest[] = [];
  cleanups.push(async () => {
    for (const g of guests) g.close();
    await lan.close();
    await env.service.close();
    env.cleanup();
  });
  const join = async (options: Parameters<typeof joinLanGame>[0] extends infer O ? Partial<O> : never) => {
    const g = await joinLanGame({ url: lan.wsUrl, ...options });
    guests.push(g);
    return g;
  };
  const dir = (await env.service.game(env.gameId)).store.dir;
  return { env, lan, join, lanFile: () => readFileSync(join_(dir, LAN_FILE), 'utf8') };
}

const versionOf = (g: LanGuest) => g.client.mirrors.get(g.seat)?.version ?? -1;

describe('joining', () => {
  it('LAN-JOIN-1: the code claims the first free LAN seat and gives a reconnect token; the game waits for every LAN seat', async () => {
    const { lan, join, lanFile } = await table();
    expect(lan.code).toMatch(new RegExp(`^[${JOIN_CODE_ALPHABET}]{6}$`));
    expect(lan.joinUrl).toBe(`${lan.url}?join=${lan.code}`);
    expect(lan.game.paused).toBe(true);
    const a = await join({ code: lan.code });
    expect(a.seat).toBe(0);
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(lan.game.paused).toBe(true);
    const b = await join({ code: ` ${lan.code.slice(0, 3).toLowerCase()}-${lan.code.slice(3)} ` });
    expect(b.seat).toBe(1);
    expect(b.token).not.toBe(a.token);
    await until(() => !lan.game.paused, 'the game to start');
    // The record on disk keeps the code and only hashes of the tokens.
    const file = lanFile();
    expect(file).toContain(lan.code);
    expect(file).not.toContain(a.token!);
    expect(file).not.toContain(b.token!);
  });

  it('LAN-JOIN-3: wrong codes are rate-limited per address: five free tries, then a growing delay with a clear error', async () => {
    let clock = 1_000_000; // the limiter's own clock, moved by hand: no sleeping, no flakiness under load
    const { lan, join } = await table({ rateLimit: { freeTries: 5, baseDelayMs: 1000, maxDelayMs: 5000, now: () => clock } });
    for (let i = 0; i < 4; i++) await expect(join({ code: 'XXXXXX' })).rejects.toMatchObject({ code: 'wrong-code', retryAfterMs: undefined });
    // The fifth wrong try starts the delay; during it even the right code is turned away.
    await expect(join({ code: 'XXXXXX' })).rejects.toMatchObject({ code: 'wrong-code', retryAfterMs: 1000 });
    clock += 400;
    const locked = join({ code: lan.code });
    await expect(locked).rejects.toMatchObject({ code: 'too-many-tries', retryAfterMs: 600 });
    await expect(locked).rejects.toThrow(/wait 1 s before trying again/);
    clock += 600;
    await expect(join({ code: 'XXXXXX' })).rejects.toMatchObject({ code: 'wrong-code', retryAfterMs: 2000 });
    clock += 1999;
    await expect(join({ code: lan.code })).rejects.toMatchObject({ code: 'too-many-tries' });
    clock += 1;
    await expect(join({ code: 'XXXXXX' })).rejects.toMatchObject({ code: 'wrong-code', retryAfterMs: 4000 });
    clock += 4000;
    await expect(join({ code: 'XXXXXX' })).rejects.toMatchObject({ code: 'wrong-code', retryAfterMs: 5000 }); // capped
    clock += 5000;
    const ok = await join({ code: lan.code });
    expect(ok.seat).toBe(0);
    // A right answer clears the record: the next wrong try is free again.
    await expect(join({ code: 'XXXXXX' })).rejects.toMatchObject({ code: 'wrong-code', retryAfterMs: undefined });
  });

  it('LAN-JOIN-4: an incompatible protocol version is told plainly, both ways', async () => {
    const { join } = await table();
    const older = join({ code: 'ANYONE', protocol: PROTOCOL_VERSION - 1 });
    await expect(older).rejects.toMatchObject({ code: 'protocol-mismatch' });
    await expect(older).rejects.toThrow(`This game's host speaks Tessera protocol ${PROTOCOL_VERSION}, your app speaks ${PROTOCOL_VERSION - 1}. Update Tessera on the guest machine.`);
    await expect(join({ code: 'ANYONE', protocol: PROTOCOL_VERSION + 1 })).rejects.toThrow(/Update Tessera on the host's machine/);
  });

  it('LAN-JOIN-5: a socket must say hello first, in time, in the hello shape; other origins are turned away', async () => {
    const { lan } = await table({ helloTimeoutMs: 300 });
    const hash = lan.game.hash();
    const raw = (headers: Record<string, string> = {}) => new WebSocket(lan.wsUrl, { headers });
    const firstFrame = (ws: WebSocket, send?: string) =>
      new Promise<{ frame: string | null; code: number }>((resolve) => {
        let frame: string | null = null;
        ws.on('open', () => send && ws.send(send));
        ws.on('message', (d) => (frame ??= d.toString()));
        ws.on('close', (code) => resolve({ frame, code }));
        ws.on('error', () => undefined);
      });
    const bad = await firstFrame(raw(), JSON.stringify({ t: 'act', id: 'a', seat: 0, base: 0, action: { type: 'end-game' } }));
    expect(JSON.parse(bad.frame!)).toMatchObject({ t: 'lan-error', code: 'bad-hello' });
    expect(bad.code).toBe(LAN_CLOSE.refused);
    const silent = await firstFrame(raw());
    expect(JSON.parse(silent.frame!)).toMatchObject({ t: 'lan-error', code: 'hello-timeout' });
    const big = await firstFrame(raw(), JSON.stringify({ t: 'hello', protocol: PROTOCOL_VERSION, code: lan.code, pad: 'x'.repeat(4000) }));
    expect(JSON.parse(big.frame!)).toMatchObject({ code: 'bad-hello' });
    const foreign = await firstFrame(raw({ origin: 'http://evil.example' }));
    expect(foreign.frame).toBeNull();
    expect(lan.game.hash()).toBe(hash);
    expect(lan.info().free).toBe(2);
  });

  it('LAN-HOST-1: one game is hosted once at a time', async () => {
    const { env } = await table();
    await expect(startLanHost(lanOptions(env.service, env.gameId))).rejects.toThrow(/already hosted/);
  });

  it('LAN-SPEC-1: the public description at /lan/info names the seats and never the code', async () => {
    const { lan, join } = await table();
    await join({ code: lan.code, seat: 1 });
    const res = await fetch(`${lan.url}lan/info`);
    const text = await res.text();
    expect(text).not.toContain(lan.code);
    const info = JSON.parse(text);
    expect(info).toMatchObject({ protocol: PROTOCOL_VERSION, module: 'sandbox', free: 1, spectators: 0 });
    expect(info.seats.map((s: { state: string }) => s.state)).toEqual(['open', 'connected', 'local']);
  });

  it('LAN-WEB-1: the renderer is served on the same port, so a browser opens the join link and its page connects there', async () => {
    const web = mkdtempSync(join_(tmpdir(), 'tessera-lan-web-'));
    writeFileSync(join_(web, 'index.html'), '<!doctype html><title>Tessera</title>');
    cleanups.push(() => rmSync(web, { recursive: true, force: true }));
    const { lan, join } = await table({ staticDir: web });
    const page = await fetch(lan.joinUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Tessera</title>');
    expect(page.headers.get('content-security-policy')).toContain("connect-src 'self'");
    expect((await fetch(`${lan.url}lan/info`)).status).toBe(200);
    // A page of this origin may open the socket; the guest joins on the very same port.
    const g = await join({ code: new URL(lan.joinUrl).searchParams.get('join')! });
    expect(g.seat).toBe(0);
    const fromPage = new WebSocket(lan.wsUrl, { headers: { origin: lan.url.slice(0, -1) } });
    await new Promise((resolve, reject) => {
      fromPage.on('open', resolve);
      fromPage.on('error', reject);
    });
    fromPage.close();
  });
});


describe('faults', () => {
  it('LAN-KICK-1: the host kicks a guest: its token dies and the seat opens for the code again', async () => {
    const { lan, join, lanFile } = await table();
    const a = await join({ code: lan.code });
    await join({ code: lan.code });
    await until(() => !lan.game.paused, 'the start');
    await lan.kick(a.seat!);
    const gone = await a.closed;
    expect(gone).toMatchObject({ code: LAN_CLOSE.kicked, kicked: true });
    expect(lan.game.paused).toBe(true);
    expect(lan.seats()[0].state).toBe('open');
    await expect(join({ token: a.token! })).rejects.toMatchObject({ code: 'bad-token' });
    const c = await join({ code: lan.code });
    expect(c.seat).toBe(a.seat);
    await until(() => !lan.game.paused, 'the game to resume');
    expect(lanFile()).not.toContain(a.token!);
  });

  it('LAN-DROP-1 LAN-DROP-2: a dropped seat pauses the game unless the host gives it to a bot or plays it; its token resumes it', async () => {
    const dropped: [number, DropChoice][] = [];
    const returned: number[] = [];
    const { lan, join } = await table({ onSeatDropped: (s, c) => dropped.push([s, c]), onSeatReturned: (s) => returned.push(s) });
    const local = hotseat(lan.game, [2]);
    cleanups.push(() => local.close());
    const a = await join({ code: lan.code });
    const b = await join({ code: lan.code });
    await until(() => !lan.game.paused && local.client.mirrors.get(2)?.status.paused === false, 'the start');
    expect((await a.act({ type: 'table/count', counter: 'coins-0', delta: 1 })).ok).toBe(true);
    b.ws.terminate();
    await until(() => lan.game.paused && local.client.mirrors.get(2)?.status.paused === true, 'the pause');
    expect(dropped).toEqual([[1, 'pause']]);
    expect(lan.seats()[1].state).toBe('dropped');
    expect(await local.client.act(2, { type: 'table/count', counter: 'coins-2', delta: 1 })).toMatchObject({ ok: false, code: 'paused' });
    // The host hands the seat to a bot: the game goes on without it.
    await lan.setDropChoice(1, 'bot');
    expect(dropped).toEqual([[1, 'pause'], [1, 'bot']]);
    await until(() => !lan.game.paused, 'the game to go on');
    expect((await local.client.act(2, { type: 'table/count', counter: 'coins-2', delta: 1 })).ok).toBe(true);
    // The guest comes back with its token, at the current version.
    const back = await join({ token: b.token! });
    expect(back.seat).toBe(1);
    expect(returned).toEqual([0, 1, 1]);
    await until(() => versionOf(back) === lan.game.currentVersion, 'the returning guest to catch up');
    expect(back.client.view(1)).toEqual(lan.game.viewFor(1));
    // "The host plays it": recorded, and the game does not wait for that seat either.
    await lan.setDropChoice(1, 'host');
    back.ws.terminate();
    await until(() => lan.seats()[1].state === 'dropped', 'the second drop');
    expect(dropped.at(-1)).toEqual([1, 'host']);
    expect(lan.seats()[1].choice).toBe('host');
    expect(lan.game.paused).toBe(false);
  });

  it('LAN-DROP-3: a guest that stops answering pings is dropped after the silence limit; one that answers stays', async () => {
    const { lan, join } = await table({ heartbeatMs: 50, silenceMs: 400 });
    const ws = new WebSocket(lan.wsUrl, { autoPong: false });
    await new Promise((r) => ws.on('open', r));
    const t0 = Date.now();
    ws.send(JSON.stringify({ t: 'hello', protocol: PROTOCOL_VERSION, code: lan.code }));
    await until(() => lan.seats()[0].state === 'connected', 'the silent guest to join');
    const awake = await join({ code: lan.code });
    await until(() => lan.seats()[0].state === 'dropped', 'the silent guest to be dropped', 5000);
    // Its last frame came after t0, so it cannot have been dropped before the silence limit.
    expect(Date.now() - t0).toBeGreaterThanOrEqual(400);
    // The other guest sent nothing either, but it answers pings.
    await new Promise((r) => setTimeout(r, 600));
    expect(lan.seats()[awake.seat!].state).toBe('connected');
    ws.terminate();
  });

  it('LAN-RESTART-1: after a host restart the game resumes from its autosave and guests take their seats back with their tokens', async () => {
    const env = await newLanGame(3, 2);
    cleanups.push(() => env.cleanup());
    const lan1 = await startLanHost(lanOptions(env.service, env.gameId));
    const a = await joinLanGame({ url: lan1.wsUrl, code: lan1.code });
    const b = await joinLanGame({ url: lan1.wsUrl, code: lan1.code });
    await until(() => !lan1.game.paused, 'the start');
    const caughtUp = () => until(() => versionOf(a) === lan1.game.currentVersion && versionOf(b) === lan1.game.currentVersion, 'both mirrors');
    for (let i = 0; i < 5; i++) {
      expect((await a.act({ type: 'table/draw', from: 'deck', to: 'hand-0' })).ok).toBe(true);
      await caughtUp();
      expect((await b.act({ type: 'table/count', counter: 'coins-1', delta: 2 })).ok).toBe(true);
      await caughtUp();
    }
    b.say('see you after the restart');
    await until(() => lan1.game.chatLog.length === 1, 'the chat line');
    await lan1.game.idle;
    const hash = lan1.game.hash();
    const version = lan1.game.currentVersion;
    const code = lan1.code;
    // The host machine goes away: both guests lose the connection.
    await lan1.close();
    await env.service.close();
    await Promise.all([a.closed, b.closed]);

    const service2 = new HostService(env.dataDir, modules);
    const lan2 = await startLanHost(lanOptions(service2, env.gameId));
    cleanups.push(async () => {
      await lan2.close();
      await service2.close();
    });
    expect(lan2.game).not.toBe(lan1.game);
    expect(lan2.game.hash()).toBe(hash);
    expect(lan2.code).toBe(code);
    expect(lan2.seats().map((s) => s.state)).toEqual(['dropped', 'dropped', 'local']);
    expect(lan2.game.paused).toBe(true);
    // Nobody can take a claimed seat with the code alone.
    await expect(joinLanGame({ url: lan2.wsUrl, code })).rejects.toMatchObject({ code: 'no-free-seat' });
    const a2 = await joinLanGame({ url: lan2.wsUrl, token: a.token! });
    const b2 = await joinLanGame({ url: lan2.wsUrl, token: b.token! });
    cleanups.push(() => {
      a2.close();
      b2.close();
    });
    expect([a2.seat, b2.seat]).toEqual([0, 1]);
    await until(() => !lan2.game.paused && versionOf(a2) === version && versionOf(b2) === version, 'both guests back');
    expect(a2.client.view(0)).toEqual(a.client.view(0));
    expect(a2.client.chat.map((c) => c.text)).toEqual(['see you after the restart']);
    expect((await b2.act({ type: 'table/count', counter: 'coins-1', delta: 1 })).ok).toBe(true);
  });
});

describe('addresses and join targets', () => {
  it('LAN-ADDR-1: private addresses are told from public ones; a public address is refused unless allowed', async () => {
    for (const a of ['10.1.2.3', '172.16.0.1', '172.31.255.1', '192.168.0.9', '127.0.0.1', '169.254.1.1', '100.64.0.1', '::1', 'fd12::1', 'fe80::1%eth0']) expect(isPrivateAddress(a.split('%')[0]), a).toBe(true);
    for (const a of ['8.8.8.8', '172.32.0.1', '192.169.0.1', '2001:db8::1', '100.128.0.1']) expect(isPrivateAddress(a), a).toBe(false);
    expect(checkHostAddress('8.8.8.8')).toMatch(/public address/);
    expect(checkHostAddress('8.8.8.8', true)).toBeNull();
    expect(checkHostAddress('0.0.0.0')).toMatch(/every interface/);
    expect(checkHostAddress('not-an-ip')).toMatch(/not an IP address/);
    const env = await newLanGame(2, 1);
    cleanups.push(async () => {
      await env.service.close();
      env.cleanup();
    });
    await expect(startLanHost(lanOptions(env.service, env.gameId, { address: '8.8.8.8' }))).rejects.toThrow(/public address/);
    const fake = {
      eth0: [{ address: '203.0.113.5', family: 'IPv4', internal: false }, { address: '10.0.0.7', family: 'IPv4', internal: false }],
      wlan0: [{ address: '192.168.1.20', family: 'IPv4', internal: false }, { address: 'fe80::1', family: 'IPv6', internal: false }],
      lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }],
    } as unknown as Parameters<typeof lanAddresses>[0];
    const found = lanAddresses(fake);
    expect(found.map((a) => a.address)).toEqual(['192.168.1.20', '10.0.0.7', 'fe80::1%wlan0']);
    expect(found.filter((a) => a.preferred).map((a) => a.address)).toEqual(['192.168.1.20']);
  });

  it('LAN-ADDR-2: the join dialog takes ADDRESS:PORT, [IPv6]:PORT or a pasted join link', () => {
    expect(parseJoinTarget('192.168.1.20:41234')).toEqual({ ok: true, host: '192.168.1.20', port: 41234, code: null });
    expect(parseJoinTarget(' [fd00::5]:8080 ')).toEqual({ ok: true, host: 'fd00::5', port: 8080, code: null });
    expect(parseJoinTarget('http://10.0.0.2:5000/?join=acd-efg')).toEqual({ ok: true, host: '10.0.0.2', port: 5000, code: 'ACDEFG' });
    expect(parseJoinTarget('192.168.1.20')).toMatchObject({ ok: false });
    expect(parseJoinTarget('192.168.1.20:70000')).toMatchObject({ ok: false, message: expect.stringMatching(/not a port/) });
  });
});
