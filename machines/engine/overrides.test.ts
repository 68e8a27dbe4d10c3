import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCENARIO_FORMAT, SCENARIO_VERSION, type Scenario } from '../../models/core/scenario';
import type { CivState } from '../../models/civ/state';
import type { EmpiresState } from '../../models/empires/state';
import { khronosInvariantBroken } from '../../models/khronos/invariants';
import type { KhronosState } from '../../models/khronos/state';
import { modules } from '../registry';
import { hostForScenario } from './scenario-runner';

type Override = Scenario['overrides'][number];
const scenario = (module: string, players: string[], overrides: Override[], options: Record<string, unknown> = {}): Scenario => ({
  format: SCENARIO_FORMAT, version: SCENARIO_VERSION, module, players, options, seed: 'overrides-test', overrides, actions: [],
});
const empires = (overrides: Override[]) => scenario('empires', ['Ada', 'Bo', 'Cy'], overrides, { civilizations: ['babylon', 'persia', 'saba'] });
const khronos = (overrides: Override[]) => scenario('khronos', ['Ada', 'Bo'], [{ path: ['first'], value: 0 }, { path: ['active'], value: 0 }, ...overrides]);
const refusal = (s: Scenario) => {
  try {
    hostForScenario(s, modules);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
};

describe('overrides are checked: indexes rebuilt, then the module\'s invariants', () => {
  it('ME-CIV-3: a negative token stock (or tokens that do not add up to the box) is refused with the invariant named', () => {
    expect(refusal(empires([{ path: ['players', 0, 'stock'], value: -1 }]))).toMatch(/invariant of Mega Empires.*Ada has a negative count \(stock -1/);
    expect(refusal(empires([{ path: ['players', 1, 'treasury'], value: 5 }]))).toMatch(/Bo: \d+ stock \+ 5 treasury \+ \d+ on the board != 55/);
    // Moving 5 tokens from stock to treasury keeps the box whole (whatever the opening growth put on the board).
    const stock = (hostForScenario(empires([]), modules).state as EmpiresState).players[1].stock;
    expect(refusal(empires([{ path: ['players', 1, 'stock'], value: stock - 5 }, { path: ['players', 1, 'treasury'], value: 5 }]))).toBeNull();
  });

  it('SB-SETUP-1: a building of a civilization not in the game is refused; one given only where it stands is completed from the catalogue', () => {
    expect(refusal(empires([{ path: ['buildings', 'nubian-pyramid', 'at'], value: 'semna' }]))).toMatch(/buildings\.nubian-pyramid: no such building in this game \(SB-SETUP-1/);
    expect(refusal(empires([{ path: ['buildings', 'giant-ziggurat', 'at'], value: 'atlantis' }]))).toMatch(/"atlantis" is not an area of the map/);
    const host = hostForScenario(empires([
      { path: ['areas', 'kish', 'tokens'], value: {} },
      { path: ['areas', 'kish', 'city'], value: { owner: 0, builtTurn: 0 } },
      { path: ['players', 0, 'stock'], value: 55 },
      { path: ['players', 0, 'citiesInStock'], value: 8 },
      { path: ['buildings', 'giant-ziggurat'], value: { at: 'kish', builtBy: 0 } },
    ]), modules);
    const b = (host.state as EmpiresState).buildings['giant-ziggurat'];
    expect(b).toEqual({ id: 'giant-ziggurat', label: 'The Giant Ziggurat', civ: 'babylon', block: 'east', at: 'kish', builtBy: 0, builtTurn: null, paid: 0 });
    const view = host.viewFor(null) as { buildings: { id: string; owner: number | null }[] };
    expect(view.buildings.find((x) => x.id === 'giant-ziggurat')?.owner).toBe(0);
  });

  it('ME-TRADE cards: a card dealt to a hand by override but left in its stack is refused (it would be in two places)', () => {
    expect(refusal(empires([{ path: ['players', 0, 'hand'], value: ['card-salt-1'] }]))).toMatch(/136 trade cards instead of 135/);
    expect(refusal(empires([{ path: ['players', 0, 'hand'], value: ['card-salt-1'] }, { path: ['stacks', 3, 0], value: 'card-salt-1' }]))).not.toMatch(/two places/);
  });

  it('KH-DOM-1, KH-BLD-2: a Khronos building added by override gets its squares and its domain; one on another\'s squares is refused', () => {
    const host = hostForScenario(khronos([{ path: ['boards', 'might', 'buildings', 'keep-x'], value: { kind: 'keep', col: 4, row: 3, owner: 0, ownerCube: true } }, { path: ['players', 0, 'cubes'], value: 24 }, { path: ['stock', 'keep'], value: 23 }]), modules);
    const state = host.state as KhronosState;
    const board = state.boards.might;
    expect(board.cells[3 * state.map.cols + 4]).toBe('keep-x');
    expect(board.buildings['keep-x']).toMatchObject({ id: 'keep-x', board: 'might', printed: false, markers: [], population: [0, 0] });
    // It touches the printed Hamlet at (4, 2): one domain.
    expect(board.domainOf['keep-x']).toBe(board.domainOf['hamlet-might-1']);
    expect(khronosInvariantBroken(state)).toBeNull();
    expect(refusal(khronos([{ path: ['boards', 'might', 'buildings', 'keep-y'], value: { kind: 'keep', col: 4, row: 2 } }]))).toMatch(/keep-y: it covers a square of hamlet-might-1 \(KH-BLD-2\)/);
    expect(refusal(khronos([{ path: ['boards', 'might', 'buildings', 'keep-z'], value: { kind: 'keep', col: 15, row: 2 } }]))).toMatch(/does not fit on the board \(KH-MAP-7\)/);
    expect(refusal(khronos([{ path: ['deck'], value: [] }]))).toMatch(/invariant of Khronos: \d+ construction cards are in play/);
  });

  it('CIV-FIG-02 and the dials: a civ override past a limit is refused; the sandbox refuses a counter below its minimum', () => {
    expect(refusal(scenario('civ', ['Ada', 'Bo'], [{ path: ['players', 0, 'trade'], value: 30 }]))).toMatch(/invariant of Sid Meier's Civilization.*Ada's trade dial is 30/);
    expect(refusal(scenario('sandbox', ['Ada', 'Bo'], [{ path: ['table', 'counters', 'coins-0', 'value'], value: -3 }]))).toMatch(/counter coins-0 is -3, outside 0/);
    expect(refusal(scenario('sandbox', ['Ada', 'Bo'], [{ path: ['table', 'counters', 'coins-0', 'value'], value: 3 }]))).toBeNull();
  });

  it('FF-WONDER: a wonder placed on the map by override is owned by its marker\'s owner; one still in the market is refused', () => {
    const colossus = { id: 'placed-w-the-colossus', kind: 'wonder', owner: 1, at: { x: 2, y: 2 }, what: 'w-the-colossus' };
    const civ = (overrides: Override[]) => scenario('civ', ['Ada', 'Bo'], overrides);
    expect(refusal(civ([{ path: ['placed'], value: [colossus] }]))).toMatch(/wonder w-the-colossus stands on the map and is still in the market/);
    const host = hostForScenario(civ([{ path: ['placed'], value: [colossus] }, { path: ['wonderMarket', 2], value: null }]), modules);
    expect((host.state as CivState).wondersOwned).toEqual({ 'w-the-colossus': 1 });
    expect(refusal(civ([{ path: ['placed'], value: [colossus] }, { path: ['wonderMarket', 2], value: null }, { path: ['wondersOwned'], value: { 'w-the-colossus': 0 } }]))).toMatch(/its marker is seat 1's, but wondersOwned gives it to seat 0/);
  });

  it('a consistent position is left exactly as the overrides gave it (the hash of a run does not move)', () => {
    const s = khronos([{ path: ['players', 0, 'ecus'], value: 9 }]);
    const state = hostForScenario(s, modules).state as KhronosState;
    const plain = hostForScenario(khronos([]), modules).state as KhronosState;
    expect(state.serial).toBe(plain.serial);
    expect(state.boards).toEqual(plain.boards);
    expect(state.players[0].ecus).toBe(9);
  });

  it('npm run scenario refuses a file whose overrides break an invariant, naming it (exit code 2)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scn-'));
    writeFileSync(join(dir, 'negative.json'), JSON.stringify(empires([{ path: ['players', 0, 'stock'], value: -1 }])));
    const res = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/scenario.ts', join(dir, 'negative.json')], { encoding: 'utf8' });
    expect(res.status).toBe(2);
    expect(res.stderr).toMatch(/negative\.json: The overrides break an invariant of Mega Empires.*Ada has a negative count/);
  });
});
