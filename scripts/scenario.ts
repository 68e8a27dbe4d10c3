/**
 * `npm run scenario -- FILE [--seat S]`: runs a scenario headlessly and prints JSON: each action accepted or refused
 * (code and rule), then the final public view (or seat S's view) and the state hash. Exit code 0 when every `expect`
 * held, 1 when one did not, 2 when the file could not be read.
 */
import { readFileSync } from 'node:fs';
import { runScenario } from '../machines/engine/scenario-runner';
import { modules } from '../machines/registry';
import { parseScenario } from '../models/core/scenario';

function main(argv: string[]): number {
  const file = argv.find((a) => !a.startsWith('--'));
  const seatFlag = argv.indexOf('--seat');
  const seat = seatFlag >= 0 ? Number(argv[seatFlag + 1]) : null;
  if (!file) {
    console.error('usage: npm run scenario -- FILE [--seat S]');
    return 2;
  }
  if (seat !== null && (!Number.isInteger(seat) || seat < 0)) {
    console.error(`--seat takes a seat number from 0, not "${argv[seatFlag + 1]}"`);
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
    run = runScenario(parsed.scenario, modules, seat);
  } catch (error) {
    console.error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const { steps, view, hash, outcome, mismatches } = run;
  console.log(JSON.stringify({ module: run.module, actions: steps, mismatches, seat, view, outcome, hash }, null, 2));
  return mismatches > 0 ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
