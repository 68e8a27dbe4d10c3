import { describe, expect, it } from 'vitest';
import type { EmpiresAction } from '../actions';
import { empiresRules } from '../rules';
import { rankingOrder } from '../census';
import { enterPhase } from '../sequence';
import { advancePhase } from '../turn';
import { withPlayer, type EmpiresState, type TurnPhase } from '../state';
import { area, cards, city, game, hand, rnd, tokens } from './fixtures';

const table = (n = 3) => game({ n, options: { boardPhases: 'scripted' } });
/** Clears the turn-1 growth so each test sets its own board. */
const clean = (s: EmpiresState): EmpiresState => {
  let t = s;
  for (const p of s.players) for (const [id, a] of Object.entries(s.areas)) if (a.tokens[p.seat]) t = tokens(t, id, p.seat, 0);
  return t;
};
const stock = (s: EmpiresState, seat: number, n: number) => withPlayer(s, seat, { stock: n });
const enter = (s: EmpiresState, phase: TurnPhase) => enterPhase({ ...s, done: [] }, phase, rnd('enter'));
const play = (s: EmpiresState, seat: number, a: EmpiresAction) => {
  const c = empiresRules.check(s, seat, a);
  if (!c.ok) throw new Error(`${a.type}: ${c.message}`);
  return empiresRules.apply(s, seat, a, rnd(`${seat}-${a.type}`));
};
const types = (s: EmpiresState, seat: number) => empiresRules.legalActions(s, seat).map((a) => a.type);
/** Every seat says it is done building; 5b and 5c follow. */
const endBuilding = (s: EmpiresState) => {
  let t: EmpiresState = { ...s, phase: 'city-construction', done: [] };
  for (const seat of [0, 1, 2]) t = play(t, seat, { type: 'phase-done' }).state;
  return t;
};

describe('city support chosen by the player (ME-CITY-5)', () => {
  // P1 holds two old cities and one token: he can keep only one of them.
  const short = () => tokens(city(city(clean(table()), 'saba-start', 0), 'saba-two', 0), 'saba-one', 0, 1);

  it('ME-CITY-5: a player short of support chooses which of his cities is reduced; the choice decides which city stays', () => {
    const s = endBuilding(short());
    expect(s.phase).toBe('city-construction');
    expect(empiresRules.activeSeats(s)).toEqual([0]);
    expect(empiresRules.legalActions(s, 0)).toEqual([
      { type: 'reduce-for-support', area: 'saba-start' },
      { type: 'reduce-for-support', area: 'saba-two' },
    ]);
    expect(empiresRules.view(s, 1).choice).toMatchObject({ kind: 'support', choosers: [0] });
    const keepStart = play(s, 0, { type: 'reduce-for-support', area: 'saba-two' });
    expect(keepStart.state.phase).toBe('trade-card-acquisition');
    expect(keepStart.state.areas['saba-start'].city?.owner).toBe(0);
    expect(keepStart.state.areas['saba-two'].city).toBeNull();
    expect(keepStart.log.some((l) => l.rule === 'ME-CITY-5' && l.text.includes('chooses to reduce saba two'))).toBe(true);
    const keepTwo = play(s, 0, { type: 'reduce-for-support', area: 'saba-start' }).state;
    expect(keepTwo.areas['saba-two'].city?.owner).toBe(0);
    expect(keepTwo.areas['saba-start'].city).toBeNull();
    expect(keepTwo.areas['saba-start'].tokens[0]).toBe(3);
  });

  it('ME-CITY-5: a city built this turn goes first; with one candidate nobody is asked and the reduction is logged', () => {
    // Three cities need six tokens; P1 has three. Only the new city may go, and its two tokens make five: enough.
    const s = endBuilding(city(tokens(tokens(short(), 'saba-one', 0, 0), 'wild-four', 0, 3), 'saba-shore', 0, 1));
    expect(s.phase).toBe('trade-card-acquisition');
    expect(s.areas['saba-shore'].city).toBeNull();
    expect(s.areas['saba-start'].city?.owner).toBe(0);
    expect(s.areas['saba-two'].city?.owner).toBe(0);
    // With a single token, the new city goes by itself, and one old city is still unsupported...
    const asked = endBuilding(city(short(), 'saba-shore', 0, 1));
    expect(asked.areas['saba-shore'].city).toBeNull();
    expect(empiresRules.activeSeats(asked)).toEqual([0]);
    // ...and the choice among the old ones is his again.
    expect(types(asked, 0)).toEqual(['reduce-for-support', 'reduce-for-support']);
  });

  it('ME-CITY-5: a wrong answer is refused by rule and changes nothing; others are not held up by it', () => {
    let s = short();
    s = tokens(city(city(s, 'maurya-start', 1), 'maurya-two', 1), 'maurya-one', 1, 1);
    s = endBuilding(s);
    expect([...empiresRules.activeSeats(s)].sort()).toEqual([0, 1]);
    expect(empiresRules.check(s, 0, { type: 'reduce-for-support', area: 'maurya-start' })).toMatchObject({ ok: false, code: 'not-a-candidate', rule: 'ME-CITY-5' });
    expect(empiresRules.check(s, 2, { type: 'reduce-for-support', area: 'saba-start' })).toMatchObject({ ok: false, code: 'supported' });
    // P2 answers first; P1 is still asked, and the phase ends with his answer.
    const after = play(s, 1, { type: 'reduce-for-support', area: 'maurya-start' }).state;
    expect(empiresRules.activeSeats(after)).toEqual([0]);
    expect(play(after, 0, { type: 'reduce-for-support', area: 'saba-start' }).state.phase).toBe('trade-card-acquisition');
  });

  it('ME-CITY-6: phase 11 repeats the support check with the same choice', () => {
    const s = advancePhase({ ...short(), phase: 'special-abilities', done: [] }, rnd()).state;
    expect(s.phase).toBe('surplus-population');
    expect(empiresRules.activeSeats(s)).toEqual([0]);
    const r = play(s, 0, { type: 'reduce-for-support', area: 'saba-start' }).state;
    expect(r.phase).toBe('advances-acquisition');
    expect(r.areas['saba-two'].city?.owner).toBe(0);
  });
});

describe('city attacks chosen by the players (ME-CONF2-2, ME-CONF2-10)', () => {
  /** Answers every spoils question with its first option (draw, bank three), leaving the others to the test. */
  const spoils = (s: EmpiresState, log: { text: string; rule?: string }[] = []) => {
    let t = s;
    while (t.conflict && (empiresRules.view(t, 0).choice?.kind === 'card' || empiresRules.view(t, 0).choice?.kind === 'treasury')) {
      const seat = empiresRules.activeSeats(t)[0];
      const r = play(t, seat, empiresRules.legalActions(t, seat)[0]);
      t = r.state;
      log.push(...r.log);
    }
    return t;
  };

  it('ME-CONF2-2: a defender with several attacked cities chooses their order; the order changes the outcome', () => {
    let s = clean(table());
    s = tokens(tokens(city(city(s, 'maurya-start', 1), 'maurya-two', 1), 'maurya-start', 0, 7), 'maurya-two', 0, 7);
    s = stock(s, 1, 6);
    // P3 can build a city, so phase 5 waits and the board after the attacks can be read.
    s = tokens(s, area(s, 2, 'start'), 2, 6);
    const t = enter(s, 'conflict').state;
    expect(t.phase).toBe('conflict');
    expect(empiresRules.activeSeats(t)).toEqual([1]);
    expect(empiresRules.legalActions(t, 1)).toEqual([
      { type: 'conflict-choose', area: 'maurya-start' },
      { type: 'conflict-choose', area: 'maurya-two' },
    ]);
    expect(empiresRules.check(t, 0, { type: 'conflict-choose', area: 'maurya-two' })).toMatchObject({ ok: false, code: 'not-your-choice' });
    const run = (first: string) => {
      const r = play(t, 1, { type: 'conflict-choose', area: first });
      const log = [...r.log];
      const state = spoils(r.state, log);
      const taken = log.filter((l) => l.rule === 'ME-CONF2-9').map((l) => l.text);
      const becomes = log.filter((l) => l.text.includes('city becomes')).map((l) => l.text.match(/becomes (\d+)/)![1]);
      return { taken, becomes, state };
    };
    const startFirst = run('maurya-start');
    const twoFirst = run('maurya-two');
    expect(startFirst.taken[0]).toMatch(/maurya start/);
    expect(twoFirst.taken[0]).toMatch(/maurya two/);
    // The second city is no longer a choice: nobody is asked again about it.
    expect(startFirst.state.phase).toBe('city-construction');
    // Six tokens replace the first city; the second gets what the first fight gave back: five after Maurya Start
    // (limit 3), six after Maurya Two (limit 2). So Maurya Two's fight ends differently.
    expect(startFirst.becomes).toEqual(['6', '5']);
    expect(twoFirst.becomes).toEqual(['6', '6']);
    expect(startFirst.state.areas['maurya-two'].tokens).toEqual({ 0: 3 });
    expect(twoFirst.state.areas['maurya-two'].tokens).toEqual({ 0: 2 });
  });

  it('ME-LEAVE-1: a chooser who leaves does not hold up the attacks or the support check', () => {
    let s = clean(table());
    s = tokens(tokens(city(city(s, 'maurya-start', 1), 'maurya-two', 1), 'maurya-start', 0, 7), 'maurya-two', 0, 7);
    const t = enter(s, 'conflict').state;
    expect(empiresRules.activeSeats(t)).toEqual([1]);
    const left = play(t, 1, { type: 'leave-game' }).state;
    expect(empiresRules.activeSeats(left)).not.toContain(1);
    expect(left.conflict === null || left.conflict === undefined || empiresRules.activeSeats(left).length > 0).toBe(true);
    const short = endBuilding(tokens(city(city(clean(table()), 'saba-start', 0), 'saba-two', 0), 'saba-one', 0, 1));
    expect(play(short, 0, { type: 'leave-game' }).state.phase).not.toBe('city-construction');
  });

  it('ME-CONF2-10 (1): a defender short of tokens who attacks a city himself may once wait for that attack first', () => {
    let s = clean(table());
    const [a, c] = rankingOrder(s, [0, 1, 2]);
    const b = [0, 1, 2].find((x) => x !== a && x !== c)!;
    // B attacks A's city with 7; A (stock 2) attacks C's city with 6, which fails and gives his tokens back.
    s = tokens(city(s, area(s, a, 'start'), a), area(s, a, 'start'), b, 7);
    s = tokens(city(s, area(s, c, 'start'), c), area(s, c, 'start'), a, 6);
    s = stock(s, a, 2);
    const t = enter(s, 'conflict').state;
    expect(empiresRules.activeSeats(t)).toEqual([a]);
    expect(empiresRules.legalActions(t, a)).toEqual([
      { type: 'conflict-choose', wait: false },
      { type: 'conflict-choose', wait: true },
    ]);
    const becomes = (r: { log: readonly { text: string; rule?: string }[] }) => r.log.find((l) => l.rule === 'ME-CONF2-10' && l.text.includes('city becomes'))?.text;
    const now = play(t, a, { type: 'conflict-choose', wait: false });
    expect(becomes(now)).toMatch(/becomes 2 tokens/);
    const waited = play(t, a, { type: 'conflict-choose', wait: true });
    expect(waited.log.some((l) => l.text.includes('waits for his own attack'))).toBe(true);
    // His attack failed first: six tokens back in stock, so his city becomes six; he is not asked a second time.
    expect(becomes(waited)).toMatch(/becomes 6 tokens/);
    expect(empiresRules.activeSeats(waited.state)).toEqual([b]);
    expect(empiresRules.view(waited.state, b).choice).toMatchObject({ kind: 'treasury', attacker: b });
  });

  it('ME-CONF2-10 (3)/(4): the winner may draw a card from the defender and chooses how much of his stock to bank (0-3)', () => {
    let s = hand(city(clean(table()), 'maurya-start', 1), 1, cards('salt', 1));
    s = tokens(s, 'maurya-start', 0, 9);
    const t = enter(s, 'conflict').state;
    expect(empiresRules.activeSeats(t)).toEqual([0]);
    expect(empiresRules.legalActions(t, 0)).toEqual([
      { type: 'conflict-choose', draw: true },
      { type: 'conflict-choose', draw: false },
    ]);
    const kept = play(t, 0, { type: 'conflict-choose', draw: false }).state;
    expect(kept.players[1].hand).toEqual(['card-salt-1']);
    expect(empiresRules.legalActions(kept, 0).map((a) => (a.type === 'conflict-choose' ? a.treasury : -1))).toEqual([3, 2, 1, 0]);
    expect(empiresRules.check(kept, 0, { type: 'conflict-choose', treasury: 3, draw: true })).toMatchObject({ ok: false, code: 'not-an-option' });
    const one = play(kept, 0, { type: 'conflict-choose', treasury: 1 }).state;
    expect(one.players[0].treasury).toBe(s.players[0].treasury + 1);
    expect(one.phase).not.toBe('conflict');
    const drawn = play(t, 0, { type: 'conflict-choose', draw: true });
    expect(drawn.state.players[0].hand).toContain('card-salt-1');
    expect(drawn.revealed).toBe(true);
  });

  it('ME-CONF2-11: a taken pirate city asks for no card, only how much to bank', () => {
    const s = tokens(city(clean(table()), 'wild-four', 'pirate'), 'wild-four', 0, 12);
    const t = enter(s, 'conflict').state;
    expect(empiresRules.legalActions(t, 0).map((a) => (a.type === 'conflict-choose' ? a.treasury : -1))).toEqual([3, 2, 1, 0]);
    expect(play(t, 0, { type: 'conflict-choose', treasury: 2 }).state.players[0].treasury).toBe(s.players[0].treasury + 2);
  });
});

describe('growth chosen by a player short of stock (ME-POPX-3)', () => {
  const grow = (s: EmpiresState) => enter(s, 'population-expansion');

  it('ME-POPX-3: where the short player puts his token decides which area grows', () => {
    let s = tokens(tokens(clean(table()), 'saba-one', 0, 1), 'saba-two', 0, 2);
    s = stock(s, 0, 1);
    const t = grow(s).state;
    expect(empiresRules.activeSeats(t)).toEqual([0]);
    const one = play(t, 0, { type: 'expand', area: 'saba-one' }).state;
    const two = play(t, 0, { type: 'expand', area: 'saba-two' }).state;
    expect([one.areas['saba-one'].tokens[0], one.areas['saba-two'].tokens[0]]).toEqual([2, 2]);
    expect([two.areas['saba-one'].tokens[0], two.areas['saba-two'].tokens[0]]).toEqual([1, 3]);
  });

  it('ME-POPX-3: he may re-divide a token placed earlier this phase; the phase commits only once all are placed', () => {
    let s = tokens(tokens(tokens(clean(table()), 'saba-one', 0, 1), 'saba-two', 0, 2), 'saba-start', 0, 2);
    s = stock(s, 0, 2);
    const t = grow(s).state;
    const placed = play(t, 0, { type: 'expand', area: 'saba-two' }).state;
    expect(empiresRules.legalActions(placed, 0)).toContainEqual({ type: 'expand', area: 'saba-two', back: true });
    expect(empiresRules.check(placed, 0, { type: 'expand', area: 'saba-one', back: true })).toMatchObject({ ok: false, code: 'nothing-placed', rule: 'ME-POPX-3' });
    const back = play(placed, 0, { type: 'expand', area: 'saba-two', back: true });
    expect(back.log[0]).toMatchObject({ rule: 'ME-POPX-3' });
    expect(back.state.phase).toBe('population-expansion');
    let r = play(back.state, 0, { type: 'expand', area: 'saba-one' }).state;
    r = play(r, 0, { type: 'expand', area: 'saba-start' }).state;
    expect(r.phase).not.toBe('population-expansion');
    expect([r.areas['saba-one'].tokens[0], r.areas['saba-two'].tokens[0], r.areas['saba-start'].tokens[0]]).toEqual([2, 2, 3]);
  });

  it('ME-POPX-3: with tokens in one area only nobody is asked: what the stock allows is added and logged', () => {
    const s = stock(tokens(clean(table()), 'saba-two', 0, 2), 0, 1);
    const r = grow(s);
    expect(r.state.phase).not.toBe('population-expansion');
    expect(r.state.areas['saba-two'].tokens[0]).toBe(3);
    expect(r.log.some((l) => l.text.startsWith('P1 adds 1 token'))).toBe(true);
  });
});
