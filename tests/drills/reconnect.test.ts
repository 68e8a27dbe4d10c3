import { describe, expect, it } from 'vitest';
import { runReconnectDrills } from './reconnect';
import { DRILL_SEED, drillSizes, Findings, noFigures } from './scale';

/** The reconnect drill at CI size (npm run drills plays 12 games with 20 cuts each). */
const sizes = drillSizes();

describe('LAN reconnect drill', () => {
  it(`LAN-DROP-1 / ENGINE-SYNC-1: ${sizes.reconnectGames} games with ${sizes.cutsPerGame} socket cuts each: every guest converges, no action is lost or duplicated`, async () => {
    const figures = noFigures();
    const findings = new Findings();
    await runReconnectDrills(sizes.reconnectGames, sizes.cutsPerGame, DRILL_SEED, figures, findings);
    expect(findings.items).toEqual([]);
    expect(figures.reconnect_drills).toBeGreaterThanOrEqual(sizes.reconnectGames * Math.min(sizes.cutsPerGame, 4));
    expect(figures.actions_lost + figures.divergences).toBe(0);
  }, 600_000);
});
