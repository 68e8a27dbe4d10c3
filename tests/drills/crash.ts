import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { joinLanGame, type LanGuest } from '../../electron/lan/lan-guest';
import { loadGame } from '../../electron/storage';
import { GameHost } from '../../machines/engine/host';
import { modules } from '../../machines/registry';
import { stateHash } from '../../models/core/hash';
import type { ActionInput } from '../../models/core/module';
import { Random, seedRng } from '../../models/core/rng';
import { until } from './lan-table';
import type { DrillFigures, Findings } from './scale';

const CHILD_TS = fileURLToPath(new URL('./crash-child.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CHILD_LIMIT_MS = 60_000;

/**
 * Bundles the host process once with esbuild (a start in tens of milliseconds instead of a tsx start of a second or
 * more); packages stay external and resolve from the project's node_modules. Falls back to tsx.
 */
async function childArgs(): Promise<string[]> {
  try {
    const { build } = await import('esbuild');
    const dir = join(ROOT, 'node_modules', '.cache', 'tessera-drills');
    mkdirSync(dir, { recursive: true });
    const outfile = join(dir, `crash-child-${process.pid}.mjs`);
    await build({ entryPoints: [CHILD_TS], outfile, bundle: true, packages: 'external', platform: 'node', format: 'esm', target: 'node20', logLevel: 'silent' });
    return [outfile];
  } catch {
    return ['--import', 'tsx', CHILD_TS];
  }
}

interface Ready {
  readonly gameId: string;
  readonly actions: number;
  readonly port: number;
  readonly code: string;
  readonly viewHash: string;
}

interface Run {
  ready: Ready | null;
  over: boolean;
  /** Acknowledged actions: index and the state hash the host printed after it. */
  readonly acked: Map<number, string>;
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
}

/**
 * THE HOST CRASH DRILL. A child process hosts a Khronos game (HostService with its autosave, and the LAN host on
 * 127.0.0.1 with seat 1 as the LAN seat) and plays random legal moves, printing each acknowledged action with its
 * state hash. The parent is the LAN guest: it joins (with the code, then always with its reconnect token), and once
 * the game runs, kills the child with SIGKILL at a seeded random moment (one kill in five lands while the child is
 * still opening and recovering the autosave). After each kill the parent loads the autosave itself: every
 * acknowledged action must be there, and replaying the log must pass through each printed hash. The next child
 * must resume with exactly what the parent found in the autosave; the guest reconnects with its token and must receive exactly the resumed game's view. A game
 * that ends is followed by a new one.
 */
export async function runCrashDrills(kills: number, seed: string, figures: DrillFigures, findings: Findings, progress?: (line: string) => void): Promise<void> {
  const started = Date.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-crash-drill-'));
  const args = await childArgs();
  const r = new Random(seedRng(`${seed}/crash`));
  let gameId = 'new';
  let token: string | null = null;
  let gameNo = 0;
  let ackedTotal = 0;
  let reconnects = 0;
  /** What the parent found in the autosave after the last kill: the next host must resume with exactly that. */
  let savedCount: number | null = null;
  const problem = (kind: 'lost' | 'divergence' | 'other', what: string) => {
    if (kind === 'lost') figures.actions_lost++;
    else if (kind === 'divergence') figures.divergences++;
    else figures.invariant_violations++;
    findings.add(`crash drill: ${what}`);
  };
  try {
    for (let k = 0; k < kills; ) {
      const early = r.int(5) === 0;
      const delayMs = early ? r.int(40) : 5 + r.int(600);
      let guest: LanGuest | null = null;
      const run = await new Promise<Run>((resolve, reject) => {
        const child = spawn(process.execPath, [...args, dataDir, gameId, `${seed}/game-${gameNo}`], { stdio: ['ignore', 'pipe', 'pipe'], cwd: ROOT });
        const out: Run = { ready: null, over: false, acked: new Map(), code: null, signal: null, stderr: '' };
        const limit = setTimeout(() => child.kill('SIGKILL'), CHILD_LIMIT_MS);
        const kill = () => setTimeout(() => child.kill('SIGKILL'), delayMs);
        let pending = '';
        child.stdout.setEncoding('utf8');
        child.stderr.setEncoding('utf8');
        child.stderr.on('data', (t: string) => (out.stderr += t));
        child.stdout.on('data', (text: string) => {
          pending += text;
          const lines = pending.split('\n');
          pending = lines.pop() ?? '';
          for (const line of lines) {
            const [word, a, b, c, d, e] = line.split(' ');
            if (word === 'opening' && early) kill();
            else if (word === 'a') out.acked.set(Number(a), b);
            else if (word === 'over') out.over = true;
            else if (word === 'ready') {
              out.ready = { gameId: a, actions: Number(b), port: Number(c), code: d, viewHash: e };
              if (early) continue;
              // The guest comes back: with its token after the first join. The game waits for it, then plays.
              const ready = out.ready;
              const reconnect = async () => {
                // The first sync the guest receives is the resumed game: the host plays on as soon as the guest is back.
                let first: { version: number; view: unknown } | null = null;
                const onFrame = (text: string) => {
                  if (first === null && text.startsWith('{"t":"sync"')) first = JSON.parse(text) as { version: number; view: unknown };
                };
                const g = await joinLanGame({ host: '127.0.0.1', port: ready.port, ...(token ? { token } : { code: ready.code, seat: 1 }), timeoutMs: 20_000, onFrame });
                guest = g;
                token = g.token;
                reconnects++;
                await until(() => first !== null, 20_000);
                const sync = first as { version: number; view: unknown } | null;
                if (!sync || sync.version !== ready.actions || stateHash(sync.view) !== ready.viewHash) {
                  problem('divergence', `game ${a}: the guest reconnected to version ${sync?.version} (view ${sync ? stateHash(sync.view) : '-'}), the host resumed at ${ready.actions} (view ${ready.viewHash})`);
                }
              };
              reconnect().then(kill, (error: unknown) => {
                problem('other', `game ${a}: the guest could not reconnect: ${error instanceof Error ? error.message : String(error)}`);
                child.kill('SIGKILL');
              });
            }
          }
        });
        child.on('error', reject);
        child.on('close', (code, signal) => {
          clearTimeout(limit);
          out.code = code;
          out.signal = signal;
          resolve(out);
        });
      });
      (guest as LanGuest | null)?.ws.terminate();
      if (run.code !== null && run.code !== 0) problem('other', `the host process failed (${run.code}): ${run.stderr.slice(0, 500)}`);
      if (run.ready && gameId !== 'new' && savedCount !== null && run.ready.actions !== savedCount) {
        problem('lost', `game ${gameId}: the host resumed with ${run.ready.actions} actions, the autosave held ${savedCount}`);
      }
      if (run.ready && gameId === 'new') gameId = run.ready.gameId;
      if (run.signal === 'SIGKILL') {
        k++;
        figures.crash_drills++;
      }
      ackedTotal += run.acked.size;
      if (gameId !== 'new') savedCount = await checkAutosave(join(dataDir, gameId), run, problem);
      if (run.over) {
        savedCount = null;
        gameId = 'new';
        token = null;
        gameNo++;
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (args[0].endsWith('.mjs')) rmSync(args[0], { force: true });
  }
  progress?.(`crash: ${figures.crash_drills} SIGKILLs over ${gameNo + 1} games, ${ackedTotal} acknowledged actions checked, ${reconnects} guest reconnections, ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Loads the autosave as a fresh app would and replays it, checking every acknowledged action and its hash. */
async function checkAutosave(dir: string, run: Run, problem: (kind: 'lost' | 'divergence' | 'other', what: string) => void): Promise<number | null> {
  let saved;
  try {
    saved = await loadGame(dir);
  } catch (error) {
    problem('other', `the autosave ${dir} does not load: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
  if (run.ready && saved.actions.length < run.ready.actions) problem('lost', `the autosave holds ${saved.actions.length} actions, the host had resumed with ${run.ready.actions}`);
  const acked = [...run.acked.keys()];
  const lost = acked.filter((i) => i >= saved.actions.length);
  if (lost.length > 0) problem('lost', `${lost.length} acknowledged actions (from ${lost[0]}) are missing from the autosave of ${saved.actions.length}`);
  const { header } = saved;
  const host = new GameHost({ module: modules[header.module], players: header.players, options: header.options, seed: header.seed });
  for (const entry of saved.actions) {
    const refusal = host.perform(entry.seat, entry.action as ActionInput);
    if (refusal) {
      problem('divergence', `the autosave does not replay at action ${entry.index}: ${refusal.message}`);
      break;
    }
    const printed = run.acked.get(entry.index);
    if (printed !== undefined && printed !== host.hash()) {
      problem('divergence', `action ${entry.index} replays to ${host.hash()}, the host had ${printed}`);
      break;
    }
  }
  return saved.actions.length;
}
