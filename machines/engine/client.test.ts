import { describe, expect, it } from 'vitest';
import { sandboxModule } from '../sandbox';
import { ACK_EVERY, type ClientMessage, type HostMessage } from '../../models/core/protocol';
import { HostClient } from './client';
import { connectInMemory } from './in-memory';
import { newHost } from './testing';

describe('HostClient: a snapshot for view layers', () => {
  it('its revision grows with every sync and patch, so a screen that subscribes late still sees what came first', async () => {
    const host = newHost(sandboxModule, ['Ada', 'Bo'], 'rev');
    const { client } = connectInMemory(host, [0, 1]);
    // The syncs arrived at attach, before anybody listened: a late subscriber compares revisions, not events.
    const afterSyncs = client.revision;
    expect(afterSyncs).toBeGreaterThanOrEqual(2);
    expect(client.mirrors.has(0) && client.mirrors.has(1)).toBe(true);

    const heard: (number | null)[] = [];
    const stop = client.onChange((seat) => heard.push(seat));
    const result = await client.act(0, { type: 'table/draw', from: 'deck', to: 'hand-0' });
    expect(result.ok).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(client.revision).toBeGreaterThan(afterSyncs);
    expect(heard.length).toBe(client.revision - afterSyncs);

    stop();
    const before = client.revision;
    client.reset();
    expect(client.revision).toBe(before + 1);
    expect(client.mirrors.size).toBe(0);
  });
});

describe('HostClient: acknowledgements and gaps', () => {
  const count = { type: 'table/count', counter: 'coins-0', delta: 1 };

  it('ENGINE-SYNC-3: a sync is acknowledged at once, patches only every ACK_EVERY versions', () => {
    const host = newHost(sandboxModule, ['Ada', 'Bo'], 'acks');
    const sent: ClientMessage[] = [];
    const client = new HostClient((m) => sent.push(m));
    host.attach({ seats: [1], watches: [1], send: (m) => client.receive(JSON.parse(JSON.stringify(m)) as HostMessage) });
    const moves = 2 * ACK_EVERY + 3;
    for (let i = 0; i < moves; i++) expect(host.submit(0, count)).toBeNull();
    expect(client.version(1)).toBe(moves);
    expect(sent.filter((m) => m.t === 'ack').map((m) => (m as { version: number }).version)).toEqual([0, ACK_EVERY, 2 * ACK_EVERY]);
  });

  it('ENGINE-SYNC-2: a lost patch makes the client ask for one resync, ignore the patches in flight, and catch up on the sync', () => {
    const host = newHost(sandboxModule, ['Ada', 'Bo'], 'gap');
    // An ordered wire: what the host sends waits here until the test delivers it.
    const wire: HostMessage[] = [];
    let attached: ReturnType<typeof host.attach> | null = null;
    const client = new HostClient((m) => attached?.receive(JSON.parse(JSON.stringify(m))));
    attached = host.attach({ seats: [1], watches: [1], send: (m) => wire.push(JSON.parse(JSON.stringify(m)) as HostMessage) });
    const deliver = () => {
      while (wire.length > 0) client.receive(wire.shift()!);
    };
    deliver();
    expect(host.submit(0, count)).toBeNull();
    deliver();
    expect(host.submit(0, count)).toBeNull();
    expect(wire.splice(0).map((m) => m.t)).toEqual(['patch']); // lost
    for (let i = 0; i < 3; i++) expect(host.submit(0, count)).toBeNull();
    deliver(); // three patches the client cannot base, then the one sync it asked for
    expect(client.resyncs).toBe(1);
    expect(client.version(1)).toBe(host.currentVersion);
    expect(client.view(1)).toEqual(JSON.parse(JSON.stringify(host.viewFor(1))));
    expect(host.submit(0, count)).toBeNull();
    deliver();
    expect(client.version(1)).toBe(host.currentVersion);
    expect(client.resyncs).toBe(1);
  });
});

describe('HostClient: frames it cannot use', () => {
  it('ENGINE-MSG-7: a malformed or poisoned host frame changes nothing, is reported, and the seat is asked for again', () => {
    const host = newHost(sandboxModule, ['Ada', 'Bo'], 'bad-frames');
    const sent: ClientMessage[] = [];
    const client = new HostClient((m) => sent.push(m));
    host.attach({ seats: [1], watches: [1], send: (m) => client.receive(JSON.parse(JSON.stringify(m)) as HostMessage) });
    const errors: string[] = [];
    client.onError((e) => errors.push(`${e.code} ${e.rule}`));
    const before = JSON.stringify(client.mirrors.get(1));
    const status = { active: [0, 1], canUndo: false, outcome: null, paused: false };
    const frames: unknown[] = [
      null,
      'text',
      { t: 'welcome-back' },
      { t: 'patch', seat: 1, from: 0, version: 1, log: [], chat: [], status },
      { t: 'patch', seat: 1, from: 0, version: 1, ops: [['not-a-path', 1]], log: [], chat: [], status },
      { t: 'patch', seat: 1, from: 0, version: 1, ops: [[['__proto__', 'polluted'], true]], log: [], chat: [], status },
      { t: 'patch', seat: 1, from: 0, version: 1, ops: [], status: { active: 'all' } },
      { t: 'patch', seat: 1, from: 0, version: 1, ops: [], log: { index: 1 } },
      { t: 'sync', seat: 1, version: 5, view: {}, log: [], chat: [], module: 'sandbox' },
      { t: 'news', seat: 1, version: 0, log: 'x', chat: [], status },
      { t: 'accepted', version: 1 },
    ];
    for (const frame of frames) expect(() => client.receive(frame as HostMessage)).not.toThrow();
    expect(errors).toHaveLength(frames.length);
    expect(errors.every((e) => e === 'bad-host-message ENGINE-MSG-7')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(JSON.stringify(client.mirrors.get(1))).toBe(before);
    // One resync for the seat, however many of its frames were bad (the sync it asked for is still to come).
    expect(sent.filter((m) => m.t === 'resync')).toEqual([{ t: 'resync', seat: 1 }]);
  });
});
