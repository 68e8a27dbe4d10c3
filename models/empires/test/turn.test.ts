import { describe, expect, it } from 'vitest';
import { empiresRules } from '../rules';
import { ADVANCES } from '../data/advances';
import { viewFor } from '../view';
import { astAlteration } from '../turn';
import { astRow } from '../data/ast';
import { lateIronBonus } from '../scoring';
import type { EmpiresAction } from '../actions';
import { PHASES, type EmpiresState } from '../state';
import { ast, advances, boardTokens, built, cardCount, cards, city, game, hand, inPhase, rnd, tokens, treasury } from './fixtures';

const apply = (s: EmpiresState, seat: number, a: EmpiresAction) => {
  const c = empiresRules.check(s, seat, a);
  if (!c.ok) throw new Error(`${a.type}: ${c.message}`);
  return empiresRules.apply(s, seat, a, rnd(`${s.turn}-${seat}-${a.type}`));
};

describe('the turn', () => {
  it('ME-TURN-1: the thirteen phases come in order; manual ones wait for every seat, scripted ones run', () => {
    let s = game({ n: 3, options: { cardPhases: 'manual' } });
    const seen: string[] = [s.phase];
    const log: string[] = [];
    for (let i = 0; i < 40 && s.turn === 1; i++) {
      if (s.phase === 'advances-acquisition') {
        const seat = empiresRules.activeSeats(s)[0];
        const r = apply(s, seat, { type: 'pass' });
        s = r.state;
        log.push(...r.log.map((l) => l.text));
      } else {
        expect(empiresRules.activeSeats(s)).toEqual([0, 1, 2]);
        const first = apply(s, 0, { type: 'phase-done' }).state;
        expect(first.phase).toBe(s.phase);
        expect(empiresRules.check(first, 0, { type: 'place-tokens', area: 'saba-two', count: 1 })).toMatchObject({ ok: false, code: 'already-done' });
        let t = first;
        for (const seat of [1, 2]) {
          const r = apply(t, seat, { type: 'phase-done' });
          t = r.state;
          log.push(...r.log.map((l) => l.text));
        }
        s = t;
      }
      if (seen[seen.length - 1] !== s.phase) seen.push(s.phase);
    }
    expect(s.turn).toBe(2);
    const numbers = log.filter((l) => /^Phase \d+/.test(l)).map((l) => Number(/^Phase (\d+)/.exec(l)![1]));
    expect(numbers).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 1]);
    // Phases 6-10 are played by hand here (cardPhases manual), so phase 10 waits for everyone like the others.
    expect(seen).toEqual([...PHASES.filter((p) => p.id !== 'surplus-population' && p.id !== 'ast-alteration').map((p) => p.id), 'tax-collection']);
  });

  it('ME-TURN-1: scripted actions are refused in manual phases and manual edits in scripted ones', () => {
    const s = game();
    expect(empiresRules.check(s, 0, { type: 'pass' })).toMatchObject({ ok: false, rule: 'SB-BUILD-1' });
    expect(empiresRules.check(inPhase(s, 'advances-acquisition'), 1, { type: 'place-tokens', area: 'saba-two', count: 1 })).toMatchObject({ ok: false, code: 'scripted-phase' });
  });
});

describe('manual board edits', () => {
  const s0 = () => inPhase(game(), 'population-expansion');

  it('ME-CIV-3: tokens move between stock, board and treasury and are never negative nor beyond the box', () => {
    let s = s0();
    expect(empiresRules.check(s, 0, { type: 'place-tokens', area: 'saba-two', count: 55 })).toMatchObject({ ok: false, rule: 'ME-CIV-3' });
    s = apply(s, 0, { type: 'place-tokens', area: 'saba-two', count: 54 }).state;
    expect(s.players[0].stock).toBe(0);
    expect(empiresRules.check(s, 0, { type: 'remove-tokens', area: 'saba-two', count: 55 })).toMatchObject({ ok: false, rule: 'ME-CIV-3' });
    expect(empiresRules.check(s, 0, { type: 'treasury', delta: 1 })).toMatchObject({ ok: false, rule: 'ME-CIV-3' });
    s = apply(s, 0, { type: 'remove-tokens', area: 'saba-two', count: 4 }).state;
    s = apply(s, 0, { type: 'treasury', delta: 4 }).state;
    expect(empiresRules.check(s, 0, { type: 'treasury', delta: -5 })).toMatchObject({ ok: false, rule: 'ME-CIV-3' });
    expect(s.players[0].stock + s.players[0].treasury + boardTokens(s, 0)).toBe(55);
    expect(empiresRules.check(s, 0, { type: 'place-tokens', area: 'sea', count: 1 })).toMatchObject({ ok: false, code: 'open-sea' });
    expect(empiresRules.check(s, 0, { type: 'barbarians', area: 'saba-two', delta: 61 })).toMatchObject({ ok: false, code: 'barbarian-box' });
    expect(empiresRules.check(s, 0, { type: 'barbarians', area: 'saba-two', delta: -1 })).toMatchObject({ ok: false, code: 'barbarians-short' });
  });

  it('ME-MAP-3: a city needs 6 tokens on a site or 12 elsewhere, never in a 0 area, one per area, nine per player', () => {
    let s = tokens(tokens(s0(), 'saba-two', 0, 5), 'saba-one', 0, 11);
    expect(empiresRules.check(s, 0, { type: 'build-city', area: 'saba-two' })).toMatchObject({ ok: false, rule: 'ME-MAP-3' });
    expect(empiresRules.check(s, 0, { type: 'build-city', area: 'saba-one' })).toMatchObject({ ok: false, rule: 'ME-MAP-3' });
    s = tokens(tokens(s, 'saba-two', 0, 6), 'saba-one', 0, 12);
    s = apply(s, 0, { type: 'build-city', area: 'saba-two' }).state;
    s = apply(s, 0, { type: 'build-city', area: 'saba-one' }).state;
    expect(s.players[0].citiesInStock).toBe(7);
    expect(s.areas['saba-two'].tokens[0]).toBeUndefined();
    expect(empiresRules.check(tokens(s, 'saba-zero', 0, 12), 0, { type: 'build-city', area: 'saba-zero' })).toMatchObject({ ok: false, code: 'zero-area' });
    expect(empiresRules.check(tokens(s, 'saba-two', 0, 6), 0, { type: 'build-city', area: 'saba-two' })).toMatchObject({ ok: false, code: 'city-there' });
    const full = { ...s, players: s.players.map((p) => (p.seat === 0 ? { ...p, citiesInStock: 0 } : p)) };
    expect(empiresRules.check(tokens(full, 'saba-shore', 0, 6), 0, { type: 'build-city', area: 'saba-shore' })).toMatchObject({ ok: false, code: 'no-city-left' });
  });

  it('trade: cards change hands privately; non-tradeable calamities cannot be given', () => {
    let s = hand(inPhase(game(), 'trade'), 0, [...cards('salt', 2), 'card-famine', 'card-slave-revolt']);
    const before = cardCount(s);
    s = apply(s, 0, { type: 'give-cards', to: 1, cards: ['card-salt-1', 'card-slave-revolt'] }).state;
    expect(s.players[1].hand).toEqual(['card-salt-1', 'card-slave-revolt']);
    expect(empiresRules.check(s, 0, { type: 'give-cards', to: 1, cards: ['card-famine'] })).toMatchObject({ ok: false, rule: 'ME-TRADE-3' });
    expect(empiresRules.check(s, 0, { type: 'give-cards', to: 1, cards: ['card-salt-1'] })).toMatchObject({ ok: false, code: 'card-not-held' });
    expect(cardCount(s)).toBe(before);
  });

  it('drawing a card reveals it to the drawer only', () => {
    const s = inPhase(game(), 'trade-card-acquisition');
    const r = apply(s, 0, { type: 'draw-card', stack: 3 });
    expect(r.revealed).toBe(true);
    const card = r.state.players[0].hand[0];
    expect(r.state.stacks[3]).toHaveLength(s.stacks[3].length - 1);
    expect(r.log.filter((l) => l.to?.includes(1)).every((l) => !l.text.includes('('))).toBe(true);
    expect(JSON.stringify(viewFor(r.state, 1))).not.toContain(card);
    expect(JSON.stringify(viewFor(r.state, null))).not.toContain(card);
    expect(JSON.stringify(viewFor(r.state, 0))).toContain(card);
  });
});

describe('views and secrets', () => {
  it('secrets: hands are seen by their holders only, stacks and discards by nobody; no view leaks one', () => {
    let s = hand(inPhase(game(), 'advances-acquisition'), 2, cards('salt', 3));
    s = treasury(city(s, 'saba-start', 0), 0, 30);
    s = empiresRules.apply(s, 0, { type: 'claim-priority', plan: { advances: [], build: { building: 'mahram-bilqis', area: 'saba-start' }, payment: { cards: [], treasury: 30 } } }, rnd()).state;
    const secrets = empiresRules.secrets!(s);
    expect(secrets.find((x) => x.token === 'card-salt-1')!.seenBy).toEqual([2]);
    expect(secrets.filter((x) => x.seenBy.length === 0).length).toBe(cardCount(s) - 3);
    for (const seat of [null, 0, 1, 2, 3, 4]) {
      const text = JSON.stringify(empiresRules.view(s, seat));
      for (const secret of secrets) if (seat === null || !secret.seenBy.includes(seat)) expect(text.includes(`"${secret.token}"`)).toBe(false);
    }
    expect(JSON.stringify(empiresRules.view(s, 1))).not.toContain('rng');
  });

  it('SB-SETUP-2 / SB-DEF-SUPPLY: the supply is public; each building shows builder, owner and controller', () => {
    let s = built(game(), 'giant-ziggurat', 'babylon-two', 2);
    s = city(s, 'babylon-two', 3);
    const v = empiresRules.view(s, 0);
    const z = v.buildings.find((b) => b.id === 'giant-ziggurat')!;
    expect(z).toMatchObject({ builtBy: 2, owner: 2, controller: 3, civ: 'babylon', at: 'babylon-two' });
    expect(v.buildings.filter((b) => b.at === null).map((b) => b.id).sort()).toEqual(['ashokan-pillar', 'bhamala-stupa', 'mahram-bilqis', 'shore-temple']);
  });
});

describe('end of phase 12 and phase 13', () => {
  it('ME-TRADE-4: after the transactions every hand above 8 commodity cards is cut down before phase 13', () => {
    let s = hand(inPhase(game({ n: 3 }), 'advances-acquisition'), 1, [...cards('flax', 9), ...cards('hides', 1)]);
    for (const seat of [0, 1, 2]) s = apply(s, seat, { type: 'pass' }).state;
    expect(s.acquisition!.stage).toBe('hand-limit');
    expect(empiresRules.activeSeats(s)).toEqual([1]);
    expect(empiresRules.check(s, 1, { type: 'discard-cards', cards: cards('flax', 3) })).toMatchObject({ ok: false, rule: 'ME-TRADE-4' });
    s = apply(s, 1, { type: 'discard-cards', cards: cards('flax', 2) }).state;
    expect(s.phase).toBe('tax-collection');
    expect(s.turn).toBe(2);
    expect(s.players[1].hand).toHaveLength(8);
  });

  it('ME-AST-1 / ME-AST-4: a marker moves one space when the next space\'s requirement is met', () => {
    let s = ast(game(), 0, 4);
    s = astAlteration(s, rnd()).state;
    expect(s.players[1].ast).toBe(1);
    expect(s.players[0].ast).toBe(5);
    s = ast(ast(game(), 1, 4), 0, 5);
    s = astAlteration(s, rnd()).state;
    expect(s.players[1].ast).toBe(4);
    // Saba's Early Bronze Age starts one space later, so it needs its two cities only from space 6.
    expect(s.players[0].ast).toBe(5);
    let t = city(city(ast(game(), 1, 4), 'maurya-start', 1), 'maurya-two', 1);
    t = astAlteration(t, rnd()).state;
    expect(t.players[1].ast).toBe(5);
  });

  it('ME-AST-6: Basic ends when a marker reaches the last space; Expert plays one more turn; Expert city-less markers fall back', () => {
    let s = city(city(city(city(city(ast(game(), 1, 14), 'maurya-start', 1), 'maurya-two', 1), 'maurya-one', 1), 'maurya-shore', 1), 'wild-four', 1);
    s = advances(s, 1, ['library', 'democracy', 'mining']);
    const basic = astAlteration(s, rnd()).state;
    expect(basic.phase).toBe('game-over');
    expect(empiresRules.outcome(basic)!.winners).toEqual([1]);
    // ME-ASTX-3: the Expert Late Iron Age asks for 6 cities, all 17 cheap advances and 56 points of advances.
    const cheap = ADVANCES.filter((a) => a.cost < 100).map((a) => a.id);
    const dear = ADVANCES.filter((a) => a.cost >= 200).slice(0, 7).map((a) => a.id);
    const ex = { ...advances(city(s, 'wild-two', 1), 1, [...cheap, ...dear]), options: { ...s.options, astSide: 'expert' as const } };
    const once = astAlteration(ex, rnd()).state;
    expect(once.phase).toBe('tax-collection');
    expect(once.endTriggeredTurn).toBe(1);
    expect(once.lateIronFirst).toBe(1);
    const twice = astAlteration(inPhase(once, 'advances-acquisition'), rnd()).state;
    expect(twice.phase).toBe('game-over');
    const fall = astAlteration({ ...ast(game(), 2, 7), options: { ...ex.options } }, rnd()).state;
    expect(fall.players[2].ast).toBe(6);
    // In the Stone Age a city-less marker does not fall back (it simply moves on).
    expect(astAlteration({ ...ast(game(), 2, 3), options: { ...ex.options } }, rnd()).state.players[2].ast).toBe(4);
  });

  it('ME-CLAR-9: on the Expert side every marker entering the Late Iron Age in the first such turn gets the +5', () => {
    const cheap = ADVANCES.filter((a) => a.cost < 100).map((a) => a.id);
    const dear = ADVANCES.filter((a) => a.cost >= 200).slice(0, 7).map((a) => a.id);
    let s: EmpiresState = { ...game(), options: { ...game().options, astSide: 'expert' as const } };
    for (const [seat, wild] of [[1, 'wild-four'], [2, 'wild-two']] as const) {
      const civ = s.players[seat].civ;
      s = ast(s, seat, astRow(civ, 'expert').starts['late-iron'] - 1);
      for (const kind of ['start', 'two', 'one', 'shore', 'zero']) s = city(s, `${civ}-${kind}`, seat);
      s = advances(city(s, wild, seat), seat, [...cheap, ...dear]);
    }
    const both = astAlteration(s, rnd()).state;
    expect([both.lateIronFirst, ...(both.lateIronAlso ?? [])].sort()).toEqual([1, 2]);
    expect(lateIronBonus(both, 1)).toBe(5);
    expect(lateIronBonus(both, 2)).toBe(5);
    expect(lateIronBonus(both, 0)).toBe(0);
    // One who arrives a turn later gets nothing.
    expect(lateIronBonus({ ...both, lateIronAlso: [] }, both.lateIronAlso?.[0] ?? 2)).toBe(0);
  });

  it('13c / ME-TCARD-10: the discards are shuffled back under their stacks, the non-tradeable calamity at the very bottom', () => {
    const s = hand(inPhase(game(), 'advances-acquisition'), 0, cards('salt', 2));
    const spent = { ...s, players: s.players.map((p) => (p.seat === 0 ? { ...p, hand: [] } : p)), discards: { ...s.discards, 3: cards('salt', 2) } };
    const r = astAlteration(spent, rnd()).state;
    expect(r.discards[3]).toEqual([]);
    expect(r.stacks[3].at(-1)).toBe('card-famine');
    expect(r.stacks[3].slice(-3, -1).sort()).toEqual(cards('salt', 2));
    expect(cardCount(r)).toBe(cardCount(s));
  });
});


describe('a board with nothing left on it', () => {
  /** Three seats whose tokens are all gone from the board, entering A.S.T. alteration. */
  const emptied = () => {
    const s = game({ n: 3 });
    const areas = Object.fromEntries(Object.entries(s.areas).map(([id, a]) => [id, { ...a, tokens: {}, city: null }]));
    return inPhase({ ...s, areas, ships: [] }, 'ast-alteration');
  };

  it('ME-AST-6: when no civilization has a token, ship or city on the board, the game ends at A.S.T. alteration', () => {
    const r = astAlteration(emptied(), rnd('empty'));
    expect(r.state.phase).toBe('game-over');
    expect(r.log.some((l) => l.text.includes('nothing can change'))).toBe(true);
  });

  it('ME-AST-6: one token, ship or city of anyone still on the board keeps the game going', () => {
    const s = emptied();
    expect(astAlteration(tokens(s, 'wild-four', 2, 1), rnd('t')).state.phase).not.toBe('game-over');
    expect(astAlteration(city(s, 'wild-four', 1), rnd('c')).state.phase).not.toBe('game-over');
    const ship = { id: 'ship-0-1', owner: 0, at: 'wild-four', builtTurn: s.turn, maintainedTurn: null, sailedTurn: null };
    expect(astAlteration({ ...s, ships: [ship] }, rnd('s')).state.phase).not.toBe('game-over');
    // A pirate city is nobody's: it keeps nothing going.
    expect(astAlteration(city(s, 'wild-four', 'pirate'), rnd('p')).state.phase).toBe('game-over');
  });
});
