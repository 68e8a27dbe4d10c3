import { describe, expect, it } from 'vitest';
import { viewFor } from '../../models/empires/view';
import { legalActionsFor } from '../../models/empires/legal';
import { advances } from '../../models/empires/test/fixtures';
import { dealt, strike, table } from '../../models/empires/calamities/fixtures';
import { choiceLabel } from './calamityWords';
import { strings } from '../ui/strings';

describe('Calamity panel', () => {
  it('ME-CALX-1: the view shows counts and the calamity revealed now, never the cards still to be called', () => {
    let s = dealt(table(6), 1, ['famine']);
    s = dealt(s, 2, ['piracy']);
    const g = strike(s).state;
    const other = viewFor(g, 4);
    expect(other.calamity!.held).toEqual({ 1: 1, 2: 1 });
    expect(other.calamity!.active!.name).toBe('Famine');
    expect(other.calamity!.remaining).toBe(1);
    expect(JSON.stringify(other)).not.toContain('piracy');
  });

  it('ME-CALX-3: the chooser gets a button per secondary victim, named in the players\' words', () => {
    const g = strike(dealt(table(6), 1, ['famine'])).state;
    const view = viewFor(g, 1);
    const labels = legalActionsFor(g, 1).map((a) => choiceLabel(view, a as Parameters<typeof choiceLabel>[1]));
    expect(labels).toEqual(['Name P3', 'Name P4', 'Name P5', 'Name P6']);
  });

  it('ME-CALX-12: the advances that soften a calamity are itemised ("Pottery: damage −5")', () => {
    const g = strike(advances(dealt(table(6), 1, ['famine']), 1, ['pottery'])).state;
    const m = viewFor(g, 0).calamity!.active!.modifiers;
    expect(m).toEqual([{ seat: 1, advance: 'Pottery', delta: -5, role: 'primary' }]);
    const t = strings.empiresCalamity;
    expect(t.modifier('P2', m[0].advance, m[0].delta, t.unitOf.famine)).toBe('P2, Pottery: damage −5');
  });
});
