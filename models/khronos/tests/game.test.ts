import { describe, expect, it } from 'vitest';
import { Random } from '../../core/rng';
import { BOARD_IDS, KINDS } from '../data';
import { domainPartition, recomputeDomains } from '../domains';
import { footprintsFor } from '../footprints';
import { assertDomainsConsistent, assertInvariants, playRandomGame } from '../random-game';
import { khronosRules } from '../rules';
import { cards, put, testGame, withHand } from '../testing';
import type { KhronosState } from '../state';

describe('a whole seeded game', () => {
  it('KH-DIG-3 / KH-END-1: a 3-player game of random legal actions ends, with incremental domains equal to fresh ones after every action', () => {
    const game = playRandomGame('khronos-drill-1', 3, {}, true);
    let state = game.start;
    let shadows = 0;
    for (const { seat, action } of game.actions) {
      expect(khronosRules.check(state, seat, action).ok).toBe(true);
      state = khronosRules.apply(state, seat, action, new Random(state.rng)).state;
      for (const board of BOARD_IDS) expect(domainPartition(state.boards[board])).toEqual(recomputeDomains(state.map, state.boards[board]));
      shadows += Object.values(state.boards.reason.buildings).length;
    }
    expect(state).toEqual(game.final);
    expect(state.phase).toBe('over');
    expect(state.turn).toBe(7);
    expect(game.final.outcome?.winners.length).toBeGreaterThan(0);
    expect(shadows).toBeGreaterThan(0);
    expect(game.actions.filter((a) => a.action.type === 'collect')).toHaveLength(6);
  });

  it('KH-DIG-4: replaying the seed and actions rebuilds the game bit for bit; other seeds differ', () => {
    const a = playRandomGame('same-seed', 3);
    const b = playRandomGame('same-seed', 3);
    expect(JSON.stringify(a.final)).toBe(JSON.stringify(b.final));
    expect(JSON.stringify(playRandomGame('other-seed', 3).actions)).not.toBe(JSON.stringify(a.actions));
  });

  it('KH-DIG-3 / KH-HIER-4: drills with every option variant keep domains, Hierarchy, tiles, cubes and cards in order after each action', () => {
    const variants = [
      {},
      { RIPPLE_CHECK_AFTER_ERASURE: false, BLOCKED_RIPPLE_SKIPS_REASON: false, HIERARCHY_ON_REASON: true },
      { JUNCTION_TIE_RULE: 'maker_chooses' as const, FAITH_JUNCTION_POWER: 'military' as const, HOLDEM: true, UPGRADE_OTHERS_BUILDINGS: true },
    ];
    variants.forEach((options, i) => {
      const game = playRandomGame(`drill-${i}`, 3 + i, options, true, 20);
      expect(game.final.outcome).not.toBeNull();
      assertDomainsConsistent(game.final);
    });
  });

  it('KH-SETUP-8 / KH-END-3: the drill\'s bookkeeping check notices material that appears from nowhere', () => {
    const game = playRandomGame('bookkeeping', 3);
    expect(() => assertInvariants(game.final)).not.toThrow();
    const extraCube = { ...game.final, players: game.final.players.map((p) => (p.seat === 0 ? { ...p, cubes: p.cubes + 1 } : p)) };
    expect(() => assertInvariants(extraCube)).toThrow(/cubes/);
    expect(() => assertInvariants({ ...game.final, stock: { ...game.final.stock, keep: game.final.stock.keep + 1 } })).toThrow(/keep tiles/);
    expect(() => assertInvariants({ ...game.final, discard: [...game.final.discard, 'blue-99'] })).toThrow(/cards/);
  });
});

describe('hidden information (KH-DIG-4)', () => {
  it('KH-DIG-4: a view shows only its own hand; deck order and other hands never appear', () => {
    const game = playRandomGame('leak-check', 3);
    const states: KhronosState[] = [game.start];
    let s = game.start;
    for (const { seat, action } of game.actions.slice(0, 60)) {
      s = khronosRules.apply(s, seat, action, new Random(s.rng)).state;
      states.push(s);
    }
    for (const state of states) {
      const secrets = khronosRules.secrets!(state);
      for (const viewer of [null, 0, 1, 2]) {
        const text = JSON.stringify(khronosRules.view(state, viewer));
        for (const secret of secrets) {
          if (viewer !== null && secret.seenBy.includes(viewer)) continue;
          expect(text.includes(`"${secret.token}"`)).toBe(false);
        }
      }
      expect(khronosRules.view(state, 0).players[0].hand).toEqual(state.players[0].hand);
    }
  });
});

describe('placement preview', () => {
  it('KH-CONS-2 / KH-GEO-2: footprintsFor lists every footprint with an itemised cost or the refusing rule', () => {
    let s = withHand(testGame(), 0, [...cards('orange', 2), 'blue-01']);
    s = put(s, 'might', 'keep', 5, 5, 1).state;
    const options = footprintsFor(s, 0, 'keep', 'might');
    expect(options).toHaveLength(15 * 19);
    const forest = options.find((o) => o.col === 1 && o.row === 1)!;
    expect(forest).toMatchObject({ ok: true, mode: 'construct', cost: { colour: 'orange', colourCards: 2, forest: 1, mountain: 0, anyCards: 1, totalCards: 3, ecus: 0, bonus: 1 } });
    expect(options.find((o) => o.col === 5 && o.row === 7)).toMatchObject({ ok: false, rule: 'KH-HIER-2' });
    expect(options.find((o) => o.col === 14 && o.row === 8)).toMatchObject({ ok: false, rule: 'KH-CONS-3' });
    expect(options.find((o) => o.col === 0 && o.row === 17)).toMatchObject({ ok: false, rule: 'KH-CARD-6', cost: { mountain: 2, totalCards: 4 } });
    for (const o of options) if (o.ok) expect(khronosRules.check(s, 0, { type: 'construct', board: 'might', kind: 'keep', col: o.col, row: o.row }).ok).toBe(true);
  });

  // How fast is the khronos.footprints_ms benchmark's to say (npm run bench -- khronos), not a timed test's.
  it('KH-DIG-2: the preview gives every footprint of every kind on a mid-game board, the same when asked again', () => {
    const game = playRandomGame('preview-speed', 3);
    let s = game.start;
    for (const { seat, action } of game.actions.slice(0, 90)) s = khronosRules.apply(s, seat, action, new Random(s.rng)).state;
    s = { ...withHand(s, s.active, [...cards('orange', 2), ...cards('blue', 2)]), phase: 'actions', players: s.players.map((p) => (p.seat === s.active ? { ...p, charged: [0, 0], pawns: ['might', 'might'] } : p)) } as KhronosState;
    const all = () => KINDS.reduce((n, kind) => n + footprintsFor(s, s.active, kind, 'might').length, 0);
    const first = all();
    expect(first).toBeGreaterThan(0);
    for (let i = 0; i < 3; i++) expect(all()).toBe(first);
  });
});
