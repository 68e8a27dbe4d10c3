/**
 * `npm run scenario -- FILE [--seat S | --all-seats] [--full]`: runs a scenario headlessly and prints JSON: each
 * action accepted or refused (code and rule) with the log lines it wrote and any outcome check that failed, then
 * the final view (public, seat S's, or every seat's) without static map data unless `--full`, and the state hash.
 * Failed checks and expectations are also listed on stderr. Exit code 0 when every `expect` and check held, 1 when
 * one did not, 2 when the file could not be read or was refused (invalid, or its overrides break an invariant).
 */
import { readFileSync } from 'node:fs';
import { runScenario } from '../machines/engine/scenario-runner';
import { modules } from '../machines/registry';
import { compactView } from '../models/core/compact-view';
import { describeFailure } from '../models/core/outcome-check';
import { parseScenario } from '../models/core/scenario';

const USAGE = 'usage: npm run scenario -- FILE [--seat S | --all-seats] [--full]';
const FLAGS = new Set(['--seat', '--all-seats', '--full']);

function main(argv: string[]): number {
  const seatFlag = argv.indexOf('--seat');
  const file = argv.find((a, i) => !a.startsWith('--') && (seatFlag < 0 || i !== seatFlag + 1));
  const unknown = argv.find((a) => a.startsWith('--') && !FLAGS.has(a));
  const seat = seatFlag >= 0 ? Number(argv[seatFlag + 1]) : null;
  const allSeats = argv.includes('--all-seats');
  const full = argv.includes('--full');
  if (!file || unknown) {
    console.error(unknown ? `Unknown option ${unknown}. ${USAGE}` : USAGE);
    return 2;
  }
  if (seat !== null && (!Number.isInteger(seat) || seat < 0)) {
    console.error(`--seat takes a seat number from 0, not "${argv[seatFlag + 1]}"`);
    return 2;
  }
  if (seat !== null && allSeats) {
    console.error(`--seat and --all-seats do not go together. ${USAGE}`);
    return 2;
  }
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    console.error(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const parsed = parseScenario(json);
  if (!parsed.ok) {
    console.error(`${file}: ${parsed.message}`);
    return 2;
  }
  let run;
  try {
    run = runScenario(parsed.scenario, modules, seat, { allSeats });
  } catch (error) {
    console.error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  if (seat !== null && seat >= run.host.players.length) {
    console.error(`--seat ${seat}: the scenario has seats 0 to ${run.host.players.length - 1}`);
    return 2;
  }
  const shown = (view: unknown) => (full ? view : compactView(view));
  const { steps, hash, outcome, mismatches, failures } = run;
  const views = allSeats
    ? { public: shown(run.host.viewFor(null)), ...Object.fromEntries(run.host.players.map((p) => [p.seat, shown(run.host.viewFor(p.seat))])) }
    : undefined;
  const out = { module: run.module, actions: steps, mismatches, failures, seat: allSeats ? 'all' : seat, ...(views ? { views } : { view: shown(run.view) }), outcome, hash };
  console.log(JSON.stringify(out, null, 2));
  for (const s of steps) {
    if (s.expected === false) console.error(`step ${s.index + 1} (${s.type} by seat ${s.seat}): expected ${JSON.stringify(parsed.scenario.actions[s.index] && 'expect' in parsed.scenario.actions[s.index] ? (parsed.scenario.actions[s.index] as { expect?: unknown }).expect : null)}, got ${s.accepted ? 'accepted' : `refused ${s.code} [${s.rule}]`}`);
  }
  for (const f of failures) console.error(`${f.after}: check failed at ${describeFailure(f)}`);
  return mismatches > 0 ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
