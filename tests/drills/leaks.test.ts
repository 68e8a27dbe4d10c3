import { describe, expect, it } from 'vitest';
import { clientMessageSchema } from '../../models/core/protocol';
import { Random, seedRng } from '../../models/core/rng';
import { makeFrame, type FuzzContext } from './frames';
import { logSearch, SecretSearch } from './leaks';

/** The drills' own tools: a leak search that could miss a leak, or a fuzzer that could move the game, proves nothing. */
describe('the leak search', () => {
  const secrets = [
    { token: 'card-flax-4', seenBy: [1] },
    { token: 'hut-spy-2', seenBy: [] },
  ];

  it('finds a secret as a whole word anywhere in a message, never for a seat allowed to see it', () => {
    const text = JSON.stringify({ t: 'patch', ops: [[['hand', 0], 'card-flax-4']], log: [{ text: 'took hut-spy-2.' }] });
    expect(new SecretSearch(secrets, [0]).find(text)).toEqual(['card-flax-4', 'hut-spy-2']);
    expect(new SecretSearch(secrets, [1]).find(text)).toEqual(['hut-spy-2']);
    expect(new SecretSearch(secrets, []).find(text)).toHaveLength(2);
    expect(new SecretSearch(secrets, [0]).find('"card-flax-41" "xhut-spy-2" "card-flax"')).toEqual([]);
  });

  it('judges a log line by the action that wrote it: what was public before or revealed may be named', () => {
    const before = [{ token: 'card-flax-4', seenBy: [1] }, { token: 'card-salt-1', seenBy: [] }];
    const after = [{ token: 'card-flax-4', seenBy: [] }, { token: 'card-salt-1', seenBy: [] }, { token: 'card-gold-2', seenBy: [] }];
    const line = 'P2 discards card-flax-4; card-salt-1 card-gold-2';
    // Not revealed in between and not named by the action: card-flax-4 and card-salt-1 were hidden from seat 0 both times.
    expect(logSearch(before, after, [0]).find(line).sort()).toEqual(['card-flax-4', 'card-salt-1']);
    // Discarded face up (a `discard` field), then shuffled away or even drawn back by the actor: shown on its way.
    expect(logSearch(before, after, [0], { type: 'refill', discard: ['card-flax-4'] }).find(line)).toEqual(['card-salt-1']);
    const drawnBack = [{ token: 'card-flax-4', seenBy: [1] }, { token: 'card-salt-1', seenBy: [] }];
    expect(logSearch(before, drawnBack, [0], { type: 'refill', discard: ['card-flax-4'] }).find(line)).toEqual(['card-salt-1']);
    // Passed to another seat, or discarded under another name (face down): still a leak to the others.
    const given = [{ token: 'card-flax-4', seenBy: [2] }, { token: 'card-salt-1', seenBy: [] }];
    expect(logSearch(before, given, [0], { type: 'give', cards: ['card-flax-4'] }).find(line)).toEqual(['card-flax-4', 'card-salt-1']);
    expect(logSearch(before, after, [0], { type: 'discard-cards', cards: ['card-flax-4'] }).find(line).sort()).toEqual(['card-flax-4', 'card-salt-1']);
  });
});

describe('the fuzz frames', () => {
  const ctx: FuzzContext = { own: 0, others: [1, 2], version: 7, legal: (seat) => [{ type: 'build', seat } as never], accepted: ['{"t":"act","id":"a1","seat":1,"base":3,"action":{"type":"build"}}'] };

  it('cover every kind, and none could change the game: no valid act, undo or chat of the fuzzer at the current version', () => {
    // Polluting frames are the exception on purpose: they carry a legal action at the current version, so a host that
    // stopped refusing forbidden keys (the schema alone lets an own `__proto__` key through) would apply them, and
    // the fuzz drill would see the game change.
    const r = new Random(seedRng('frames-test'));
    const kinds = new Set<string>();
    for (let i = 0; i < 3000; i++) {
      const frame = makeFrame(ctx, r, false);
      kinds.add(frame.kind);
      if (typeof frame.data !== 'string' || frame.kind === 'pollution') continue;
      let value: unknown;
      try {
        value = JSON.parse(frame.data);
      } catch {
        continue;
      }
      const parsed = clientMessageSchema.safeParse(value);
      if (!parsed.success) continue;
      const m = parsed.data;
      if (m.t === 'chat') expect(m.seat).not.toBe(0);
      if ((m.t === 'act' || m.t === 'undo') && m.seat === 0) expect(m.base).not.toBe(7);
    }
    expect([...kinds].sort()).toEqual(['ack', 'ask', 'binary', 'chat', 'huge', 'oversized', 'pollution', 'replayed', 'resync', 'stale', 'text', 'truncated', 'wrong-seat', 'wrong-shape']);
    expect(makeFrame(ctx, r, true).expect).toBe('close');
  });
});
