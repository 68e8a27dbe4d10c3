import { describe, expect, it } from 'vitest';
import { civOptionsSchema } from '../options';

describe('the civilizations option as the new-game dialog sends it', () => {
  it('FF-SETUP-01: an empty choice deals the civilizations (the new ones in the pool) at random, a comma list names one civilization per seat, a wrong name is refused', () => {
    const random = civOptionsSchema.safeParse({ civs: '' });
    expect(random.success && (random.data as { civs?: unknown }).civs).toBeUndefined();
    const named = civOptionsSchema.safeParse({ civs: 'romans, egyptians' });
    expect(named.success && (named.data as { civs?: unknown }).civs).toEqual(['romans', 'egyptians']);
    expect(civOptionsSchema.safeParse({ civs: 'romans,atlanteans' }).success).toBe(false);
    expect(civOptionsSchema.safeParse({ civs: ['romans'] }).success).toBe(true);
  });
});
