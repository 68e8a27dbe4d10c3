import { describe, expect, it } from 'vitest';
import type { EmpiresAction } from '../actions';
import { act as calamityAct, legalActionsFor, strike } from '../calamities/fixtures';
import { pendingChoice } from '../calamities/resolve';
import { empiresRules } from '../rules';
import { finalOutcome, score, tiebreakBetween } from '../scoring';
import { enterPhase } from '../sequence';
import { withPlayer, type EmpiresState, type TurnPhase } from '../state';
import { EAST, advances, area, city, game, hand, inPhase, rnd, tokens, treasury } from './fixtures';

const scripted = (n = 5) => game({ n, options: { boardPhases: 'scripted' } });
const enter = (s: EmpiresState, phase: TurnPhase) => enterPhase({ ...s, done: [] }, phase, rnd('enter'));
const play = (s: EmpiresState, seat: number, a: EmpiresAction) => {
  const c = empiresRules.check(s, seat, a);
  if (!c.ok) throw new Error(`${a.type}: ${c.message}`);
  return empiresRules.apply(s, seat, a, rnd(`${seat}-${a.type}`)).state;
};
/** Stock set to exactly n (the difference goes to treasury, so the 55 stay whole). */
const stock = (s: EmpiresState, seat: number, n: number) => withPlayer(s, seat, { stock: n, treasury: s.players[seat].treasury + s.players[seat].stock - n });
const owners = (s: EmpiresState, areas: string[]) => areas.map((a) => s.areas[a].city?.owner ?? null);

describe('ME-CLAR-1: the tax revolt beneficiary', () => {
  /** Seat 0 with three cities and no stock: all three revolt. Seats 1 and 2 tie on cities in stock; seat 1 has more stock. */
  function revolt(): { s: EmpiresState; mine: string[] } {
    let s = scripted();
    // Cities revolt in the order of their area ids (the digital beneficiary's pick).
    const mine = [area(s, 0, 'start'), area(s, 0, 'two'), area(s, 0, 'shore')].sort();
    for (const a of mine) s = city(s, a, 0);
    s = stock(s, 0, 0);
    for (const seat of [3, 4]) s = withPlayer(s, seat, { citiesInStock: 5 });
    s = stock(stock(s, 1, 40), 2, 30);
    return { s, mine };
  }

  it('ME-CLAR-1: one beneficiary keeps taking the victim\'s revolting cities while his own cities last', () => {
    const { s, mine } = revolt();
    // After the first city seat 1 has fewer cities in stock than seat 2, yet he stays the beneficiary.
    const r = enter(s, 'tax-collection').state;
    expect(owners(r, mine)).toEqual([1, 1, 1]);
    expect(r.players[1].citiesInStock).toBe(6);
  });

  it('ME-CLAR-1: only when his cities run out is the next beneficiary chosen', () => {
    const { s, mine } = revolt();
    // One city left each for seats 1 and 2 (seat 1 first: more stock), none for the others.
    let t = withPlayer(withPlayer(s, 1, { citiesInStock: 1 }), 2, { citiesInStock: 1 });
    for (const seat of [3, 4]) t = withPlayer(t, seat, { citiesInStock: 0 });
    const r = enter(t, 'tax-collection').state;
    expect(owners(r, mine)).toEqual([1, 2, null]);
  });

  it('ME-CLAR-1 / ME-TAX-6: "all cities on the board" counts every player but the victim', () => {
    const { s: before, mine } = revolt();
    let s = before;
    for (const seat of [1, 2, 3, 4]) s = withPlayer(s, seat, { citiesInStock: 0 });
    // The victim still has cities in stock: his revolting cities are destroyed all the same.
    const r = enter(s, 'tax-collection').state;
    expect(owners(r, mine)).toEqual([null, null, null]);
    expect(r.players[0].citiesInStock).toBe(9);
  });
});

describe('ME-CLAR-6: tie-breaker V', () => {
  it('ME-CLAR-6: all credit compares the points of credit, not the number of credit tokens', () => {
    let s = game();
    // Wonder of the World: 2 credit tokens worth 40 (blue 20, orange 20); one more city makes up the point.
    // Mysticism and Advanced Military: 4 tokens worth 35 (blue 5, yellow 5, red 20, green 5). Same price (290),
    // the same 6-VP count and the same best colour (20): only the credit total can split them.
    s = city(advances(s, 1, ['wonder-of-the-world']), area(s, 1, 'two'), 1);
    s = advances(s, 3, ['mysticism', 'advanced-military']);
    const pair = { ...s, players: s.players.map((p) => (p.seat === 1 || p.seat === 3 ? p : { ...p, left: true })) };
    expect(score(pair, 1)).toBe(score(pair, 3));
    expect(tiebreakBetween(pair, 1, 3)).toBe('ME-VPX-2 all credit');
    expect(finalOutcome(pair).winners).toEqual([1]);
  });
});

describe('ME-CLAR-14: paying for a ship', () => {
  const moving = (s: EmpiresState): EmpiresState => ({ ...s, phase: 'movement', done: [], movement: { order: [0, 1, 2], current: 0, moved: {}, shipsBuilt: {} } });

  it('ME-CLAR-14: the token paid may be the last one in the ship\'s area; the ship stays', () => {
    const s = moving(treasury(tokens(scripted(3), 'saba-shore', 0, 1), 0, 5));
    const r = play(s, 0, { type: 'build-ship', area: 'saba-shore', pay: 'treasury-and-token' });
    expect(r.areas['saba-shore'].tokens[0] ?? 0).toBe(0);
    expect(r.ships.filter((x) => x.owner === 0 && x.at === 'saba-shore')).toHaveLength(1);
    const start = s.areas['saba-start'].tokens[0] ?? 0;
    const two = play(tokens(s, 'saba-start', 0, start + 1), 0, { type: 'build-ship', area: 'saba-shore', pay: 'tokens', tokenFrom: 'saba-start' });
    expect(two.areas['saba-shore'].tokens[0] ?? 0).toBe(0);
    expect(two.ships).toHaveLength(1);
  });
});

describe('ME-CALX-4: two copies of one calamity', () => {
  /**
   * Tessera's tables use one deck, which holds one copy of each calamity; a second copy is dealt by hand here to
   * check the order and independence the rule asks for. Seats hold civilizations in reverse ranking, so seat order
   * and A.S.T.-ranking disagree.
   */
  function twoFamines(): EmpiresState {
    const civs = EAST.slice(0, 7).reverse();
    let s = game({ civs, options: { cardPhases: 'scripted' } });
    for (let seat = 0; seat < 7; seat++) s = tokens(city(s, `${civs[seat]}-start`, seat), `${civs[seat]}-two`, seat, 2);
    s = advances(s, 6, ['politics']);
    s = hand(hand(s, 1, ['card-famine']), 4, ['card-famine']);
    return inPhase(s, 'trade');
  }

  it('ME-CALX-4: copies resolve in A.S.T.-ranking order, each fully, and the first does not cancel the second', () => {
    const s = twoFamines();
    let g = strike(s).state;
    // Seat 4 holds the better-ranked civilization: his famine comes first, and seat 1 (primary victim of the other
    // copy) cannot be named a secondary victim of it.
    const first = pendingChoice(g)!;
    expect(first.active.victim).toBe(4);
    expect(first.options.map((o) => o.seat)).not.toContain(1);
    const firstVictims: number[] = [];
    while (pendingChoice(g)?.active.victim === 4) {
      const p = pendingChoice(g)!;
      const a = legalActionsFor(g, p.task.chooser)[0];
      if (p.task.kind === 'secondaryVictims' && a.type === 'calamity-choose') firstVictims.push(a.seat!);
      g = calamityAct(g, p.task.chooser, a);
    }
    // The second copy strikes seat 1 once the first is fully resolved; nobody already hit by the first is named again.
    const second = g.calamity?.active;
    expect(second).toMatchObject({ id: 'famine', victim: 1 });
    for (const seat of firstVictims) expect(second!.secondaries).not.toContain(seat);
    expect(firstVictims).toHaveLength(3);
  });
});

describe('ME-CLAR-2: growth beyond a shared area\'s limit', () => {
  /** Seats 0 and 1 with one token each in the wilderness area of limit 2: growth makes it 2 + 2. */
  const crowded = (options: { sharedExpansion?: 'conflict' | 'surplus' } = {}) => {
    let s = game({ n: 3, options: { boardPhases: 'scripted', ...options } });
    s = tokens(tokens(s, 'wild-two', 0, 1), 'wild-two', 1, 1);
    return enter(s, 'population-expansion');
  };

  it('ME-CLAR-2: by default the crowded area waits for the conflict phase, then it is fought out', () => {
    const r = crowded();
    let s = r.state;
    expect(s.phase).toBe('movement');
    expect(s.areas['wild-two'].tokens).toEqual({ 0: 2, 1: 2 });
    const log = [...r.log];
    while (s.phase === 'movement') {
      const seat = s.movement!.order[s.movement!.current];
      const step = empiresRules.apply(s, seat, { type: 'end-movement' }, rnd('end'));
      s = step.state;
      log.push(...step.log);
    }
    expect(log.some((l) => l.rule === 'ME-CONF2-4' && l.text.includes('wild two'))).toBe(true);
    expect(Object.values(s.areas['wild-two'].tokens).reduce((t, n) => t + n, 0)).toBeLessThanOrEqual(2);
  });

  it('ME-CLAR-2: option sharedExpansion = surplus trims the area right after growth, fewest first', () => {
    const r = crowded({ sharedExpansion: 'surplus' });
    expect(r.state.phase).toBe('movement');
    expect(r.state.areas['wild-two'].tokens).toEqual({ 0: 1, 1: 1 });
    expect(r.log.some((l) => l.rule === 'ME-CLAR-2')).toBe(true);
    // An area only one player crowds keeps its surplus until phase 11 (ME-POPX-2).
    let one = game({ n: 3, options: { boardPhases: 'scripted', sharedExpansion: 'surplus' } });
    one = tokens(one, 'wild-two', 0, 2);
    expect(enter(one, 'population-expansion').state.areas['wild-two'].tokens).toEqual({ 0: 4 });
  });
});
