import { describe, expect, it } from 'vitest';
import { runFuzz } from './fuzz';
import { DRILL_SEED, drillSizes, Findings, noFigures } from './scale';

/** The protocol fuzz drill at CI size (npm run drills sends 100,000 frames). */
const sizes = drillSizes();

describe('protocol fuzzing against a live LAN host on 127.0.0.1', () => {
  it(`ENGINE-MSG-1..6 / ENGINE-SEAT-1 / ENGINE-SYNC-1: ${sizes.frames} generated frames are each refused, answered or ignored as the protocol says, and change nothing`, async () => {
    const figures = noFigures();
    const findings = new Findings();
    const lines: string[] = [];
    await runFuzz(sizes.frames, DRILL_SEED, figures, findings, (line) => lines.push(line));
    expect(findings.items).toEqual([]);
    expect(figures.frames_fuzzed).toBe(sizes.frames);
    expect(figures.fuzz_failures + figures.divergences).toBe(0);
    expect(lines.join('\n')).toMatch(/answered/);
  }, 300_000);
});
