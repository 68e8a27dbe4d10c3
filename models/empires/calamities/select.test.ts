import { describe, expect, it } from 'vitest';
import { rnd } from '../test/fixtures';
import { calamityOfCard } from './data';
import { dealt, strike, table } from './fixtures';
import { resolutionQueue, selectCalamities } from './select';

const calamitiesOf = (hand: readonly string[]) => hand.filter((c) => calamityOfCard(c));

describe('Calamity selection (phase 8)', () => {
  it('ME-CALX-1: over the limit, majors are discarded at random down to two; the discards go to their stacks', () => {
    const s = dealt(table(), 1, ['famine', 'superstition', 'tyranny', 'piracy']);
    const r = selectCalamities(s, rnd('a'));
    const kept = calamitiesOf(r.state.players[1].hand);
    expect(kept).toHaveLength(2);
    const gone = ['card-famine', 'card-superstition', 'card-tyranny', 'card-piracy'].filter((c) => !kept.includes(c));
    for (const c of gone) expect(r.state.discards[calamityOfCard(c)!.stack]).toContain(c);
    expect(r.held[1]).toBe(2);
    // Another seed discards other cards: the choice is random, through the state's generator.
    const seen = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((seed) => calamitiesOf(selectCalamities(s, rnd(seed)).state.players[1].hand).join()));
    expect(seen.size).toBeGreaterThan(1);
  });

  it('ME-CALX-1: minors count towards three in all; only the count is told, never the names', () => {
    const s = dealt(table(), 2, ['famine', 'epidemic', 'tempest', 'banditry']);
    const r = selectCalamities(s, rnd('x'));
    expect(calamitiesOf(r.state.players[2].hand)).toHaveLength(3);
    expect(r.log.map((l) => l.text).join(' ')).not.toMatch(/Famine|Epidemic|Tempest|Banditry/);
    expect(r.log[0].text).toMatch(/holds 3 calamities; 1 discarded at random/);
  });

  it('ME-CALX-2: minors first, then majors by stack, the non-tradeable before the tradeable', () => {
    let s = dealt(table(), 0, ['piracy', 'tempest']);
    s = dealt(s, 1, ['regression', 'famine']);
    s = dealt(s, 2, ['slave-revolt']);
    expect(resolutionQueue(s).map((q) => q.card)).toEqual(['card-tempest', 'card-famine', 'card-slave-revolt', 'card-regression', 'card-piracy']);
  });

  it('ME-CALX-7: with nobody holding a calamity the phases pass at once', () => {
    const r = strike(table());
    expect(r.finished).toBe(true);
  });
});
