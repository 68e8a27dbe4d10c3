import { describe, expect, it } from 'vitest';
import { applyPatch } from '../../models/core/patch';
import { ACK_EVERY, MAX_FRAME_BYTES, MAX_UNACKED, type HostMessage } from '../../models/core/protocol';
import type { SandboxState } from '../../models/sandbox/rules';
import { sandboxModule } from '../sandbox';
import { GameHost } from './host';
import { connectInMemory } from './in-memory';
import { newHost, playRandomLegal, seatPlayers } from './testing';

const names = ['Ada', 'Bo', 'Cy'];

describe('GameHost: determinism', () => {
  it('1,000 seeded random action sequences replay to the same state hash', () => {
    for (let i = 0; i < 1000; i++) {
      const host = newHost(sandboxModule, names, `det-${i}`, { deckSize: 20, gridSize: 6 });
      playRandomLegal(host, `moves-${i}`, 12);
      const again = GameHost.replay({ module: sandboxModule, players: seatPlayers(names), options: { deckSize: 20, gridSize: 6 }, seed: `det-${i}` }, host.actionLog);
      expect(again.hash()).toBe(host.hash());
    }
  });

  it('a different seed deals a different deck', () => {
    const a = newHost(sandboxModule, names, 'seed-a');
    const b = newHost(sandboxModule, names, 'seed-b');
    expect(a.hash()).not.toBe(b.hash());
    expect(newHost(sandboxModule, names, 'seed-a').hash()).toBe(a.hash());
  });
});

describe('GameHost: seats and messages', () => {
  it('refuses acting for a seat the client does not hold, and changes nothing', async () => {
    const host = newHost(sandboxModule, names, 's');
    const { client } = connectInMemory(host, [1]);
    const before = host.hash();
    const result = await client.act(0, { type: 'table/draw', from: 'deck', to: 'hand-0' });
    expect(result).toMatchObject({ ok: false, code: 'not-your-seat', rule: 'ENGINE-SEAT-1' });
    expect(host.hash()).toBe(before);
  });

  it('refuses a rule-breaking action with the rule id and changes nothing', async () => {
    const host = newHost(sandboxModule, names, 's');
    const { client } = connectInMemory(host, [0]);
    const before = host.hash();
    const result = await client.act(0, { type: 'table/draw', from: 'deck', to: 'hand-1' });
    expect(result).toMatchObject({ ok: false, code: 'not-your-hand', rule: 'TT-SEAT-2' });
    expect(host.hash()).toBe(before);
    expect(host.currentVersion).toBe(0);
  });

  it('refuses a stale action with a code that makes the client resync', async () => {
    const host = newHost(sandboxModule, names, 's');
    const a = connectInMemory(host, [0]).client;
    const b = connectInMemory(host, [1]).client;
    // b acts against version 0 after a moved the game on; simulate b not having received the update yet.
    await a.act(0, { type: 'table/count', counter: 'coins-0', delta: 1 });
    const sent: unknown[] = [];
    const attached = host.attach({ seats: [1], watches: [1], send: (m) => sent.push(m) });
    attached.receive({ t: 'act', id: 'x1', seat: 1, base: 0, action: { type: 'table/count', counter: 'coins-1', delta: 1 } });
    expect(sent.at(-1)).toMatchObject({ t: 'refused', id: 'x1', code: 'stale', rule: 'ENGINE-SYNC-1' });
    const resyncsBefore = b.resyncs;
    b.receive({ t: 'refused', id: null, code: 'stale', message: '', rule: 'ENGINE-SYNC-1' });
    expect(b.resyncs).toBeGreaterThan(resyncsBefore);
  });

  it('answers malformed, oversized and polluting frames with an error naming the field, and changes nothing', () => {
    const host = newHost(sandboxModule, names, 's');
    const sent: HostMessage[] = [];
    const link = host.attach({ seats: [0], watches: [0], send: (m) => sent.push(m) });
    const before = host.hash();
    const frames: unknown[] = [
      '{not json',
      'x'.repeat(MAX_FRAME_BYTES + 1),
      { t: 'act', id: 'a', seat: 0, base: 0 },
      { t: 'act', id: 'b', seat: 0, base: 0, action: { type: 'table/count', counter: 'coins-0', delta: 'many' } },
      JSON.parse('{"t":"act","id":"c","seat":0,"base":0,"action":{"type":"table/count","counter":"coins-0","delta":1,"__proto__":{"polluted":true}}}'),
      { t: 'act', id: 'd', seat: 99, base: 0, action: { type: 'table/count', counter: 'coins-0', delta: 1 } },
      { t: 'nope' },
    ];
    for (const f of frames) link.receive(f);
    const refusals = sent.filter((m) => m.t === 'refused');
    expect(refusals).toHaveLength(frames.length);
    expect(refusals.map((r) => r.t === 'refused' && r.code)).toEqual(['bad-json', 'frame-too-large', 'bad-message', 'bad-action', 'bad-message', 'bad-message', 'bad-message']);
    expect(refusals[4].t === 'refused' && refusals[4].message).toContain('__proto__');
    expect(refusals[3].t === 'refused' && refusals[3].message).toContain('delta');
    expect(host.hash()).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('GameHost: views and patches', () => {
  it('keeps every client view equal to the host view for its seat, and a one-piece move patch is small', async () => {
    const host = newHost(sandboxModule, ['A', 'B', 'C', 'D', 'E', 'F'], 'p');
    const clients = [0, 1, 2, 3, 4, 5].map((s) => connectInMemory(host, [s]).client);
    const spectator = connectInMemory(host, [], [null]).client;
    const patchBytes: number[] = [];
    const raw = host.attach({ seats: [], watches: [2], send: (m) => { if (m.t === 'patch') patchBytes.push(JSON.stringify(m).length); } });
    await clients[0].act(0, { type: 'table/take', kind: 'pawn', owner: 0, to: 'sq-0-0' });
    raw.receive({ t: 'ack', seat: 2, version: 1 });
    await clients[0].act(0, { type: 'table/move', piece: 'pawn-0-0', to: 'sq-1-0' });
    for (let s = 0; s < 6; s++) expect(clients[s].view(s)).toEqual(JSON.parse(JSON.stringify(host.viewFor(s))));
    expect(spectator.view(null)).toEqual(JSON.parse(JSON.stringify(host.viewFor(null))));
    expect(patchBytes.at(-1)).toBeLessThan(300);
  });

  it('ENGINE-SYNC-4: a patch carries log, chat and status only when they are new; every client still holds the status a fresh sync gives', async () => {
    const host = newHost(sandboxModule, names, 'status');
    const clients = [0, 1, 2].map((s) => connectInMemory(host, [s]).client);
    const patches: Extract<HostMessage, { t: 'patch' }>[] = [];
    host.attach({ seats: [], watches: [2], send: (m) => { if (m.t === 'patch') patches.push(m); } });
    const statusNow = (seat: number) => connectInMemory(host, [], [seat]).client.mirrors.get(seat)!.status;
    const check = () => {
      for (const s of [0, 1, 2]) expect(clients[s].mirrors.get(s)!.status).toEqual(statusNow(s));
    };
    await clients[0].act(0, { type: 'table/take', kind: 'pawn', owner: 0, to: 'sq-0-0' });
    check();
    expect(clients[0].mirrors.get(0)!.status.canUndo).toBe(true);
    await clients[1].act(1, { type: 'table/take', kind: 'pawn', owner: 1, to: 'sq-1-0' });
    check();
    // Seat 2 neither acted nor could undo: its status is the same as at its sync, so no patch repeats it.
    expect(patches.map((p) => p.status)).toEqual([undefined, undefined]);
    expect(patches.every((p) => p.log?.length === 1 && p.chat === undefined)).toBe(true);
    await clients[2].act(2, { type: 'table/take', kind: 'pawn', owner: 2, to: 'sq-2-0' });
    expect(patches.at(-1)!.status).toMatchObject({ canUndo: true });
    await clients[2].undo(2);
    expect(patches.at(-1)!.status).toMatchObject({ canUndo: false });
    check();
    clients[1].say(1, 'well played');
    await clients[0].act(0, { type: 'table/move', piece: 'pawn-0-0', to: 'sq-0-1' });
    expect(clients[2].chat.map((c) => c.text)).toEqual(['well played']);
    check();
  });

  it('sends the actor "accepted" only after the move is persisted, and others hear nothing before', async () => {
    let release!: () => void;
    const host = newHost(sandboxModule, names, 'p', {}, () => new Promise<void>((r) => (release = r)));
    const a = connectInMemory(host, [0]).client;
    const b = connectInMemory(host, [1]).client;
    let accepted = false;
    const done = a.act(0, { type: 'table/count', counter: 'coins-0', delta: 2 }).then((r) => (accepted = r.ok));
    await Promise.resolve();
    expect(accepted).toBe(false);
    expect(b.version(1)).toBe(0);
    release();
    await done;
    await host.idle;
    expect(accepted).toBe(true);
    expect(b.version(1)).toBe(1);
  });

  it('no view, patch, log line, refusal or sync carries a card the seat may not see', async () => {
    const players = ['A', 'B', 'C', 'D'];
    const host = newHost(sandboxModule, players, 'leak', { deckSize: 40 });
    const inbox = new Map<number | null, string[]>();
    const watchers = [0, 1, 2, 3, null].map((seat) => {
      const msgs: string[] = [];
      inbox.set(seat, msgs);
      const link = host.attach({ seats: seat === null ? [] : [seat], watches: [seat], send: (m) => msgs.push(JSON.stringify(m)) });
      return { seat, link };
    });
    const check = () => {
      const secrets = sandboxModule.rules.secrets!(host.state as SandboxState);
      for (const [seat, msgs] of inbox) {
        const text = msgs.join('\n');
        for (const s of secrets) if (seat === null || !s.seenBy.includes(seat)) expect(text.includes(s.token), `seat ${seat} saw ${s.token}`).toBe(false);
      }
    };
    check();
    playRandomLegal(host, 'leak-moves', 150, () => {
      // Each watcher acks what it got, as a real client does, so patches are based on acknowledged views.
      for (const w of watchers) w.link.receive({ t: 'ack', seat: w.seat, version: host.currentVersion });
      check();
    });
    // Discarded cards are open: the check must not be vacuous, so some card ids must be visible to all.
    expect((host.state as SandboxState).table.piles.discard.cards.length).toBeGreaterThan(0);
    expect(inbox.get(null)!.join('').includes((host.state as SandboxState).table.piles.discard.cards[0])).toBe(true);
  });
});

describe('GameHost: the undo policy', () => {
  const count = (seat: number, delta = 1) => ({ type: 'table/count', counter: `coins-${seat}`, delta });

  it('a seat may take back its own last action while nobody else has acted', async () => {
    const host = newHost(sandboxModule, names, 'u');
    const { client } = connectInMemory(host, [0]);
    const before = host.hash();
    await client.act(0, count(0, 3));
    expect(client.mirrors.get(0)!.status.canUndo).toBe(true);
    expect(await client.undo(0)).toMatchObject({ ok: true });
    expect(host.hash()).toBe(before);
    expect(client.mirrors.get(0)!.status.canUndo).toBe(false);
    expect(client.mirrors.get(0)!.log.at(-1)!.text).toContain('took back');
  });

  it('no undo once another seat has acted', async () => {
    const host = newHost(sandboxModule, names, 'u');
    const a = connectInMemory(host, [0]).client;
    const b = connectInMemory(host, [1]).client;
    await a.act(0, count(0));
    await b.act(1, count(1));
    expect(await a.undo(0)).toMatchObject({ ok: false, code: 'cannot-undo', rule: 'ENGINE-UNDO-1' });
  });

  it("no undo of another seat's action", async () => {
    const host = newHost(sandboxModule, names, 'u');
    const both = connectInMemory(host, [0, 1]).client;
    await both.act(0, count(0));
    expect(await both.undo(1)).toMatchObject({ ok: false, code: 'cannot-undo' });
  });

  it('no undo after a card was drawn (hidden information revealed)', async () => {
    const host = newHost(sandboxModule, names, 'u');
    const a = connectInMemory(host, [0]).client;
    await a.act(0, { type: 'table/draw', from: 'deck', to: 'hand-0' });
    expect(a.mirrors.get(0)!.status.canUndo).toBe(false);
    expect(await a.undo(0)).toMatchObject({ ok: false, code: 'cannot-undo' });
  });

  it('no undo after a random event (a shuffle)', async () => {
    const host = newHost(sandboxModule, names, 'u');
    const a = connectInMemory(host, [0]).client;
    await a.act(0, { type: 'table/shuffle', pile: 'deck' });
    expect(await a.undo(0)).toMatchObject({ ok: false, code: 'cannot-undo' });
  });

  it('undo is one step: a second undo is refused, and the undo is in the log so a replay agrees', async () => {
    const host = newHost(sandboxModule, names, 'u');
    const a = connectInMemory(host, [0]).client;
    await a.act(0, count(0));
    await a.act(0, count(0, 2));
    expect((await a.undo(0)).ok).toBe(true);
    expect((await a.undo(0)).ok).toBe(false);
    const again = GameHost.replay({ module: sandboxModule, players: seatPlayers(names), options: {}, seed: 'u' }, host.actionLog);
    expect(again.hash()).toBe(host.hash());
  });
});

describe('GameHost: questions', () => {
  it('answers a seat its legal actions, and only for a seat the client holds', async () => {
    const host = newHost(sandboxModule, names, 'q');
    const { client } = connectInMemory(host, [0]);
    const legal = await client.ask<{ type: string; to?: string }[]>(0, { type: 'legal-actions' });
    expect(legal.ok && legal.answer.some((a) => a.type === 'table/draw' && a.to === 'hand-0')).toBe(true);
    expect(legal.ok && legal.answer.some((a) => a.to === 'hand-1')).toBe(false);
    expect(await client.ask(1, { type: 'legal-actions' })).toMatchObject({ ok: false, code: 'not-your-seat' });
    expect(await client.ask(0, { type: 'no-such-question' })).toMatchObject({ ok: false, code: 'unknown-question' });
  });
});

describe('GameHost: the session it owns', () => {
  const lanHost = () =>
    new GameHost({ module: sandboxModule, players: seatPlayers(names), options: {}, seed: 's', seatKinds: ['hotseat', 'lan', 'lan'] });

  it('pauses when a LAN seat drops, refuses moves meanwhile, and resumes when it returns', async () => {
    const host = lanHost();
    const a = connectInMemory(host, [0]).client;
    host.seatDropped(1);
    expect(host.sessionState.value).toBe('paused');
    expect(a.mirrors.get(0)!.status.paused).toBe(true);
    expect(await a.act(0, { type: 'table/count', counter: 'coins-0', delta: 1 })).toMatchObject({ ok: false, code: 'paused' });
    host.seatReturned(1);
    expect(a.mirrors.get(0)!.status.paused).toBe(false);
    expect((await a.act(0, { type: 'table/count', counter: 'coins-0', delta: 1 })).ok).toBe(true);
  });

  it('a hotseat seat cannot drop; a dropped seat handed to a bot lets the game go on', () => {
    const host = lanHost();
    host.seatDropped(0);
    expect(host.paused).toBe(false);
    host.seatDropped(2);
    host.seatToBot(2);
    expect(host.paused).toBe(false);
    expect(host.sessionState.kinds[2]).toBe('bot');
  });

  it('a player leaving for good is logged and replayed, and cannot leave twice', () => {
    const host = lanHost();
    host.submit(1, { type: 'table/take', kind: 'pawn', owner: 1, to: 'sq-0-0' });
    expect(host.seatLeft(1)).toBeNull();
    expect(host.seatLeft(1)).toMatchObject({ code: 'already-left' });
    expect(host.logFor(null).at(-1)!.text).toBe('Bo left the game.');
    const again = GameHost.replay({ module: sandboxModule, players: seatPlayers(names), options: {}, seed: 's' }, host.actionLog);
    expect(again.hash()).toBe(host.hash());
  });
});

describe('GameHost: chat', () => {
  it('chat reaches every seat and is kept for replays; nobody chats for another seat', async () => {
    const host = newHost(sandboxModule, names, 'c');
    const a = connectInMemory(host, [0]).client;
    const b = connectInMemory(host, [1]).client;
    a.say(0, 'hello');
    expect(b.chat.map((c) => c.text)).toEqual(['hello']);
    expect(b.chat[0].name).toBe('Ada');
    const errors: string[] = [];
    b.onError((e) => errors.push(e.code));
    b.say(0, 'spoof');
    expect(errors).toEqual(['not-your-seat']);
    expect(host.chatLog).toEqual([{ index: 0, seat: 0, text: 'hello' }]);
  });
});

describe('GameHost: log privacy marks', () => {
  it('"You drew X" is private to the drawer; the others\' "X drew a card" is not marked private', async () => {
    const host = newHost(sandboxModule, names, 'l');
    const a = connectInMemory(host, [0]).client;
    const b = connectInMemory(host, [1]).client;
    await a.act(0, { type: 'table/draw', from: 'deck', to: 'hand-0' });
    expect(a.mirrors.get(0)!.log.at(-1)).toMatchObject({ private: true });
    expect(a.mirrors.get(0)!.log.at(-1)!.text).toMatch(/^You drew Card \d+/);
    expect(b.mirrors.get(1)!.log.at(-1)!.text).toBe('Ada drew a card from the deck.');
    expect(b.mirrors.get(1)!.log.at(-1)!.private).toBeUndefined();
  });
});

describe('GameHost: patch chain and acknowledgements', () => {
  const count = (seat: number) => ({ type: 'table/count', counter: `coins-${seat}`, delta: 1 });

  it('ENGINE-SYNC-2: each patch is based on the version last sent, acknowledged or not, and replays to the host view', () => {
    const host = newHost(sandboxModule, names, 'chain');
    const got: HostMessage[] = [];
    host.attach({ seats: [], watches: [1], send: (m) => got.push(JSON.parse(JSON.stringify(m)) as HostMessage) });
    for (let i = 0; i < 10; i++) expect(host.submit(i % 3, count(i % 3))).toBeNull();
    const [sync, ...patches] = got;
    expect(sync).toMatchObject({ t: 'sync', version: 0 });
    expect(patches.map((p) => (p.t === 'patch' ? [p.from, p.version] : p.t))).toEqual(Array.from({ length: 10 }, (_, i) => [i, i + 1]));
    let view = (sync as Extract<HostMessage, { t: 'sync' }>).view;
    for (const p of patches) view = applyPatch(view, (p as Extract<HostMessage, { t: 'patch' }>).ops);
    expect(view).toEqual(JSON.parse(JSON.stringify(host.viewFor(1))));
  });

  it(`ENGINE-SYNC-3: a client more than MAX_UNACKED versions behind its last ack is sent a sync; one that acks every ACK_EVERY is not`, () => {
    const host = newHost(sandboxModule, names, 'unacked');
    const silent: HostMessage[] = [];
    const acking: HostMessage[] = [];
    host.attach({ seats: [], watches: [1], send: (m) => silent.push(m) });
    const link = host.attach({ seats: [], watches: [2], send: (m) => acking.push(m) });
    link.receive({ t: 'ack', seat: 2, version: 0 });
    for (let i = 1; i <= MAX_UNACKED + 1; i++) {
      expect(host.submit(0, count(0))).toBeNull();
      if (i % ACK_EVERY === 0) link.receive({ t: 'ack', seat: 2, version: i });
    }
    expect(silent.filter((m) => m.t === 'sync').map((m) => m.version)).toEqual([0, MAX_UNACKED + 1]);
    expect(acking.filter((m) => m.t === 'sync').map((m) => m.version)).toEqual([0]);
    expect(acking.at(-1)).toMatchObject({ t: 'patch', from: MAX_UNACKED, version: MAX_UNACKED + 1 });
    // An ack of a version never sent since the sync counts for nothing: the silent client is still behind.
    const before = silent.length;
    host.attach({ seats: [], watches: [1], send: () => undefined }).receive({ t: 'ack', seat: 1, version: 10_000 });
    expect(host.submit(0, count(0))).toBeNull();
    expect(silent.length).toBe(before + 1);
  });
});
