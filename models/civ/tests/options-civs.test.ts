import { describe, expect, it } from 'vitest';
import { civOptions, civOptionSpecs, civOptionsSchema } from '../options';
import { PLAYER_COLORS } from '../contract';
import { setupCiv } from '../setup';
import { rng } from './fixtures';

describe('the civilizations option as the new-game dialog sends it', () => {
  it('FF-SETUP-01: an empty choice deals the civilizations (the new ones in the pool) at random, a comma list names one civilization per seat, a wrong name is refused', () => {
    const random = civOptionsSchema.safeParse({ civs: '' });
    expect(random.success && (random.data as { civs?: unknown }).civs).toBeUndefined();
    const named = civOptionsSchema.safeParse({ civs: 'romans, egyptians' });
    expect(named.success && (named.data as { civs?: unknown }).civs).toEqual(['romans', 'egyptians']);
    expect(civOptionsSchema.safeParse({ civs: 'romans,atlanteans' }).success).toBe(false);
    expect(civOptionsSchema.safeParse({ civs: ['romans'] }).success).toBe(true);
  });

  it('FF-RULE-04: options that seat the Arabs with the investment deck off are refused, naming the rule', () => {
    const bad = civOptionsSchema.safeParse({ civs: 'romans,arabs', investmentDeck: false });
    expect(bad.success).toBe(false);
    if (!bad.success) {
      expect(bad.error.issues[0].path).toEqual(['investmentDeck']);
      expect(bad.error.issues[0].message).toMatch(/FF-RULE-04/);
    }
    expect(civOptionsSchema.safeParse({ civs: 'romans,arabs' }).success).toBe(true);
  });

  it('FF-RULE-04: with the investment deck off the Arabs are never dealt at random', () => {
    const players = Array.from({ length: 5 }, (_, i) => ({ seat: i, name: `P${i + 1}`, color: PLAYER_COLORS[i] }));
    const dealt = (investmentDeck: boolean) => Array.from({ length: 12 }, (_, i) => setupCiv(players, civOptions({ investmentDeck }), rng(`deal-${i}`)).players.map((p) => p.civ)).flat();
    expect(dealt(true)).toContain('arabs');
    expect(dealt(false)).not.toContain('arabs');
  });

  it('FF-RULE-04: the dialog can seat the Arabs, and then shows the investment deck locked on with the reason', () => {
    const civs = civOptionSpecs.find((s) => s.key === 'civs')!;
    expect(civs.choices!.map((c) => c.value)).toContain('arabs');
    const deck = civOptionSpecs.find((s) => s.key === 'investmentDeck')!;
    expect(deck.lockedWhen).toMatchObject({ key: 'civs', includes: 'arabs', value: true });
    expect(deck.lockedWhen!.reason).toMatch(/Arabs/);
    // A named first seat is kept; the other seats are dealt at random.
    const players = [0, 1, 2].map((i) => ({ seat: i, name: `P${i + 1}`, color: PLAYER_COLORS[i] }));
    const s = setupCiv(players, civOptionsSchema.parse({ civs: 'arabs' }) as never, rng('first-seat'));
    expect(s.players[0].civ).toBe('arabs');
    expect(new Set(s.players.map((p) => p.civ)).size).toBe(3);
  });
});
