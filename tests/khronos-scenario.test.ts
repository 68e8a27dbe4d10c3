import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../machines/engine/scenario-runner';
import { modules } from '../machines/registry';
import { isActionEntry, parseScenario } from '../models/core/scenario';

const file = 'scenarios/khronos/three-player-game.json';

describe('the Khronos full-game scenario', () => {
  it('KH-TURN-1 / KH-END-1: a whole 3-player game replays through the host, every action accepted, to a winner', () => {
    const parsed = parseScenario(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.scenario.module).toBe('khronos');
    expect(parsed.scenario.players).toHaveLength(3);
    const run = runScenario(parsed.scenario, modules);
    const refused = run.steps.filter((s) => !s.accepted);
    expect(refused).toEqual([]);
    expect(run.mismatches).toBe(0);
    expect(run.steps).toHaveLength(parsed.scenario.actions.filter(isActionEntry).length);
    // Its outcome checks (builder and owner of the first buildings, the end after turn 7) all held.
    expect(run.failures).toEqual([]);
    expect(parsed.scenario.actions.filter((a) => a.check).length).toBeGreaterThanOrEqual(3);
    expect(run.outcome).not.toBeNull();
    expect(run.outcome!.winners.length).toBeGreaterThan(0);
    // The game really went the distance: both earnings (turns 4 and 7, KH-EARN-1) were collected.
    expect(run.steps.filter((s) => s.type === 'collect').length).toBe(6);
    expect((run.view as { turn: number }).turn).toBe(7);
  });
});
