import { describe, expect, it } from 'vitest';
import { buildingCost } from '../construct';
import { applyAction, checkAction } from '../rules';
import { checkTransaction } from '../transaction';
import { astAlteration } from '../turn';
import type { EmpiresState } from '../state';
import { advances, ast, built, city, game, hand, inPhase, rnd, tokens, treasury } from './fixtures';

/** Babylon (seat 2) at space 11 holds Regression; its ziggurat stands in its starting city with an extra token. */
function victim(): EmpiresState {
  let s = ast(game(), 2, 11);
  s = city(s, 'babylon-start', 2);
  s = built(s, 'giant-ziggurat', 'babylon-start', 2, 0);
  s = tokens(tokens(s, 'babylon-start', 2, 1), 'babylon-two', 2, 2);
  return hand(inPhase(s, 'calamity-resolution'), 2, ['card-regression']);
}
const resolve = (s: EmpiresState, sacrifice: boolean, destroyCities: string[] = []) => applyAction(s, 2, { type: 'resolve-regression', sacrifice, destroyCities }, rnd());

describe('Regression and the special building', () => {
  it('ME-CAL-1: the primary victim moves back one step; the card goes to the discards', () => {
    const r = resolve(victim(), false).state;
    expect(r.players[2].ast).toBe(10);
    expect(r.players[2].hand).not.toContain('card-regression');
    expect(r.discards[9]).toContain('card-regression');
  });

  it('SB-REG-1: sacrificing the owned building with control stops the step back', () => {
    const r = resolve(victim(), true).state;
    expect(r.players[2].ast).toBe(11);
    expect(r.buildings['giant-ziggurat'].at).toBeNull();
    const noControl = city(tokens(victim(), 'babylon-start', 2, 0), 'babylon-start', 3);
    expect(checkAction(noControl, 2, { type: 'resolve-regression', sacrifice: true, destroyCities: [] })).toMatchObject({ ok: false, rule: 'SB-REG-1' });
  });

  it('SB-REG-2: it adds to Enlightenment; with Fundamentalism the building cancels only one of two steps', () => {
    const fund = advances(victim(), 2, ['fundamentalism']);
    expect(resolve(fund, true).state.players[2].ast).toBe(10);
    let both = advances(victim(), 2, ['fundamentalism', 'enlightenment']);
    both = city(city(both, 'babylon-two', 2), 'babylon-shore', 2);
    both = tokens(both, 'wild-four', 2, 4);
    const r = resolve(both, true, ['babylon-two', 'babylon-shore']).state;
    expect(r.players[2].ast).toBe(11);
    expect(r.areas['babylon-two'].city).toBeNull();
    const coastalFirst = city(both, 'babylon-one', 2);
    expect(checkAction(coastalFirst, 2, { type: 'resolve-regression', sacrifice: true, destroyCities: ['babylon-shore', 'babylon-two'] })).toMatchObject({ ok: false, code: 'inland-first' });
    expect(checkAction(victim(), 2, { type: 'resolve-regression', sacrifice: false, destroyCities: ['babylon-start', 'babylon-two'] })).toMatchObject({ ok: false, rule: 'SB-REG-2' });
  });

  it('SB-REG-3: a building controlled but not owned cannot stop Regression', () => {
    let s = built(victim(), 'giant-ziggurat', 'dravidia-two', 3, 0);
    s = city(s, 'dravidia-two', 2);
    expect(checkAction(s, 2, { type: 'resolve-regression', sacrifice: true, destroyCities: [] })).toMatchObject({ ok: false, rule: 'SB-REG-3' });
  });

  it('SB-REG-4: after a Regression sacrifice he may still sacrifice another controlled building for trade in phase 12', () => {
    let s = built(victim(), 'shore-temple', 'dravidia-two', 3, 0);
    s = city(s, 'dravidia-two', 2);
    s = resolve(s, true).state;
    s = inPhase(s, 'advances-acquisition');
    expect(checkTransaction(s, 2, { sacrifice: { building: 'shore-temple' }, advances: [], payment: { cards: [], treasury: 0 } }).ok).toBe(true);
  });

  it('SB-REG-5 / ME-CAL-2: no surplus check during calamity resolution; it waits for phase 11 (option: at once)', () => {
    const later = resolve(victim(), true).state;
    expect(later.areas['babylon-start'].tokens[2]).toBe(1);
    expect(later.pendingChecks).toContain('babylon-start');
    let s = inPhase(later, 'special-abilities');
    for (const seat of [0, 1, 2, 3, 4]) s = applyAction(s, seat, { type: 'phase-done' }, rnd()).state;
    expect(s.areas['babylon-start'].tokens[2]).toBeUndefined();
    const v = victim();
    const now = resolve({ ...v, options: { ...v.options, regressionCheckAt: 'immediate' } }, true).state;
    expect(now.areas['babylon-start'].tokens[2]).toBeUndefined();
  });

  it('SB-REG-6: the building returns to the supply and he may build another one in phase 12, not the same', () => {
    let s = resolve(victim(), true).state;
    s = treasury(inPhase(s, 'advances-acquisition'), 2, 40);
    expect(s.buildings['giant-ziggurat'].at).toBeNull();
    expect(checkTransaction(s, 2, { advances: [], build: { building: 'shore-temple', area: 'babylon-start' }, payment: { cards: [], treasury: 40 } }).ok).toBe(true);
    expect(checkTransaction(s, 2, { advances: [], build: { building: 'giant-ziggurat', area: 'babylon-start' }, payment: { cards: [], treasury: 40 } })).toMatchObject({ ok: false, rule: 'SB-REBUILD-5' });
  });

  it('SB-REG-7: when Library cancels the only step, there is nothing to sacrifice for', () => {
    const s = advances(victim(), 2, ['library']);
    expect(checkAction(s, 2, { type: 'resolve-regression', sacrifice: true, destroyCities: [] })).toMatchObject({ ok: false, rule: 'SB-REG-7' });
    expect(resolve(s, false).state.players[2].ast).toBe(11);
  });

  it('SB-BUILD-2b: the building price is read in phase 12, after the Regression of phase 9', () => {
    expect(buildingCost(inPhase(victim(), 'advances-acquisition'), 2)).toBe(40);
    const after = inPhase(resolve(victim(), false).state, 'advances-acquisition');
    expect(buildingCost(after, 2)).toBe(30);
  });

  it('ME-AST-5: Regression does not stop the marker advancing in the same turn\'s A.S.T. alteration', () => {
    let s = resolve(victim(), false).state;
    s = city(city(s, 'babylon-two', 2), 'babylon-shore', 2);
    s = advances(s, 2, ['law', 'medicine', 'rhetoric']);
    const r = astAlteration(inPhase(s, 'advances-acquisition'), rnd()).state;
    expect(r.players[2].ast).toBe(11);
  });

  it('Regression is resolved only in phase 9 and only by its holder; phase-done waits for it', () => {
    expect(checkAction(victim(), 1, { type: 'resolve-regression', sacrifice: false, destroyCities: [] })).toMatchObject({ ok: false, code: 'not-victim' });
    expect(checkAction(victim(), 2, { type: 'phase-done' })).toMatchObject({ ok: false, rule: 'SB-REG-1' });
    expect(checkAction(inPhase(victim(), 'trade'), 2, { type: 'resolve-regression', sacrifice: false, destroyCities: [] })).toMatchObject({ ok: false, rule: 'ME-CAL-2' });
  });
});
