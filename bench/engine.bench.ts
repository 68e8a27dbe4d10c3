/**
 * engine.actions_per_s: actions per second through GameHost for a 6-seat sandbox game with hands: each action is
 * validated, applied, and six views and six patches are computed and delivered to six clients (plus acks).
 * engine.patch_bytes_p50/p99: bytes of the patches sent for one-piece moves.
 */
import { connectInMemory } from '../machines/engine/in-memory';
import { newHost } from '../machines/engine/testing';
import { sandboxModule } from '../machines/sandbox';
import type { ActionInput } from '../models/core/module';
import type { HostMessage } from '../models/core/protocol';

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

export default async function engineBench(): Promise<void> {
  const seats = [0, 1, 2, 3, 4, 5];
  const host = newHost(sandboxModule, ['A', 'B', 'C', 'D', 'E', 'F'], 'bench', { deckSize: 120, gridSize: 12 });
  const patchBytes: number[] = [];
  // Six seat links as a transport sees them: each receives its patches and acknowledges them. Applying a patch is
  // the client's work in its own process, so it is not counted here; the wire bytes are measured below.
  let accepted = 0;
  let refused = 0;
  const links: { receive(raw: unknown): void }[] = [];
  for (const s of seats) {
    const early: number[] = [];
    const holder: { link?: { receive(raw: unknown): void } } = {};
    const link = (holder.link = host.attach({
      seats: [s],
      watches: [s],
      send: (m: HostMessage) => {
        if (m.t === 'patch' || m.t === 'sync') {
          if (holder.link) holder.link.receive({ t: 'ack', seat: s, version: m.version });
          else early.push(m.version);
        }
        else if (m.t === 'accepted') accepted++;
        else if (m.t === 'refused') refused++;
      },
    }));
    for (const v of early) link.receive({ t: 'ack', seat: s, version: v });
    links.push(link);
  }
  // A wire-level observer of seat 0: counts the bytes of each patch and acknowledges it, as a real client does.
  const seen: { observer?: { receive(raw: unknown): void } } = {};
  seen.observer = host.attach({
    seats: [],
    watches: [0],
    send: (m: HostMessage) => {
      if (m.t !== 'patch') return;
      patchBytes.push(Buffer.byteLength(JSON.stringify(m)));
      seen.observer?.receive({ t: 'ack', seat: 0, version: m.version });
    },
  });

  // Deal hands and put 10 pawns per player on the board, so views carry hands and pieces.
  for (const s of seats) for (let i = 0; i < 5; i++) host.submit(s, { type: 'table/draw', from: 'deck', to: `hand-${s}` });
  for (const s of seats) for (let i = 0; i < 10; i++) host.submit(s, { type: 'table/take', kind: 'pawn', owner: s, to: `sq-${i}-${s}` });
  patchBytes.length = 0;

  // The measured load: each seat in turn moves one of its pawns one square along its row and back.
  const moves: { seat: number; action: ActionInput }[] = [];
  for (let round = 0; round < 5000; round++) {
    for (const s of seats) {
      const pawn = `pawn-${s}-${s * 10 + (round % 10)}`;
      const x = round % 10;
      moves.push({ seat: s, action: { type: 'table/move', piece: pawn, to: round % 20 < 10 ? `sq-${x}-${s + 6}` : `sq-${x}-${s}` } });
    }
  }
  // Warm up the JIT on a copy of the same work.
  const warm = newHost(sandboxModule, ['A', 'B', 'C', 'D', 'E', 'F'], 'bench', { deckSize: 120, gridSize: 12 });
  for (const s of seats) connectInMemory(warm, [s], [s], { copy: false });
  for (const s of seats) for (let i = 0; i < 10; i++) warm.submit(s, { type: 'table/take', kind: 'pawn', owner: s, to: `sq-${i}-${s}` });
  for (const m of moves.slice(0, 12000)) warm.submit(m.seat, m.action);

  accepted = 0;
  // The host is single-threaded; the CPU time of the process (all threads) is an upper bound on its time on one core.
  const cpu0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < moves.length; i++) {
    const m = moves[i];
    links[m.seat].receive({ t: 'act', id: `m${i}`, seat: m.seat, base: host.currentVersion, action: m.action });
  }
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const cpu = process.cpuUsage(cpu0);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  if (accepted !== moves.length) throw new Error(`only ${accepted} of ${moves.length} moves were accepted`);
  if (refused > 0) throw new Error(`${refused} benchmark moves were refused: the benchmark is broken`);
  console.log(`engine.actions_per_s: ${Math.round(moves.length / seconds)} actions/s`);
  // Per CPU-second of the whole process (the GC's helper threads included): the figure to read on a busy machine.
  console.log(`engine.actions_per_cpu_s: ${Math.round(moves.length / cpuSeconds)} actions/s`);
  console.log(`engine.patch_bytes_p50: ${percentile(patchBytes, 50)} bytes`);
  console.log(`engine.patch_bytes_p99: ${percentile(patchBytes, 99)} bytes`);
}
