import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../machines/engine/scenario-runner';
import { modules } from '../machines/registry';
import { parseScenario } from '../models/core/scenario';
import type { EmpiresView } from '../models/empires/view';

function run() {
  const parsed = parseScenario(JSON.parse(readFileSync(new URL('../scenarios/empires/five-player-turns.json', import.meta.url), 'utf8')));
  if (!parsed.ok) throw new Error(parsed.message);
  return { scenario: parsed.scenario, run: runScenario(parsed.scenario, modules) };
}

describe('scenarios/empires/five-player-turns.json', () => {
  const { scenario, run: r } = run();
  const view = r.view as EmpiresView;
  const log = r.host.logFor(null).map((l) => l.text);
  const where = (id: string) => view.buildings.find((b) => b.id === id)?.at ?? null;

  it('ME-TURN-1: every expect holds through three full turns of five players', () => {
    expect(scenario.players).toHaveLength(5);
    expect(r.steps.filter((s) => s.expected === false)).toEqual([]);
    expect(r.mismatches).toBe(0);
    expect(r.failures).toEqual([]);
    expect(scenario.actions.filter((a) => a.check).length).toBeGreaterThanOrEqual(5);
    expect(r.steps.filter((s) => s.accepted).length).toBeGreaterThan(150);
    expect(view.turn).toBe(4);
    expect(view.phase).toBe('tax-collection');
    expect(log.filter((t) => t.startsWith('Phase 12:'))).toHaveLength(3);
    expect(log.filter((t) => t.startsWith('Phase 13:'))).toHaveLength(3);
  });

  it('SB-PRIO-3/5: the dispute for the Ziggurat goes to Babylon by A.S.T.-ranking; Persia\'s claim fails', () => {
    expect(log).toContain('Priority dispute decided: Ur-Nammu, Darius.');
    const decided = log.indexOf('Priority dispute decided: Ur-Nammu, Darius.');
    expect(log.indexOf('Ur-Nammu constructs The Giant Ziggurat in Kish for 30.')).toBeGreaterThan(decided);
    expect(log.some((t) => t.startsWith("Darius's priority claim fails"))).toBe(true);
    const refused = r.steps.filter((s) => !s.accepted).map((s) => ('code' in s ? s.code : ''));
    expect(refused).toContain('claim-failed');
    expect(refused).toContain('dispute-open');
  });

  it('SB-BUILD-4, SB-SAC-1: the Apadama Palace and the Nubian Pyramid stand; the Ziggurat was sacrificed back to the supply', () => {
    expect(where('apadama-palace')).toBe('persepolis');
    expect(where('nubian-pyramid')).toBe('semna');
    expect(where('giant-ziggurat')).toBeNull();
    expect(log.some((t) => t.startsWith("Ur-Nammu's priority claim fails") && t.includes('already stands in your region'))).toBe(true);
    expect(view.sacrificed).toEqual({});
  });
});
