import { describe, expect, it } from 'vitest';
import { sandboxModule } from '../sandbox';
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
