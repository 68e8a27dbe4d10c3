import { describe, expect, it } from 'vitest';
import { botRandom } from '../../machines/bots';
import { hardBoardChoice } from '../../machines/bots/empires-levels/hard-board';
import type { EmpiresAction } from '../../models/empires/actions';
import { empiresRules } from '../../models/empires/rules';
import { enterPhase } from '../../models/empires/sequence';
import type { EmpiresState } from '../../models/empires/state';
import { advances, city, game, tokens } from '../../models/empires/test/fixtures';
import type { EmpiresView } from '../../models/empires/view';

const ask = (s: EmpiresState, seat: number) => hardBoardChoice(empiresRules.view(s, seat) as EmpiresView, empiresRules.legalActions(s, seat), seat);

function play(s: EmpiresState, seat: number, action: EmpiresAction): EmpiresState {
  expect(empiresRules.check(s, seat, action)).toEqual({ ok: true });
  return empiresRules.apply(s, seat, action, botRandom('apply', seat)).state;
}

/**
 * Three players on the test map, the board cleared: seat 1's city on its "two" site; seat 0's own city at home with
 * two tokens beside it, and `beside` tokens on each of seat 1's start and "one" areas (both next to that city).
 */
function border(beside: [number, number], extra: (s: EmpiresState) => EmpiresState = (s) => s): EmpiresState {
  let s = game({ n: 3, options: { boardPhases: 'scripted' } });
  s = { ...s, areas: Object.fromEntries(Object.entries(s.areas).map(([id, a]) => [id, { ...a, tokens: {}, city: null }])) };
  const [me, them] = [s.players[0].civ, s.players[1].civ];
  s = city(tokens(city(s, `${me}-start`, 0), `${me}-two`, 0, 2), `${them}-two`, 1);
  s = tokens(tokens(tokens(s, `${them}-start`, 0, beside[0]), `${them}-one`, 0, beside[1]), `${them}-shore`, 1, 2);
  s = extra(s);
  s = enterPhase({ ...s, done: [] }, 'movement', botRandom('m', 0)).state;
  while (!empiresRules.activeSeats(s).includes(0)) s = play(s, empiresRules.activeSeats(s)[0], { type: 'end-movement' });
  return s;
}

describe('the Empires hard level on the board', () => {
  it('ME-MOVE-7 / ME-CONF2-9: with seven spare tokens next to another player\'s city it moves them all in, and the city falls in conflict', () => {
    let s = border([5, 4]);
    const target = `${s.players[1].civ}-two`;
    for (let moved = 0; moved < 7; ) {
      const move = ask(s, 0);
      expect(move).toMatchObject({ type: 'move-tokens', to: target });
      moved += (move as Extract<EmpiresAction, { type: 'move-tokens' }>).count;
      s = play(s, 0, move!);
    }
    // Seven stand in the city's area, what the attack needs: the rest stay where they are.
    expect(s.areas[target].tokens[0]).toBe(7);
    expect(ask(s, 0)).not.toMatchObject({ to: target });
    s = play(s, 0, { type: 'end-movement' });
    while (s.phase === 'movement') s = play(s, empiresRules.activeSeats(s)[0], { type: 'end-movement' });
    // ME-CONF2-10: phase 4 takes the city from seat 1.
    for (let i = 0; i < 50 && s.phase === 'conflict'; i++) {
      const seat = empiresRules.activeSeats(s)[0];
      s = play(s, seat, empiresRules.legalActions(s, seat)[0]);
    }
    expect(s.areas[target].city).toBeNull();
  });

  it('ME-CITY-5: it attacks only with tokens its own cities can spare', () => {
    // Nine tokens besides, but a second city to support: two tokens on the board per city and two spare leave six.
    const s = border([5, 4], (b) => city(b, `${b.players[0].civ}-shore`, 0));
    expect(ask(s, 0)).toBeUndefined();
  });

  it('ME-CONF2-9: against a holder of Engineering it needs eight, and does not start with seven', () => {
    // Tokens at home to spare: only the seven next to the city limit the attack.
    const spare = (b: EmpiresState) => advances(tokens(b, `${b.players[0].civ}-shore`, 0, 4), 1, ['engineering']);
    expect(ask(border([4, 3], spare), 0)).toBeUndefined();
    const enough = border([5, 4], spare);
    expect(ask(enough, 0)).toMatchObject({ type: 'move-tokens', to: `${enough.players[1].civ}-two` });
  });
});
