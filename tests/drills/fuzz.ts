import { joinLanGame, type LanGuest } from '../../electron/lan/lan-guest';
import { canonicalJson } from '../../models/core/hash';
import type { Action, Seat } from '../../models/core/module';
import { Random, seedRng } from '../../models/core/rng';
import { makeFrame, type Frame, type FuzzContext } from './frames';
import { lanTable, localWindow, rawGuest, until, type RawGuest } from './lan-table';
import type { DrillFigures, Findings } from './scale';

const BATCH = 250;
/** One frame in this many is far over the socket's limit, which cuts the connection; the fuzzer then reconnects. */
const GIANT_EVERY = 4000;

/**
 * THE FUZZ DRILL. A Khronos game is hosted for LAN guests on 127.0.0.1: seat 0 is the fuzzing guest (a raw socket),
 * seat 1 an ordinary guest, seat 2 the host's hotseat. The fuzzer sends `count` generated frames in batches (see
 * frames.ts: random bytes, text, truncated, oversized and giant frames, JSON of the wrong shape, valid actions for
 * another seat, stale and replayed bases, huge numbers and strings, prototype-polluting keys, acks, resyncs, asks).
 * After each batch, an `ask` of its own must be answered (the host did not stall) and:
 *  - the fuzzer received exactly one reply per frame that calls for one, and a sync per resync of its seat;
 *  - the game's state hash, version and action count are what they were: fuzz frames changed nothing;
 *  - a ping is answered, a legal action of the host's window is accepted, and the ordinary guest converges to it;
 *  - nothing was added to Object.prototype.
 */
export async function runFuzz(count: number, seed: string, figures: DrillFigures, findings: Findings, progress?: (line: string) => void): Promise<void> {
  const started = Date.now();
  const table = await lanTable('khronos', ['lan', 'lan', 'hotseat'], `${seed}/fuzz`);
  const { lan, host } = table;
  const rules = host.module.rules;
  const r = new Random(seedRng(`${seed}/fuzz-frames`));
  const mover = new Random(seedRng(`${seed}/fuzz-moves`));
  const fail = (what: string) => {
    figures.fuzz_failures++;
    findings.add(`fuzz: ${what}`);
  };
  const window = localWindow(host, [0, 1, 2]);
  let guest: LanGuest | null = null;
  let fuzzer: RawGuest | null = null;
  const got = { replies: 0, syncs: 0, accepted: 0, sentinel: false };
  let sentinelId = '';
  const onMessage = (m: Record<string, unknown>) => {
    if (m.t === 'answer' && m.id === sentinelId) got.sentinel = true;
    else if (m.t === 'refused' || m.t === 'answer') got.replies++;
    else if (m.t === 'sync') got.syncs++;
    else if (m.t === 'accepted') got.accepted++;
  };
  const crashes: unknown[] = [];
  const onCrash = (error: unknown) => crashes.push(error);
  process.on('uncaughtException', onCrash);
  try {
    guest = await joinLanGame({ url: lan.wsUrl, code: lan.code, seat: 1 });
    fuzzer = await rawGuest(lan, { code: lan.code, seat: 0 }, onMessage);
    await until(() => !host.paused);
    const protoKeys = Object.getOwnPropertyNames(Object.prototype).length;
    const legalCache = new Map<Seat, readonly Action[]>();
    let legalVersion = -1;
    const ctx = (): FuzzContext => ({
      own: 0,
      others: [1, 2],
      version: host.currentVersion,
      accepted: window.sent,
      legal: (seat) => {
        if (legalVersion !== host.currentVersion) {
          legalCache.clear();
          legalVersion = host.currentVersion;
        }
        if (!legalCache.has(seat)) legalCache.set(seat, host.outcome ? [] : (rules.legalActions(host.state, seat) as readonly Action[]));
        return legalCache.get(seat)!;
      },
    });
    let sent = 0;
    let batchNo = 0;
    let legitActions = 0;
    const totals = { replies: 0, syncs: 0, ignored: 0, reconnects: 0 };
    while (sent < count) {
      const hash = host.hash();
      const version = host.currentVersion;
      const actions = host.actionLog.length;
      const expected = { replies: 0, syncs: 0 };
      got.replies = 0;
      got.syncs = 0;
      got.accepted = 0;
      got.sentinel = false;
      let giant: Frame | null = null;
      const size = Math.min(BATCH, count - sent);
      const kinds: Record<string, number> = {};
      for (let i = 0; i < size; i++) {
        const frame = makeFrame(ctx(), r, (sent + i + 1) % GIANT_EVERY === 0);
        kinds[frame.kind] = (kinds[frame.kind] ?? 0) + 1;
        if (frame.expect === 'close') {
          giant = frame;
          break;
        }
        if (frame.expect === 'reply') expected.replies++;
        if (frame.expect === 'sync') expected.syncs++;
        fuzzer.ws.send(frame.data, { binary: Buffer.isBuffer(frame.data) });
      }
      const batchSize = Object.values(kinds).reduce((a, b) => a + b, 0);
      sent += batchSize;
      figures.frames_fuzzed += batchSize;
      batchNo++;
      // The host must still answer: an ask of our own, after every frame of the batch.
      sentinelId = `sentinel-${batchNo}`;
      fuzzer.ws.send(JSON.stringify({ t: 'ask', id: sentinelId, seat: 0, question: { type: 'legal-actions' } }));
      if (!(await until(() => got.sentinel, 20_000))) {
        fail(`batch ${batchNo}: the host did not answer within 20 s (stalled?) ${JSON.stringify(kinds)}`);
        break;
      }
      totals.replies += got.replies;
      totals.syncs += got.syncs;
      totals.ignored += batchSize - (giant ? 1 : 0) - expected.replies - expected.syncs;
      if (got.replies !== expected.replies || got.syncs !== expected.syncs) fail(`batch ${batchNo}: ${got.replies} replies and ${got.syncs} syncs for ${expected.replies} and ${expected.syncs} expected ${JSON.stringify(kinds)}`);
      if (got.accepted > 0) fail(`batch ${batchNo}: ${got.accepted} fuzz frames were accepted as actions`);
      if (host.hash() !== hash || host.currentVersion !== version || host.actionLog.length !== actions) fail(`batch ${batchNo}: the game changed under fuzz frames ${JSON.stringify(kinds)}`);
      if (Object.getOwnPropertyNames(Object.prototype).length !== protoKeys || ({} as Record<string, unknown>).polluted !== undefined) fail(`batch ${batchNo}: Object.prototype was polluted`);
      if (giant) {
        // Far over the limit: the socket is cut (1009), the game pauses for the seat, and the token brings it back.
        fuzzer.ws.send(giant.data); // counted with its batch
        const code = await Promise.race([fuzzer.closed, new Promise<number>((res) => setTimeout(() => res(-1), 10_000))]);
        if (code !== 1009) fail(`a giant frame closed the socket with ${code}, not 1009`);
        if (host.hash() !== hash) fail('a giant frame changed the game');
        fuzzer = await rawGuest(lan, { token: fuzzer.token }, onMessage);
        totals.reconnects++;
        if (!(await until(() => !host.paused))) fail('the game stayed paused after the fuzzer came back');
      }
      // The host is alive for everyone: a ping, then a legal action of the host's window (or an ask once the game is over).
      const pong = new Promise<boolean>((res) => {
        const t = setTimeout(() => res(false), 10_000);
        fuzzer!.ws.once('pong', () => {
          clearTimeout(t);
          res(true);
        });
      });
      fuzzer.ws.ping();
      if (!(await pong)) fail(`batch ${batchNo}: no pong`);
      if (batchNo % 2 === 0 && !host.outcome) {
        const seats = host.activeSeats();
        const seat = mover.pick(seats);
        const legal = rules.legalActions(host.state, seat) as readonly Action[];
        if (legal.length > 0) {
          const result = await window.client.act(seat, mover.pick(legal));
          if (!result.ok) fail(`batch ${batchNo}: a legal action after the fuzz was refused: ${result.code} ${result.message}`);
          else legitActions++;
          await host.idle;
        }
      }
      const v = host.currentVersion;
      if (!(await until(() => guest!.client.mirrors.get(1)?.version === v))) fail(`batch ${batchNo}: the ordinary guest never reached version ${v}`);
      else if (canonicalJson(guest.client.view(1)) !== canonicalJson(host.viewFor(1))) {
        figures.divergences++;
        findings.add(`fuzz batch ${batchNo}: the ordinary guest's view differs from the host's`);
      }
    }
    if (crashes.length > 0) fail(`the process met ${crashes.length} uncaught exceptions: ${String(crashes[0])}`);
    progress?.(`fuzz: ${sent} frames in ${batchNo} batches (${totals.replies} answered, ${totals.syncs} resynced, ${totals.ignored} ignored acks, ${totals.reconnects} cut by size), ${legitActions} legal actions between batches, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    process.off('uncaughtException', onCrash);
    guest?.close();
    fuzzer?.ws.close();
    window.close();
    await table.close();
  }
}
