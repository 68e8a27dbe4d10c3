import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameStore } from '../../electron/storage';
import { joinLanGame, LanJoinError, type LanGuest } from '../../electron/lan/lan-guest';
import type { HostClient } from '../../machines/engine/client';
import type { Seat } from '../../models/core/module';
import { MAX_FRAME_BYTES } from '../../models/core/protocol';
import { Random, seedRng } from '../../models/core/rng';
import { hotseat, lanOptions, newLanGame, startLanHost, until, type LanHost } from './harness';

/**
 * A full LAN table on loopback: 9 guests, 5 spectators and the host's own hotseat seat play a scripted sandbox game.
 * After every action every client's mirror must equal the host's view for what it watches, and no frame any client
 * ever received may carry a secret its seats may not see.
 */

interface Peer {
  readonly label: string;
  readonly seats: readonly Seat[];
  readonly watch: Seat | null;
  client: HostClient;
  frames: string[];
  guest: LanGuest | null;
}

const LAN_SEATS = [0, 1, 2, 3, 4, 5, 6, 7, 8];
const HOTSEAT = 9;
let lan: LanHost;
let env: Awaited<ReturnType<typeof newLanGame>>;
const peers: Peer[] = [];
/** Secrets a client was allowed to see and did receive: proves the leak search looks where secrets travel. */
let ownSecretsSeen = 0;

async function joinPeer(peer: Peer, how: { code?: string; token?: string; spectate?: boolean; seat?: Seat }): Promise<LanGuest> {
  const guest = await joinLanGame({ url: lan.wsUrl, ...how, onFrame: (text) => peer.frames.push(text) });
  peer.client = guest.client;
  peer.guest = guest;
  return guest;
}

beforeAll(async () => {
  env = await newLanGame(10, 9);
  lan = await startLanHost(lanOptions(env.service, env.gameId, { seats: LAN_SEATS }));
  for (const seat of LAN_SEATS) {
    const peer = { label: `guest ${seat}`, seats: [seat], watch: seat, frames: [], guest: null } as unknown as Peer;
    await joinPeer(peer, { code: lan.code.toLowerCase(), seat });
    peers.push(peer);
  }
  for (let i = 0; i < 5; i++) {
    const peer = { label: `spectator ${i}`, seats: [], watch: null, frames: [], guest: null } as unknown as Peer;
    await joinPeer(peer, { code: lan.code, spectate: true });
    peers.push(peer);
  }
  const local = hotseat(lan.game, [HOTSEAT]);
  peers.push({ label: 'hotseat', seats: [HOTSEAT], watch: HOTSEAT, client: local.client, frames: local.frames, guest: null });
}, 30_000);

afterAll(async () => {
  for (const p of peers) p.guest?.close();
  await lan?.close();
  await env?.service.close();
  env?.cleanup();
});

async function settled(): Promise<void> {
  await lan.game.idle;
  const v = lan.game.currentVersion;
  await until(() => peers.every((p) => p.client.mirrors.get(p.watch)?.version === v && p.client.mirrors.get(p.watch)?.status.paused === lan.game.paused), `every client at version ${v}`);
}

/** Every client holds the host's view of what it watches; no frame carried a secret its seats may not see. */
function checkEveryClient(): void {
  const secrets = lan.game.module.rules.secrets?.(lan.game.state) ?? [];
  for (const p of peers) {
    expect(p.client.view(p.watch), `${p.label} view`).toEqual(lan.game.viewFor(p.watch));
    for (const frame of p.frames) {
      for (const s of secrets) {
        if (s.seenBy.some((seat) => p.seats.includes(seat))) {
          if (frame.includes(`"${s.token}"`)) ownSecretsSeen++;
          continue;
        }
        if (frame.includes(`"${s.token}"`)) throw new Error(`${p.label} received the secret ${s.token} (seen only by ${s.seenBy.join(',') || 'nobody'}) in ${frame.slice(0, 300)}`);
      }
    }
    p.frames.length = 0;
  }
}

describe('LAN play on loopback: 9 guests, 5 spectators, 1 hotseat', () => {
  it('LAN-JOIN-1 LAN-SPEC-1: everyone joined, the game started once every LAN seat was taken', async () => {
    await settled();
    expect(lan.game.paused).toBe(false);
    expect(lan.info().free).toBe(0);
    expect(lan.info().spectators).toBe(5);
    expect(new Set(peers.filter((p) => p.guest?.role === 'player').map((p) => p.guest!.seat))).toEqual(new Set(LAN_SEATS));
    checkEveryClient();
  });

  it('LAN-PLAY-1 LAN-DROP-1 LAN-JOIN-2 LAN-CHAT-1: a scripted game with random drops keeps every view equal to the host and leaks no secret', async () => {
    const random = new Random(seedRng('lan-play-script'));
    const rules = lan.game.module.rules;
    const players = peers.filter((p) => p.seats.length > 0);
    let drops = 0;
    let chats = 0;
    for (let step = 0; step < 160; step++) {
      const peer = random.pick(players);
      const seat = peer.seats[0];
      const roll = random.int(100);
      if (roll < 6 && peer.guest) {
        // A guest's connection dies; the game waits for it, and its token brings it back to identical state.
        const before = lan.game.hash();
        const token = peer.guest.token!;
        peer.guest.ws.terminate();
        await until(() => lan.game.paused, 'the game to pause for a dropped guest');
        const other = players.find((p) => p !== peer)!;
        const refused = await other.client.act(other.seats[0], { type: 'table/count', counter: `coins-${other.seats[0]}`, delta: 1 });
        expect(refused).toMatchObject({ ok: false, code: 'paused' });
        expect(lan.game.hash()).toBe(before);
        peer.frames.length = 0;
        const back = await joinPeer(peer, { token });
        expect(back.seat).toBe(seat);
        await settled();
        expect(lan.game.paused).toBe(false);
        drops++;
        checkEveryClient();
        continue;
      }
      if (roll < 12) {
        const text = `step ${step}: hello from ${rules.name} seat ${seat + 1}`;
        peer.client.say(seat, text);
        await until(() => lan.game.chatLog.some((c) => c.text === text), 'the chat line');
        await settled();
        await until(() => peers.every((p) => p.client.chat.some((c) => c.text === text)), 'everyone to hear the chat line');
        chats++;
        continue;
      }
      const legal = rules.legalActions(lan.game.state, seat);
      const action = random.pick(legal);
      const result = await peer.client.act(seat, action);
      expect(result, `step ${step} ${action.type}`).toMatchObject({ ok: true });
      await settled();
      checkEveryClient();
    }
    expect(drops).toBeGreaterThan(2);
    expect(ownSecretsSeen).toBeGreaterThan(10);
    expect(chats).toBeGreaterThan(2);
    // Chat is the host's: every client heard all of it, in order, and the autosave holds it.
    const texts = lan.game.chatLog.map((c) => c.text);
    for (const p of peers) expect(p.client.chat.map((c) => c.text)).toEqual(texts);
    const store = await env.service.game(env.gameId);
    await lan.game.idle;
    const saved = await GameStore.load(store.store.dir);
    expect(saved.chat.map((c) => c.text)).toEqual(texts);
    expect(saved.actions.length).toBe(lan.game.actionLog.length);
  }, 120_000);

  it('LAN-MSG-1 ENGINE-MSG-1 ENGINE-MSG-2 ENGINE-MSG-4 ENGINE-SEAT-1: bad frames are refused with their error and change nothing', async () => {
    await settled();
    const peer = peers[0];
    const guest = peer.guest!;
    const hash = lan.game.hash();
    const version = lan.game.currentVersion;
    const refusal = async (send: () => void, code: string) => {
      peer.frames.length = 0;
      send();
      await until(() => peer.frames.some((f) => f.includes('"refused"') && f.includes(`"code":"${code}"`)), `a ${code} refusal`);
      expect(lan.game.hash()).toBe(hash);
      expect(lan.game.currentVersion).toBe(version);
    };
    await refusal(() => guest.sendRaw('{not json'), 'bad-json');
    await refusal(() => guest.sendRaw(JSON.stringify({ t: 'act', id: 'x1', seat: 0, base: version })), 'bad-message');
    await refusal(() => guest.sendRaw(JSON.stringify({ t: 'act', id: 'x2', seat: 0, base: version, action: { type: 'table/count', counter: 'coins-0', delta: 1 }, extra: { __proto__x: 1 } })), 'bad-message');
    await refusal(() => guest.sendRaw(Buffer.from([1, 2, 3])), 'bad-message');
    // Acting for another guest's seat, or the host's.
    await refusal(() => guest.sendRaw(JSON.stringify({ t: 'act', id: 'x3', seat: 1, base: version, action: { type: 'table/count', counter: 'coins-1', delta: 5 } })), 'not-your-seat');
    await refusal(() => guest.sendRaw(JSON.stringify({ t: 'chat', seat: HOTSEAT, text: 'I am the host' })), 'not-your-seat');
    await refusal(() => guest.sendRaw(JSON.stringify({ t: 'act', id: 'x4', seat: 0, base: version - 1, action: { type: 'table/count', counter: 'coins-0', delta: 1 } })), 'stale');
    // Just over the engine's limit: the engine's refusal. Far over it: the socket is cut (1009) and the guest is dropped.
    await refusal(() => guest.sendRaw(JSON.stringify({ t: 'chat', seat: 0, text: 'x'.repeat(MAX_FRAME_BYTES) })), 'frame-too-large');
    guest.sendRaw('x'.repeat(4 * MAX_FRAME_BYTES));
    const gone = await guest.closed;
    expect(gone.code).toBe(1009);
    expect(lan.game.hash()).toBe(hash);
    // A spectator may not act or chat.
    const watcher = peers.find((p) => p.guest?.role === 'spectator')!;
    await until(() => lan.game.paused, 'the pause for the cut-off guest');
    watcher.guest!.sendRaw(JSON.stringify({ t: 'chat', seat: 2, text: 'hi' }));
    await until(() => watcher.frames.some((f) => f.includes('not-your-seat')), 'the spectator refusal');
    // A wrong code on a fresh connection.
    await expect(joinLanGame({ url: lan.wsUrl, code: 'AAAAAA' })).rejects.toMatchObject({ code: 'wrong-code' });
    expect(lan.game.hash()).toBe(hash);
    await joinPeer(peer, { token: guest.token! });
    await settled();
    expect(lan.game.paused).toBe(false);
    checkEveryClient();
  }, 30_000);

  it('LAN-JOIN-1: a taken seat cannot be claimed again and there is no free seat left', async () => {
    await expect(joinLanGame({ url: lan.wsUrl, code: lan.code, seat: 3 })).rejects.toMatchObject({ code: 'seat-taken' });
    await expect(joinLanGame({ url: lan.wsUrl, code: lan.code })).rejects.toMatchObject({ code: 'no-free-seat' });
    await expect(joinLanGame({ url: lan.wsUrl, code: lan.code, seat: HOTSEAT })).rejects.toBeInstanceOf(LanJoinError);
    await expect(joinLanGame({ url: lan.wsUrl, code: lan.code, seat: HOTSEAT })).rejects.toMatchObject({ code: 'not-a-lan-seat' });
  });
});
