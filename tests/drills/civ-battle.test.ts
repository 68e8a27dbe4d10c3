import { describe, expect, it } from 'vitest';
import { GameHost } from '../../machines/engine/host';
import { seatPlayers } from '../../machines/engine/testing';
import { modules } from '../../machines/registry';
import type { CivState } from '../../models/civ/state';
import { planGames, playDrillGame } from './games';
import { Findings, noFigures } from './scale';

describe('the civ drill fights battles', () => {
  it('CIV-BATTLE-11 / CIV-BATTLE-21: half the civ drill games start mid-battle; the random players fight it out with 0 violations and 0 leaks', async () => {
    const plan = planGames('civ', 2, 'battle-drill')[1];
    expect(plan.overrides.length).toBeGreaterThan(0);
    const host = new GameHost({ module: modules.civ, players: seatPlayers(['P1', 'P2']), options: {}, seed: plan.seed, overrides: plan.overrides });
    const start = host.state as CivState;
    expect(start.pending[0]).toMatchObject({ kind: 'battle', attacker: 0, defender: 1 });
    expect(modules.civ.rules.check(start, 1, { type: 'play-unit', card: (start.pending[0] as unknown as { fight: { hands: { defender: string[] } } }).fight.hands.defender[0], front: 'new' }).ok).toBe(true);
    const figures = noFigures();
    const findings = new Findings();
    await playDrillGame(plan, figures, findings);
    expect(findings.items).toEqual([]);
    expect({ violations: figures.invariant_violations, leaks: figures.leaks, divergences: figures.divergences }).toEqual({ violations: 0, leaks: 0, divergences: 0 });
  }, 300_000);
});
