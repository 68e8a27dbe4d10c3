import { describe, expect, it } from 'vitest';
import { empiresBot } from '../../machines/bots/empires';
import { Random, seedRng } from '../../models/core/rng';
import { empiresRules } from '../../models/empires/rules';
import { advancePhase } from '../../models/empires/turn';
import type { EmpiresState } from '../../models/empires/state';
import { advances, game, rnd, tokens } from '../../models/empires/test/fixtures';

const clean = (s: EmpiresState): EmpiresState => {
  let t = s;
  for (const p of s.players) for (const [id, a] of Object.entries(s.areas)) if (a.tokens[p.seat]) t = tokens(t, id, p.seat, 0);
  return t;
};

describe('the Empires bot in phase 10 (ME-ADVX-4)', () => {
  it('ME-ADVX-4: a bot holder uses or passes legally until the phase is over', () => {
    let s = clean(game({ n: 3, options: { boardPhases: 'scripted', cardPhases: 'scripted' } }));
    s = tokens(tokens(tokens(s, `${s.players[0].civ}-start`, 0, 3), 'wild-four', 1, 3), `${s.players[2].civ}-two`, 2, 2);
    s = advances(advances(s, 0, ['politics', 'fundamentalism', 'trade-routes']), 2, ['diaspora']);
    s = advancePhase({ ...s, phase: 'calamity-resolution', done: [] }, rnd('p10')).state;
    expect(s.phase).toBe('special-abilities');
    const bot = empiresBot();
    const used: string[] = [];
    for (let i = 0; i < 10 && s.phase === 'special-abilities'; i++) {
      const seat = empiresRules.activeSeats(s)[0];
      const a = bot.decide(empiresRules.view(s, seat), empiresRules.legalActions(s, seat), new Random(seedRng(`b${i}`)), seat);
      expect(a).not.toBeNull();
      expect(empiresRules.check(s, seat, a!).ok).toBe(true);
      used.push(a!.type === 'use-special' ? a!.advance : a!.type);
      s = empiresRules.apply(s, seat, a!, rnd(`x${i}`)).state;
    }
    expect(s.phase).toBe('advances-acquisition');
    expect(used).toEqual(expect.arrayContaining(['politics', 'fundamentalism', 'pass-special']));
  });
});
