/**
 * LAN play over loopback, guests in separate processes. Nine guests (this file, run again as a child) join a
 * sandbox game hosted by this process through startLanHost; each takes a pawn, then they move their pawns as fast
 * as they can in turn (seat k acts when the version it holds is k modulo 9).
 *
 *   lan.moves_per_s          moves per second through the whole loop (act, check, autosave, 9 patches, acks)
 *   lan.latency_ms_p50/p99   from a guest's action until all 9 guests hold the new version (shared clock:
 *                            performance.timeOrigin + performance.now(), comparable across processes)
 *   lan.bytes_per_update_p50 WebSocket bytes (frame header + JSON) of one update as one guest receives it
 *
 * The autosave goes to /dev/shm when there is one (fsync is then nearly free), so the figures are about the
 * network path, not the disk. TESSERA_LAN_BENCH_MOVES sets the measured moves (default 6000), TESSERA_LAN_BENCH_WARMUP
 * the moves played before them (default 12000).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HostService } from '../electron/host/service';
import { joinLanGame } from '../electron/lan/lan-guest';
import { startLanHost } from '../electron/lan/lan-host';
import { modules } from '../machines/registry';
import { PLAYER_COLORS } from '../models/core/module';
import type { TabletopView } from '../models/tabletop/view';

const SEATS = 9;
const GUEST_ENV = 'TESSERA_LAN_BENCH_GUEST';

interface GuestJob {
  url: string;
  code: string;
  seat: number;
  /** The first version whose move is measured (after the warm-up). */
  first: number;
  /** The version at which the game ends for the benchmark. */
  last: number;
}
interface GuestReport {
  seat: number;
  /** [result version, clock ms] of this guest's own actions. */
  acts: [number, number][];
  /** [version, clock ms] when this guest held each version. */
  holds: [number, number][];
  /** [version, wire bytes] of each update this guest received. */
  bytes: [number, number][];
  /** CPU time (user + system) of this guest process over the measured moves (after the warm-up, whose JIT work is not counted), in microseconds. */
  cpuUs: number;
  /** The part of cpuUs spent in the kernel (socket reads and writes). */
  systemUs: number;
  /** Context switches (voluntary + involuntary) of this guest process over the measured moves: each wakeup costs on 2 cores. */
  switches: number;
  /** Minor page faults over the measured moves: memory touched for the first time (a young generation that keeps moving to fresh pages). */
  faults: number;
}

/**
 * What a guest records while it plays, in arrays made before the game and indexed by version: recording must not
 * allocate per move (objects kept to the end of the run grow the guest's young generation, and with it its cost).
 */
class GuestRecord {
  readonly actAt: Float64Array;
  readonly holdAt: Float64Array;
  readonly bytesAt: Uint32Array;
  constructor(last: number) {
    this.actAt = new Float64Array(last + 2).fill(NaN);
    this.holdAt = new Float64Array(last + 2).fill(NaN);
    this.bytesAt = new Uint32Array(last + 2);
  }
  static pairs(of: Float64Array | Uint32Array, keep: (x: number) => boolean): [number, number][] {
    const out: [number, number][] = [];
    of.forEach((x, v) => keep(x) && out.push([v, x]));
    return out;
  }
}

const clock = () => performance.timeOrigin + performance.now();
const faultCount = () => process.resourceUsage().minorPageFault;
const switchCount = () => {
  const u = process.resourceUsage();
  return u.voluntaryContextSwitches + u.involuntaryContextSwitches;
};
const wireBytes = (payload: number) => payload + (payload < 126 ? 2 : payload < 65536 ? 4 : 10);

async function guestMain(job: GuestJob): Promise<void> {
  const report: GuestReport = { seat: job.seat, acts: [], holds: [], bytes: [], cpuUs: 0, systemUs: 0, switches: 0, faults: 0 };
  const record = new GuestRecord(job.last);
  // The wire size of the patch being applied: onFrame sees it just before the client applies it and calls step.
  let frameBytes = 0;
  let lastHeld = -1;
  let lastHeldAt = 0;
  let pawn: string | null = null;
  let cpuStart = process.cpuUsage();
  let switchStart = switchCount();
  let faultStart = faultCount();
  let measuring = false;
  let finished = false;
  let acting = -1;
  const guest = await joinLanGame({
    url: job.url,
    code: job.code,
    seat: job.seat,
    onFrame: (text) => {
      frameBytes = text.startsWith('{"t":"patch"') ? wireBytes(Buffer.byteLength(text)) : 0;
    },
  });
  const done = new Promise<void>((resolve) => {
    const step = () => {
      const mirror = guest.client.mirrors.get(job.seat);
      if (!mirror) return;
      const v = mirror.version;
      if (!measuring && v >= job.first - 1) {
        // The measured moves start: CPU and switches from here, and the host is told to start its own count.
        measuring = true;
        cpuStart = process.cpuUsage();
        switchStart = switchCount();
        faultStart = faultCount();
        process.send!({ measuring: job.seat });
      }
      if (v !== lastHeld && v <= job.last) {
        lastHeld = v;
        lastHeldAt = record.holdAt[v] = clock();
        if (frameBytes > 0) record.bytesAt[v] = frameBytes;
      }
      frameBytes = 0;
      if (v >= job.last) return resolve();
      if (mirror.status.paused || v % SEATS !== job.seat || acting === v) return;
      acting = v;
      const view = mirror.view as { table: TabletopView };
      if (!pawn) pawn = Object.values(view.table.pieces).find((p) => p.owner === job.seat)?.id ?? null;
      const round = Math.floor(v / SEATS);
      const action = pawn
        ? { type: 'table/move', piece: pawn, to: `sq-${job.seat}-${round % 2 === 1 ? 1 : 0}` }
        : { type: 'table/take', kind: 'pawn', owner: job.seat, to: `sq-${job.seat}-0` };
      record.actAt[v + 1] = clock();
      void guest.act(action).then((r) => {
        if (r.ok) return;
        // A refused move would stall the turn order: the benchmark is broken, stop at once.
        console.error(`lan bench: guest ${job.seat} was refused at version ${v}: ${r.code} ${r.message}`);
        process.exit(1);
      });
    };
    guest.client.onChange(step);
    process.on('message', (m) => {
      if (m !== 'go') return;
      step();
    });
  });
  void guest.closed.then(({ code, reason }) => {
    if (finished) return;
    console.error(`lan bench: guest ${job.seat} lost its connection (${code} ${reason}) at version ${guest.client.mirrors.get(job.seat)?.version}`);
    process.exit(1);
  });
  // A stall must say where it is rather than hang the run.
  const watchdog = setInterval(() => {
    const m = guest.client.mirrors.get(job.seat);
    if (m && lastHeld >= 0 && clock() - lastHeldAt > 20_000) {
      console.error(`lan bench: guest ${job.seat} stalled at version ${m.version} (paused: ${m.status.paused}, acting: ${acting})`);
      process.exit(1);
    }
  }, 5000);
  watchdog.unref();
  process.send!({ ready: job.seat });
  await done;
  finished = true;
  const cpu = process.cpuUsage(cpuStart);
  report.cpuUs = cpu.user + cpu.system;
  report.systemUs = cpu.system;
  report.switches = switchCount() - switchStart;
  report.faults = faultCount() - faultStart;
  report.acts = GuestRecord.pairs(record.actAt, (t) => !Number.isNaN(t));
  report.holds = GuestRecord.pairs(record.holdAt, (t) => !Number.isNaN(t));
  report.bytes = GuestRecord.pairs(record.bytesAt, (b) => b > 0);
  // Exit only once the report is handed over: a large IPC message is still being written when send() returns.
  process.send!({ report }, () => {
    guest.close();
    process.exit(0);
  });
}

const percentile = (xs: readonly number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

export default async function lanBench(): Promise<void> {
  const measured = Number(process.env.TESSERA_LAN_BENCH_MOVES ?? 6000);
  // The warm-up brings every process to how it runs in a long game: the JIT has settled and each guest's young
  // generation (16 MB, ~2 KB per update) has been used once, so the measured moves do not pay first-touch page
  // faults. Its own speed is printed too (lan.warmup_moves_per_s).
  const warmup = Number(process.env.TESSERA_LAN_BENCH_WARMUP ?? 12_000);
  const last = SEATS + warmup + measured;
  const first = SEATS + warmup + 1;
  const base = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
  const dataDir = mkdtempSync(join(base, 'tessera-lan-bench-'));
  const service = new HostService(dataDir, modules);
  const children: ChildProcess[] = [];
  try {
    const gameId = await service.newGame({
      module: 'sandbox',
      options: { gridSize: 12, deckSize: 60 },
      players: Array.from({ length: SEATS }, (_, seat) => ({ name: `Guest ${seat + 1}`, color: PLAYER_COLORS[seat], kind: 'lan' as const })),
      seed: 'lan-bench',
    });
    const lan = await startLanHost({ service, gameId, address: '127.0.0.1' });
    const self = fileURLToPath(import.meta.url);
    const reports: GuestReport[] = [];
    let ready = 0;
    let hostStart: { cpu: NodeJS.CpuUsage; switches: number; faults: number } | null = null;
    let resolveReady!: () => void;
    let resolveDone!: () => void;
    let fail!: (error: Error) => void;
    const allReady = new Promise<void>((r) => (resolveReady = r));
    const allDone = new Promise<void>((r) => (resolveDone = r));
    const failed = new Promise<never>((_, reject) => (fail = reject));
    for (let seat = 0; seat < SEATS; seat++) {
      const job: GuestJob = { url: lan.wsUrl, code: lan.code, seat, first, last };
      // TESSERA_LAN_BENCH_PROF=DIR writes a CPU profile of every guest there (node refuses --cpu-prof in NODE_OPTIONS);
      // TESSERA_LAN_BENCH_NODE_FLAGS adds flags to the guests' node (--perf-basic-prof for `perf record`).
      const prof = process.env.TESSERA_LAN_BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.TESSERA_LAN_BENCH_PROF] : [];
      prof.push(...(process.env.TESSERA_LAN_BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean));
      const child = spawn(process.execPath, [...prof, '--import', 'tsx', self], { env: { ...process.env, [GUEST_ENV]: JSON.stringify(job) }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      children.push(child);
      child.on('exit', (code) => code !== 0 && fail(new Error(`guest ${seat} exited with ${code}`)));
      child.on('message', (m: { ready?: number; measuring?: number; report?: GuestReport }) => {
        if (m.ready !== undefined && ++ready === SEATS) resolveReady();
        if (m.measuring !== undefined && !hostStart) hostStart = { cpu: process.cpuUsage(), switches: switchCount(), faults: faultCount() };
        if (m.report) {
          reports.push(m.report);
          if (reports.length === SEATS) resolveDone();
        }
      });
    }
    await Promise.race([allReady, failed]);
    for (const c of children) c.send('go');
    const progress = process.env.TESSERA_LAN_BENCH_DEBUG ? setInterval(() => console.error(`host at version ${lan.game.currentVersion} of ${last}, paused ${lan.game.paused}, reports ${reports.length}`), 3000) : null;
    await Promise.race([allDone, failed]);
    if (progress) clearInterval(progress);
    const hostCpuSplit = process.cpuUsage(hostStart!.cpu);
    const hostCpuUs = hostCpuSplit.user + hostCpuSplit.system;
    const hostSwitchCount = switchCount() - hostStart!.switches;
    const hostFaults = faultCount() - hostStart!.faults;
    await lan.close();

    const actAt = new Map<number, number>();
    for (const r of reports) for (const [v, t] of r.acts) actAt.set(v, t);
    const heldBy = new Map<number, number>();
    for (const r of reports) for (const [v, t] of r.holds) heldBy.set(v, Math.max(heldBy.get(v) ?? 0, t));
    const latencies: number[] = [];
    for (let v = first; v <= last; v++) {
      const acted = actAt.get(v);
      const held = heldBy.get(v);
      // A version some guest skipped (it jumped by a resync) has no receipt time of its own: not counted.
      if (acted !== undefined && held !== undefined) latencies.push(held - acted);
    }
    // TESSERA_LAN_BENCH_DUMP=FILE keeps [version, latency ms] of every measured move, to see where the tail comes from.
    if (process.env.TESSERA_LAN_BENCH_DUMP) writeFileSync(process.env.TESSERA_LAN_BENCH_DUMP, JSON.stringify([...Array(last - first + 1).keys()].map((i) => [first + i, (heldBy.get(first + i) ?? NaN) - (actAt.get(first + i) ?? NaN)])));
    const seconds = (heldBy.get(last)! - actAt.get(first)!) / 1000;
    const bytes = reports.flatMap((r) => r.bytes.filter(([v]) => v >= first).map(([, b]) => b));
    console.log(`lan.moves_per_s: ${Math.round((last - first + 1) / seconds)} moves/s`);
    const warmupSeconds = (heldBy.get(first - 1)! - actAt.get(SEATS + 1)!) / 1000;
    console.log(`lan.warmup_moves_per_s: ${Math.round((first - 1 - SEATS) / warmupSeconds)} moves/s (the first ${warmup} moves, not measured)`);
    console.log(`lan.latency_ms_p50: ${percentile(latencies, 50).toFixed(3)} ms`);
    console.log(`lan.latency_ms_p99: ${percentile(latencies, 99).toFixed(3)} ms`);
    console.log(`lan.bytes_per_update_p50: ${percentile(bytes, 50)} bytes`);
    console.log(`lan.bytes_per_update_p99: ${percentile(bytes, 99)} bytes`);
    // CPU per move says what an idle machine could do: on a loaded one the processes wait for a core.
    const perMove = (n: number) => n / (last - first + 1);
    console.log(`lan.host_cpu_us_per_move: ${Math.round(perMove(hostCpuUs))} us (${Math.round(perMove(hostCpuSplit.system))} us of it in the kernel)`);
    console.log(`lan.guests_cpu_us_per_move: ${Math.round(perMove(reports.reduce((n, r) => n + r.cpuUs, 0)))} us (all 9 guests together, ${Math.round(perMove(reports.reduce((n, r) => n + r.systemUs, 0)))} us of it in the kernel)`);
    console.log(`lan.host_switches_per_move: ${perMove(hostSwitchCount).toFixed(1)}`);
    console.log(`lan.host_page_faults_per_move: ${perMove(hostFaults).toFixed(2)}`);
    console.log(`lan.guests_page_faults_per_move: ${perMove(reports.reduce((n, r) => n + r.faults, 0)).toFixed(2)} (all 9 guests together)`);
    console.log(`lan.guests_switches_per_move: ${perMove(reports.reduce((n, r) => n + r.switches, 0)).toFixed(1)} (all 9 guests together)`);
    const saved = (await service.game(gameId)).store.stats;
    console.log(`lan.measured: ${last - first + 1} moves by ${SEATS} guest processes, ${latencies.length} latencies, autosave in ${base} (${saved.records} records in ${saved.batches} writes, ${saved.snapshots} snapshots, ${saved.slowSyncs} slow fsyncs)`);
  } finally {
    for (const c of children) if (c.exitCode === null) c.kill();
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.env[GUEST_ENV]) {
  guestMain(JSON.parse(process.env[GUEST_ENV]) as GuestJob).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
