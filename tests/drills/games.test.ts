import { describe, expect, it } from 'vitest';
import { DRILL_MODULES, runGames } from './games';
import { DRILL_SEED, drillSizes, Findings, noFigures } from './scale';

/**
 * The random-games drill and the secret-leak drill at CI size (npm run drills plays 200 games per module): complete
 * seeded games of every module through GameHost, each action checked against the module's invariants, every message
 * to every seat and the spectator searched for secrets, mirrors compared with the host, and a replay at the end.
 */
const sizes = drillSizes();

describe('random games of every module', () => {
  for (const id of DRILL_MODULES) {
    it(`ENGINE-REPLAY / ENGINE-VIEW: ${sizes.gamesPerModule} complete ${id} games keep the invariants, leak no secret and replay to the same hash`, async () => {
      const figures = noFigures();
      const findings = new Findings();
      await runGames(sizes.gamesPerModule, DRILL_SEED, figures, findings, [id]);
      expect(findings.items).toEqual([]);
      expect(figures.games_played).toBe(sizes.gamesPerModule);
      // A one-turn Empires game has few actions now that phases 1-10 run by the rules (phase 10 asks only the
      // holders of special advances, often nobody); the others play longer.
      expect(figures.actions_checked).toBeGreaterThan(sizes.gamesPerModule * (id === 'empires' ? 15 : 50));
      expect({ violations: figures.invariant_violations, leaks: figures.leaks, divergences: figures.divergences }).toEqual({ violations: 0, leaks: 0, divergences: 0 });
    }, 300_000);
  }
});
