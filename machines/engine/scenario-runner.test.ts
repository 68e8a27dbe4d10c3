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
