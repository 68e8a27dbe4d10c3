/**
 * `npm run drills`: the reliability drills at full size (docs/drills.md), on 127.0.0.1 only, each bounded and
 * stopping by itself. `npm run drills -- fuzz games crash reconnect` runs some of them (`games:civ`: one module's
 * games); `--jobs N` (default 2) runs
 * that many drill processes at once (the games of a module are shared among processes). Sizes: TESSERA_DRILL_SCALE
 * (default full here), or TESSERA_DRILL_FRAMES, _GAMES, _CRASHES, _RECONNECT_GAMES, _CUTS. TESSERA_DRILL_BUDGET_S
 * bounds the random games in time: no game starts after that many seconds from the start (each part says how many
 * it played). Prints `drills.figure: N` lines and exits 1 when a violation, leak, lost action, divergence or fuzz
 * failure was found.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runCrashDrills } from '../tests/drills/crash';
import { runFuzz } from '../tests/drills/fuzz';
import { DRILL_MODULES, runGames } from '../tests/drills/games';
import { runReconnectDrills } from '../tests/drills/reconnect';
import { DRILL_SEED, drillSizes, Findings, noFigures, type DrillFigures } from '../tests/drills/scale';

process.env.TESSERA_DRILL_SCALE ??= 'full';
const sizes = drillSizes();
const SELF = fileURLToPath(import.meta.url);
const args = process.argv.slice(2);
const RESULT = 'drills-result ';
const BUDGET_S = Number(process.env.TESSERA_DRILL_BUDGET_S ?? 0);
// Children inherit the start time, so the budget counts from the start of `npm run drills`.
process.env.TESSERA_DRILL_STARTED ??= String(Date.now());
const DEADLINE = BUDGET_S > 0 ? Number(process.env.TESSERA_DRILL_STARTED) + BUDGET_S * 1000 : Infinity;

/** Runs one part in this process and prints its figures and findings as one JSON line. */
async function runPart(part: string): Promise<void> {
  const figures = noFigures();
  const findings = new Findings();
  const say = (line: string) => console.log(line);
  const [name, module, shard] = part.split(':');
  if (name === 'fuzz') await runFuzz(sizes.frames, DRILL_SEED, figures, findings, say);
  else if (name === 'crash') await runCrashDrills(sizes.crashes, DRILL_SEED, figures, findings, say);
  else if (name === 'reconnect') await runReconnectDrills(sizes.reconnectGames, sizes.cutsPerGame, DRILL_SEED, figures, findings, say);
  else if (name === 'games') {
    const [k, n] = (shard ?? '0/1').split('/').map(Number);
    await runGames(sizes.gamesPerModule, DRILL_SEED, figures, findings, [module], say, [k, n], DEADLINE);
  } else throw new Error(`unknown part ${part}`);
  console.log(`${RESULT}${JSON.stringify({ figures, findings: findings.items })}`);
}

/** The parts of the chosen drills; civ's games are the longest, so they are shared among more processes. */
function partsOf(drills: readonly string[], jobs: number): string[] {
  const parts: string[] = [];
  for (const d of drills) {
    if (!d.startsWith('games')) parts.push(d);
    else for (const m of d === 'games' ? DRILL_MODULES : [d.slice('games:'.length)]) {
      const n = m === 'civ' ? Math.max(1, jobs * 2) : m === 'sandbox' ? 1 : Math.max(1, jobs);
      for (let k = 0; k < n; k++) parts.push(`games:${m}:${k}/${n}`);
    }
  }
  // The short drills first, so that their figures come in early; civ's long games last.
  const weight = (p: string) => (!p.startsWith('games') ? 0 : p.startsWith('games:sandbox') ? 1 : p.startsWith('games:civ') ? 3 : 2);
  return parts.sort((a, b) => weight(a) - weight(b));
}

function runChild(part: string): Promise<{ figures: DrillFigures; findings: string[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SELF, '--part', part], { stdio: ['ignore', 'pipe', 'inherit'], env: process.env });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text: string) => {
      out += text;
      const lines = out.split('\n');
      out = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith(RESULT)) resolve(JSON.parse(line.slice(RESULT.length)));
        else if (line.trim()) console.log(`  ${line}`);
      }
    });
    child.on('close', (code) => reject(new Error(`drill part ${part} ended with code ${code} before its result`)));
  });
}

async function main(): Promise<void> {
  const partAt = args.indexOf('--part');
  if (partAt >= 0) {
    await runPart(args[partAt + 1]);
    process.exit(0);
  }
  const jobsAt = args.indexOf('--jobs');
  const jobs = jobsAt >= 0 ? Math.max(1, Number(args[jobsAt + 1])) : 2;
  const known = ['fuzz', 'games', 'crash', 'reconnect'];
  const chosen = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--jobs');
  const bad = chosen.filter((c) => !known.includes(c) && !DRILL_MODULES.some((m) => c === `games:${m}`));
  if (bad.length > 0) {
    console.error(`Unknown drill ${bad.join(', ')}. Drills: ${known.join(', ')}`);
    process.exit(2);
  }
  const drills = chosen.length > 0 ? chosen : known;
  console.log(`drills: ${drills.join(', ')} with ${JSON.stringify(sizes)}, seed ${DRILL_SEED}, ${jobs} processes`);
  const started = Date.now();
  const queue = partsOf(drills, jobs);
  const total = noFigures();
  const findings: string[] = [];
  const worker = async () => {
    for (let part = queue.shift(); part; part = queue.shift()) {
      const result = await runChild(part);
      console.log(`  ${part} done: ${JSON.stringify(result.figures)}`);
      for (const key of Object.keys(total) as (keyof DrillFigures)[]) total[key] += result.figures[key];
      findings.push(...result.findings);
    }
  };
  await Promise.all(Array.from({ length: jobs }, worker));
  for (const f of findings.slice(0, 30)) console.log(`FINDING ${f}`);
  for (const [key, value] of Object.entries(total)) console.log(`drills.${key}: ${value}`);
  console.log(`drills.seconds: ${((Date.now() - started) / 1000).toFixed(0)}`);
  const bad2 = total.invariant_violations + total.leaks + total.actions_lost + total.divergences + total.fuzz_failures;
  process.exit(bad2 > 0 || findings.length > 0 ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
