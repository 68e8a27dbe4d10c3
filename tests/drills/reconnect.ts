import { joinLanGame, type LanGuest } from '../../electron/lan/lan-guest';
import { loadGame } from '../../electron/storage';
import type { ActResult } from '../../machines/engine/client';
import { canonicalJson } from '../../models/core/hash';
import type { Action, Seat } from '../../models/core/module';
import { Random, seedRng } from '../../models/core/rng';
import { lanTable, until, type LanTable } from './lan-table';
import type { DrillFigures, Findings } from './scale';

/** An action a guest sent, and what it heard back: accepted (at a version), refused, or nothing (its socket was cut). */
interface Sent {
  readonly seat: Seat;
  readonly base: number;
  readonly action: Action;
  result: ActResult | 'cut' | null;
}

const ACTIONS_PER_GAME = 120;
const MODULES = ['khronos', 'empires'] as const;

/**
 * THE RECONNECT DRILL. Games of Khronos and Empires (alternately) are hosted on 127.0.0.1 with every seat a LAN
 * guest. Guests act for their seats, several at once when several may act (so some are refused as stale); at
 * `cuts` seeded moments a guest's socket is cut (terminated), often while its own action is in flight, and the guest
 * comes back with its token after a random delay. After every round and every return, every guest must hold the
 * host's version, view and log. At the end of each game:
 *  - every action a guest heard accepted is in the host's log once, at the version it was told (nothing lost);
 *  - every entry of the host's log is an action some guest sent with that base (nothing duplicated or invented);
 *  - the autosave holds exactly the host's log.
 */
export async function runReconnectDrills(games: number, cuts: number, seed: string, figures: DrillFigures, findings: Findings, progress?: (line: string) => void): Promise<void> {
  const started = Date.now();
  let actions = 0;
  const tally = { accepted: 0, refused: 0, cut: 0 };
  for (let g = 0; g < games; g++) {
    const module = MODULES[g % MODULES.length];
    const table = await lanTable(module, ['lan', 'lan', 'lan'], `${seed}/reconnect-${g}`);
    try {
      actions += await playCutGame(table, `${module} game ${g}`, cuts, new Random(seedRng(`${seed}/reconnect-${g}/guests`)), figures, findings, tally);
    } finally {
      await table.close();
    }
  }
  progress?.(`reconnect: ${games} games, ${figures.reconnect_drills} cuts and returns, ${actions} actions (sent: ${tally.accepted} accepted, ${tally.refused} refused as stale or paused, ${tally.cut} unanswered when their socket was cut), ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function playCutGame(table: LanTable, label: string, cuts: number, r: Random, figures: DrillFigures, findings: Findings, tally: { accepted: number; refused: number; cut: number }): Promise<number> {
  const { lan, host } = table;
  const rules = host.module.rules;
  const seats: Seat[] = [0, 1, 2];
  const guests = new Map<Seat, LanGuest>();
  const tokens = new Map<Seat, string>();
  const sent: Sent[] = [];
  const diverged = (what: string) => {
    figures.divergences++;
    findings.add(`reconnect ${label}: ${what}`);
  };
  for (const seat of seats) {
    const guest = await joinLanGame({ url: lan.wsUrl, code: lan.code, seat });
    guests.set(seat, guest);
    tokens.set(seat, guest.token!);
  }

  /** Every guest at the host's version, with its view and log. */
  const converge = async (when: string) => {
    await host.idle;
    const v = host.currentVersion;
    if (!(await until(() => seats.every((s) => guests.get(s)?.client.mirrors.get(s)?.version === v), 20_000))) {
      return diverged(`${when}: guests at versions ${seats.map((s) => guests.get(s)?.client.mirrors.get(s)?.version).join(', ')}, the host at ${v}`);
    }
    for (const s of seats) {
      const mirror = guests.get(s)!.client.mirrors.get(s)!;
      if (canonicalJson(mirror.view) !== canonicalJson(host.viewFor(s))) diverged(`${when}: seat ${s}'s view differs from the host's`);
      const log = host.logFor(s);
      if (mirror.log.length !== log.length || mirror.log.some((line, i) => line.index !== log[i].index)) diverged(`${when}: seat ${s}'s log has ${mirror.log.length} lines, the host's ${log.length}`);
    }
  };

  const act = (seat: Seat): Promise<void> => {
    const guest = guests.get(seat)!;
    const legal = rules.legalActions(host.state, seat) as readonly Action[];
    if (legal.length === 0 || guest.ws.readyState !== guest.ws.OPEN) return Promise.resolve();
    const type = r.pick([...new Set(legal.map((a) => a.type))]);
    const entry: Sent = { seat, base: guest.client.version(seat), action: r.pick(legal.filter((a) => a.type === type)), result: null };
    sent.push(entry);
    return Promise.race([guest.act(entry.action), guest.closed.then(() => 'cut' as const)]).then((result) => {
      entry.result = result;
    });
  };

  const cutAt = Array.from({ length: cuts }, () => r.int(ACTIONS_PER_GAME)).sort((a, b) => a - b);
  let rounds = 0;
  await until(() => !host.paused);
  while (host.actionLog.length < ACTIONS_PER_GAME && !host.outcome && rounds++ < ACTIONS_PER_GAME * 4) {
    if (cutAt.length > 0 && host.actionLog.length >= cutAt[0]) {
      cutAt.shift();
      // Cut a guest, half the time right after it sent an action, after 0-2 ms; it comes back 0-30 ms later.
      const seat = r.pick(seats);
      const guest = guests.get(seat)!;
      const inFlight = r.int(2) === 0 && host.activeSeats().includes(seat) ? act(seat) : Promise.resolve();
      await new Promise((res) => setTimeout(res, r.int(3)));
      guest.ws.terminate();
      await inFlight;
      await until(() => host.paused || lan.seats()[seat].state === 'dropped', 5000);
      await new Promise((res) => setTimeout(res, r.int(31)));
      const back = await joinLanGame({ url: lan.wsUrl, token: tokens.get(seat)! });
      if (back.seat !== seat) diverged(`seat ${seat}'s token brought back seat ${back.seat}`);
      guests.set(seat, back);
      await until(() => !host.paused, 10_000);
      await converge(`after seat ${seat} came back`);
      figures.reconnect_drills++;
      continue;
    }
    const active = host.activeSeats();
    const acting = r.shuffle(active).slice(0, 1 + r.int(active.length));
    await Promise.all(acting.map(act));
    await converge(`after round ${rounds}`);
  }
  await converge('at the end');
  for (const g of guests.values()) g.close();
  checkLog(label, host.actionLog, sent, figures, findings);
  for (const s of sent) {
    if (s.result === 'cut' || s.result === null) tally.cut++;
    else if (s.result.ok) tally.accepted++;
    else tally.refused++;
  }
  await host.idle;
  const saved = await loadGame((await table.service.game(lan.info().gameId)).store.dir);
  if (canonicalJson(saved.actions.map((a) => ({ index: a.index, seat: a.seat, action: a.action }))) !== canonicalJson(host.actionLog)) diverged(`the autosave holds ${saved.actions.length} actions that differ from the host's ${host.actionLog.length}`);
  return host.actionLog.length;
}

/** Nothing lost: each accepted action is at the version it was told. Nothing duplicated: each logged one was sent once with that base. */
function checkLog(label: string, log: readonly { index: number; seat: Seat; action: Action }[], sent: readonly Sent[], figures: DrillFigures, findings: Findings): void {
  const same = (a: Action, b: Action) => canonicalJson(a) === canonicalJson(b);
  for (const s of sent) {
    if (s.result === null || s.result === 'cut' || !s.result.ok) continue;
    const entry = log[s.result.version - 1];
    if (!entry || entry.seat !== s.seat || !same(entry.action, s.action) || s.base !== s.result.version - 1) {
      figures.actions_lost++;
      findings.add(`reconnect ${label}: seat ${s.seat}'s ${s.action.type} accepted at version ${s.result.version} is not at that place in the host's log`);
    }
  }
  for (const entry of log) {
    const senders = sent.filter((s) => s.seat === entry.seat && s.base === entry.index && same(s.action, entry.action));
    const heard = senders.filter((s) => s.result !== null && s.result !== 'cut' && s.result.ok);
    if (senders.length === 0 || heard.length > 1) {
      figures.divergences++;
      findings.add(`reconnect ${label}: log entry ${entry.index} (${entry.action.type} by seat ${entry.seat}) matches ${senders.length} sent actions, ${heard.length} of them accepted`);
    }
  }
}
