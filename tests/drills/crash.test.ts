import { describe, expect, it } from 'vitest';
import { runCrashDrills } from './crash';
import { DRILL_SEED, drillSizes, Findings, noFigures } from './scale';

/** The host crash drill at CI size (npm run drills kills the host process 60 times). */
const sizes = drillSizes();

describe('host process crash drill', () => {
  it(`SAVE-ACK / LAN-RESTART-1: ${sizes.crashes} SIGKILLs of the host lose no acknowledged action, and the guest's token brings it back to the resumed state`, async () => {
    const figures = noFigures();
    const findings = new Findings();
    await runCrashDrills(sizes.crashes, DRILL_SEED, figures, findings);
    expect(findings.items).toEqual([]);
    expect(figures.crash_drills).toBe(sizes.crashes);
    expect(figures.actions_lost + figures.divergences + figures.invariant_violations).toBe(0);
  }, 600_000);
});
