import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../models/core/scenario';
import { modules } from '../registry';
import { runScenario } from './scenario-runner';
import { LEFT_OUT } from '../../models/core/compact-view';

const file = 'scenarios/sandbox/cards-and-pawns.json';
const load = () => {
  const parsed = parseScenario(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.scenario;
};

describe('scenarios', () => {
  it('every scenario under scenarios/ runs with each expect and outcome check holding', () => {
    const files = readdirSync('scenarios').flatMap((m) => readdirSync(join('scenarios', m)).filter((f) => f.endsWith('.json')).map((f) => join('scenarios', m, f)));
    expect(new Set(files.map((f) => f.split('/')[1]))).toEqual(new Set(['civ', 'empires', 'khronos', 'sandbox']));
    for (const f of files) {
      const parsed = parseScenario(JSON.parse(readFileSync(f, 'utf8')));
      if (!parsed.ok) throw new Error(`${f}: ${parsed.message}`);
      const run = runScenario(parsed.scenario, modules);
      expect({ f, failures: run.failures, mismatches: run.mismatches }).toEqual({ f, failures: [], mismatches: 0 });
      expect(parsed.scenario.actions.some((a) => a.check), `${f} checks no outcome`).toBe(true);
    }
  });

  it('runs every action through the host and reports each verdict against its expectation', () => {
    const run = runScenario(load(), modules);
    expect(run.mismatches).toBe(0);
    expect(run.steps.map((s) => s.accepted)).toEqual([true, false, true, true, false, false, true]);
    expect(run.steps[1]).toMatchObject({ code: 'not-your-hand', rule: 'TT-SEAT-2' });
  });

  it('applies overrides to the starting position, and a replay of the log rebuilds the same hash', () => {
    const run = runScenario(load(), modules, 1);
    const view = run.view as { table: { counters: Record<string, { value: number }> } };
    expect(view.table.counters['coins-1'].value).toBe(10); // 12 from the override, then -2
    const again = runScenario(load(), modules, 1);
    expect(again.hash).toBe(run.hash);
  });

  it('a seat view shows that seat its hand, and the public view does not', () => {
    const seat0 = runScenario(load(), modules, 0).view as { table: { piles: Record<string, { cards?: unknown[] }> } };
    const pub = runScenario(load(), modules, null).view as { table: { piles: Record<string, { cards?: unknown[]; count: number }> } };
    expect(seat0.table.piles['hand-0'].cards).toHaveLength(1);
    expect(pub.table.piles['hand-0'].cards).toBeUndefined();
    expect(pub.table.piles['hand-0'].count).toBe(1);
  });

  it('refuses foreign, newer and malformed files with a clear message', () => {
    expect(parseScenario({ format: 'other' })).toMatchObject({ ok: false, code: 'foreign' });
    expect(parseScenario({ format: 'tessera-scenario', version: 99 })).toMatchObject({ ok: false, code: 'newer-version' });
    const bad = parseScenario({ ...load(), players: [] });
    expect(bad).toMatchObject({ ok: false, code: 'corrupt' });
    expect(!bad.ok && bad.message).toContain('players');
  });

  it('outcome checks after an action and as a step of their own: failures name the step, path, expected and actual', () => {
    const scenario = load();
    const actions = [
      { ...scenario.actions[0], check: [{ seat: 0, path: ['table', 'piles', 'hand-0', 'cards'], length: 1 }, { path: ['table', 'piles', 'hand-0', 'count'], equals: 1 }] },
      { ...scenario.actions[1], expect: { refused: 'not-your-hand', rule: 'TT-SEAT-2' } },
      { check: [{ path: ['table', 'counters', 'coins-1', 'value'], equals: 12 }] },
      { seat: 1, action: { type: 'table/count', counter: 'coins-1', delta: -2 }, check: [{ path: ['table', 'counters', 'coins-1', 'value'], equals: 9, note: 'a wrong sum' }] },
      { check: [{ path: ['table', 'piles', 'hand-0', 'count'], equals: 2 }] },
    ];
    const run = runScenario({ ...scenario, actions }, modules);
    expect(run.steps).toHaveLength(3);
    expect(run.steps[1].expected).toBe(true);
    expect(run.failures).toEqual([
      { entry: 3, after: 'step 4 (table/count by seat 1)', seat: null, path: ['table', 'counters', 'coins-1', 'value'], expected: 'equals 9', actual: 10, found: true, note: 'a wrong sum' },
      { entry: 4, after: 'step 5', seat: null, path: ['table', 'piles', 'hand-0', 'count'], expected: 'equals 2', actual: 1, found: true },
    ]);
    expect(run.steps[2].failed).toHaveLength(1);
    expect(run.mismatches).toBe(2);
    // The refusal's rule is part of what `expect` checks.
    const wrongRule = runScenario({ ...scenario, actions: [{ ...scenario.actions[1], expect: { refused: 'not-your-hand', rule: 'TT-SEAT-9' } }] }, modules);
    expect(wrongRule.steps[0].expected).toBe(false);
    expect(wrongRule.mismatches).toBe(1);
  });

  it('each action carries the log lines it wrote: the public ones, or those the watched seat reads', () => {
    const pub = runScenario(load(), modules, null);
    const seat0 = runScenario(load(), modules, 0);
    const seat1 = runScenario(load(), modules, 1);
    // A draw is told to the drawer by card, to the others without it, and to a spectator not at all.
    expect(pub.steps[0].log).toEqual([]);
    expect(seat0.steps[0].log).toHaveLength(1);
    expect(seat0.steps[0].log[0]).toMatch(/^You drew Card \d+ from the deck\.$/);
    expect(seat1.steps[0].log).toEqual(['Ada drew a card from the deck.']);
    expect(pub.steps[2].log).toEqual(['Bo placed a pawn from the supply on sq-2-2.']);
    // A refused action writes nothing.
    expect(pub.steps[1].log).toEqual([]);
    const all = runScenario(load(), modules, null, { allSeats: true });
    expect(all.steps[0].seatLog).toEqual({ 0: seat0.steps[0].log, 1: ['Ada drew a card from the deck.'] });
  });

  it('SB-PRIO-4, SB-PRIO-5: a rule that fires inside an action (a failed priority claim) shows in that action\'s log with its rule', () => {
    const parsed = parseScenario(JSON.parse(readFileSync('scenarios/empires/five-player-turns.json', 'utf8')));
    if (!parsed.ok) throw new Error(parsed.message);
    const run = runScenario(parsed.scenario, modules);
    const failed = run.steps.filter((s) => s.log.some((l) => l.startsWith("Darius's priority claim fails")));
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ type: 'close-window', accepted: true });
    expect(failed[0].log).toContain("Darius's priority claim fails: The Giant Ziggurat is not in the supply. Darius keeps the transaction for the normal turn. [SB-PRIO-4]");
  });

  it('npm run scenario --all-seats prints every seat\'s view and the public one; the view leaves out static map data unless --full', () => {
    const run = (...args: string[]) => JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', 'scripts/scenario.ts', ...args], { encoding: 'utf8' }));
    const all = run(file, '--all-seats');
    expect(all.seat).toBe('all');
    expect(Object.keys(all.views)).toEqual(['0', '1', 'public']);
    expect(all.views['0'].table.piles['hand-0'].cards).toHaveLength(1);
    expect(all.views.public.table.piles['hand-0'].cards).toBeUndefined();
    expect(all.actions[0].seatLog['1']).toEqual(['Ada drew a card from the deck.']);
    const tutorial = 'models/khronos/tutorials/01-terrain.json';
    const dir = mkdtempSync(join(tmpdir(), 'scn-'));
    const t = JSON.parse(readFileSync(tutorial, 'utf8'));
    writeFileSync(join(dir, 'khronos.json'), JSON.stringify({ format: 'tessera-scenario', version: 1, module: 'khronos', ...t.scenario }));
    const compact = run(join(dir, 'khronos.json'));
    expect(compact.view.map).toBe(LEFT_OUT);
    expect(compact.view.boards.might.buildings.length).toBeGreaterThan(0);
    const full = run(join(dir, 'khronos.json'), '--full');
    expect(full.view.map.terrain.length).toBeGreaterThan(0);
    expect(JSON.stringify(full.view).length).toBeGreaterThan(JSON.stringify(compact.view).length + 2000);
  });

  it('npm run scenario refuses an unknown option, --seat with --all-seats, and a seat the scenario lacks (exit code 2)', () => {
    const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/scenario.ts', file, ...args], { encoding: 'utf8' });
    const unknown = run('--compact-ish');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/Unknown option --compact-ish/);
    expect(run('--seat', '0', '--all-seats').stderr).toMatch(/--seat and --all-seats do not go together/);
    const seat = run('--seat', '5');
    expect(seat.status).toBe(2);
    expect(seat.stderr).toMatch(/--seat 5: the scenario has seats 0 to 1/);
  });

  it('npm run scenario exits 1 on a failed check and prints the path, the expected and the actual value', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scn-'));
    const failing = { ...load(), actions: [{ seat: 1, action: { type: 'table/count', counter: 'coins-1', delta: -2 }, check: [{ path: ['table', 'counters', 'coins-1', 'value'], equals: 9 }] }] };
    writeFileSync(join(dir, 'failing.json'), JSON.stringify(failing));
    const res = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/scenario.ts', join(dir, 'failing.json')], { encoding: 'utf8' });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('step 1 (table/count by seat 1): check failed at ["table","counters","coins-1","value"] in the public view: expected equals 9, got 10');
    expect(JSON.parse(res.stdout).failures[0]).toMatchObject({ expected: 'equals 9', actual: 10 });
    const holding = { ...failing, actions: [{ ...failing.actions[0], check: [{ path: ['table', 'counters', 'coins-1', 'value'], equals: 10 }] }] };
    writeFileSync(join(dir, 'holding.json'), JSON.stringify(holding));
    expect(spawnSync(process.execPath, ['--import', 'tsx', 'scripts/scenario.ts', join(dir, 'holding.json')], { encoding: 'utf8' }).status).toBe(0);
  });

  it('npm run scenario prints the verdicts, the view and the hash as JSON, and fails on a broken expectation', () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/scenario.ts', file, '--seat', '0'], { encoding: 'utf8' });
    const json = JSON.parse(out);
    expect(json.actions).toHaveLength(7);
    expect(json.hash).toMatch(/^[0-9a-f]{16}$/);
    expect(json.seat).toBe(0);
    const dir = mkdtempSync(join(tmpdir(), 'scn-'));
    const broken = { ...load(), actions: [{ seat: 0, action: { type: 'table/draw', from: 'deck', to: 'hand-1' }, expect: 'accepted' }] };
    writeFileSync(join(dir, 'broken.json'), JSON.stringify(broken));
    const res = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/scenario.ts', join(dir, 'broken.json')], { encoding: 'utf8' });
    expect(res.status).toBe(1);
    writeFileSync(join(dir, 'junk.json'), '{"format":');
    expect(spawnSync(process.execPath, ['--import', 'tsx', 'scripts/scenario.ts', join(dir, 'junk.json')], { encoding: 'utf8' }).status).toBe(2);
  });
});
