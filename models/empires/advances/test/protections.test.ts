import { describe, expect, it } from 'vitest';
import type { EmpiresAction } from '../../actions';
import { empiresRules } from '../../rules';
import { advancePhase } from '../../turn';
import type { EmpiresState } from '../../state';
import { advances, game, rnd, tokens } from '../../test/fixtures';

/** Seat 0 holds a special and a token at home; seat 1 has 3 tokens in the wilderness next to seat 0's start. */
function board(special: string, defender: string[]): EmpiresState {
  let s = game({ n: 3, options: { boardPhases: 'scripted', cardPhases: 'scripted' } });
  for (const p of s.players) for (const [id, a] of Object.entries(s.areas)) if (a.tokens[p.seat]) s = tokens(s, id, p.seat, 0);
  s = tokens(tokens(s, `${s.players[0].civ}-start`, 0, 3), 'wild-four', 1, 3);
  s = advances(advances(s, 0, [special]), 1, defender);
  // Phase 10 opens as the rules open it, from the end of calamity resolution.
  return advancePhase({ ...s, phase: 'calamity-resolution', done: [] }, rnd('p10')).state;
}
const use = (advance: string): EmpiresAction => ({ type: 'use-special', advance, area: 'wild-four' });

describe('protections against the specials of phase 10', () => {
  it('ME-ADVX-C37: Philosophy protects its holder\'s units from Fundamentalism', () => {
    const open = board('fundamentalism', []);
    const r = empiresRules.apply(open, 0, use('fundamentalism'), rnd('f')).state;
    expect(r.areas['wild-four'].tokens[1]).toBeUndefined();
    const safe = board('fundamentalism', ['philosophy']);
    expect(empiresRules.check(safe, 0, use('fundamentalism'))).toMatchObject({ ok: false, code: 'protected' });
    expect(empiresRules.legalActions(safe, 0)).not.toContainEqual(use('fundamentalism'));
  });

  it('ME-ADVX-C45: Theology protects its holder\'s units from Monotheism', () => {
    const open = board('monotheism', []);
    expect(empiresRules.check(open, 0, use('monotheism')).ok).toBe(true);
    expect(empiresRules.apply(open, 0, use('monotheism'), rnd('m')).state.areas['wild-four'].tokens).toEqual({ 0: 3 });
    const safe = board('monotheism', ['theology']);
    expect(empiresRules.check(safe, 0, use('monotheism'))).toMatchObject({ ok: false, code: 'protected' });
    expect(empiresRules.legalActions(safe, 0)).not.toContainEqual(use('monotheism'));
  });
});
