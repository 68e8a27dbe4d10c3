import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../models/core/scenario';
import { modules } from '../registry';
import { runScenario } from './scenario-runner';

const file = 'scenarios/sandbox/cards-and-pawns.json';
const load = () => {
  const parsed = parseScenario(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.scenario;
};

describe('scenarios', () => {
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
