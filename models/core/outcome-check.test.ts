import { describe, expect, it } from 'vitest';
import { describeFailure, evaluateCheck, outcomeCheckSchema, type OutcomeCheck } from './outcome-check';
import { parseScenario } from './scenario';

const view = {
  players: [{ name: 'Ada', ecus: 7, hand: ['blue-01', 'red-02'] }],
  buildings: [{ id: 'giant-ziggurat', at: 'kish', owner: 0 }],
  log: 'Ada builds a Town.',
};
const check = (c: Omit<OutcomeCheck, 'seat'> & { seat?: number }) => evaluateCheck(view, outcomeCheckSchema.parse(c));

describe('outcome checks', () => {
  it('equals, contains, length and exists each hold on the right value', () => {
    expect(check({ path: ['players', 0, 'ecus'], equals: 7 })).toBeNull();
    expect(check({ path: ['buildings', { id: 'giant-ziggurat' }, 'owner'], equals: 0 })).toBeNull();
    expect(check({ path: ['players', 0, 'hand'], contains: 'red-02' })).toBeNull();
    expect(check({ path: ['buildings'], contains: { id: 'giant-ziggurat', at: 'kish' } })).toBeNull();
    expect(check({ path: ['log'], contains: 'builds a Town' })).toBeNull();
    expect(check({ path: ['players', 0, 'hand'], length: 2 })).toBeNull();
    expect(check({ path: ['buildings', { id: 'nubian-pyramid' }], exists: false })).toBeNull();
  });

  it('a failed check names the path, the expected and the actual value', () => {
    const f = check({ path: ['players', 0, 'ecus'], equals: 5, note: 'paid 2' });
    expect(f).toMatchObject({ path: ['players', 0, 'ecus'], expected: 'equals 5', actual: 7, found: true, seat: null });
    expect(describeFailure(f!)).toBe('["players",0,"ecus"] in the public view: expected equals 5, got 7 (paid 2)');
    expect(check({ path: ['players', 0, 'hand'], contains: 'green-03' })).toMatchObject({ expected: 'contains "green-03"', actual: ['blue-01', 'red-02'] });
    expect(check({ path: ['players', 0, 'hand'], length: 3 })).toMatchObject({ expected: 'length 3', actual: 2 });
    expect(check({ path: ['buildings', { id: 'giant-ziggurat' }], exists: false })).toMatchObject({ expected: 'exists false', found: true });
    const nowhere = check({ seat: 1, path: ['players', 3, 'ecus'], equals: 7 })!;
    expect(nowhere).toMatchObject({ found: false, seat: 1 });
    expect(describeFailure(nowhere)).toBe('["players",3,"ecus"] in seat 1\'s view: expected equals 7, got nothing there');
  });

  it('the scenario schema refuses a malformed check with the field named', () => {
    const base = { format: 'tessera-scenario', version: 1, module: 'sandbox', players: ['Ada'], seed: 's' };
    const bad = (entry: unknown) => {
      const p = parseScenario({ ...base, actions: [entry] });
      return p.ok ? 'accepted' : p.message;
    };
    expect(bad({ seat: 0, action: { type: 'x' }, check: [{ path: ['a'], equal: 3 }] })).toBe('The scenario is invalid at actions.0.check.0: Unrecognized key: "equal"');
    expect(bad({ check: [{ path: ['a'] }] })).toMatch(/actions\.0\.check\.0: a check says what it expects/);
    expect(bad({ check: [{ path: [], equals: 1 }] })).toMatch(/actions\.0\.check\.0\.path/);
    expect(bad({ check: [{ path: ['a'], length: 'two' }] })).toMatch(/actions\.0\.check\.0\.length/);
    expect(bad({ seat: 0, action: { type: 'x' }, expect: { refused: 'c', rule: 'KH-GEO-1' }, check: [{ path: ['a'], contains: 1 }] })).toBe('accepted');
    expect(bad({ check: [{ seat: 1, path: ['a', { id: 'z' }], exists: false }], note: 'a step of its own' })).toBe('accepted');
  });
});
