import { describe, expect, it } from 'vitest';
import { Random } from '../../core/rng';
import { footprintsFor } from '../footprints';
import { BOARD_IDS, KINDS } from '../data';
import { boardEarnings, earningsFor } from '../earnings';
import { playRandomGame } from '../random-game';
import { khronosRules } from '../rules';
import { buildContext } from '../rules/construct';
import { legalBuilds } from '../rules/legal-builds';
import type { KhronosOptions } from '../options';
import type { KhronosState } from '../state';

function deepFreeze<T>(x: T): T {
  if (x && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

/** Every state of a seeded random game, in order. */
function statesOf(seed: string, players: number, options: Partial<KhronosOptions>, startEcus?: number): KhronosState[] {
  const game = playRandomGame(seed, players, options, false, startEcus);
  const out = [game.start];
  let s = game.start;
  for (const { seat, action } of game.actions) {
    s = khronosRules.apply(s, seat, action, new Random(s.rng)).state;
    out.push(s);
  }
  return out;
}

const key = (f: { type: string; kind: string; col: number; row: number }) => `${f.type} ${f.kind} ${f.col},${f.row}`;

const VARIANTS: readonly [string, number, Partial<KhronosOptions>, number?][] = [
  ['the default options, 3 players', 3, {}],
  ['the default options, rich players, 2 players', 2, {}, 30],
  ['strict upgrades and non-cumulative surcharges, 4 players', 4, { UPGRADE_SKIP_SIZE: false, UPGRADE_PRINTED_HAMLET: false, UPGRADE_OTHERS_BUILDINGS: true, SURCHARGE_CUMULATIVE: false, UPGRADE_SURCHARGE_FULL_FOOTPRINT: false }, 20],
  ['building without a cube, 5 players', 5, { CONSTRUCT_NEEDS_CUBE: false }, 20],
];

describe('the fast list of legal builds', () => {
  for (const [what, players, options, ecus] of VARIANTS) {
    it(`KH-DIG-2: lists exactly the footprints the composed build check accepts, in the same order (${what})`, () => {
      let compared = 0;
      let legal = 0;
      for (const s of statesOf(`fast-builds-${what}`, players, options, ecus)) {
        if (s.phase !== 'actions') continue;
        for (const board of ['might', 'faith'] as const) {
          const ctx = buildContext(s, s.active, board);
          const fast = legalBuilds(s, s.active, board, ctx).map(key);
          const slow = KINDS.flatMap((kind) => footprintsFor(s, s.active, kind, board).flatMap((f) => (f.ok ? [key({ type: f.mode, kind, col: f.col, row: f.row })] : [])));
          expect(fast).toEqual(slow);
          compared++;
          legal += fast.length;
        }
      }
      expect(compared).toBeGreaterThan(20);
      expect(legal).toBeGreaterThan(100);
    });
  }
});

describe('the fast list of legal builds, from patched numbers', () => {
  it('KH-DIG-2: lists the same builds whichever board was numbered before (a later one, an earlier one, another game\'s)', () => {
    const states = [...statesOf('patched-a', 3, {}, 20), ...statesOf('patched-b', 4, {}, 20)].filter((s) => s.phase === 'actions');
    const order = states.map((_, i) => (i * 37) % states.length);
    let compared = 0;
    for (const i of [...order, ...order.slice().reverse()]) {
      const s = states[i];
      for (const board of ['might', 'faith'] as const) {
        const ctx = buildContext(s, s.active, board);
        const slow = KINDS.flatMap((kind) => footprintsFor(s, s.active, kind, board).flatMap((f) => (f.ok ? [key({ type: f.mode, kind, col: f.col, row: f.row })] : [])));
        // A copy of the board has no numbers of its own: it is patched from the last board numbered.
        const copy = { ...s, boards: { ...s.boards, [board]: { ...s.boards[board] } } };
        expect(legalBuilds(copy, s.active, board, buildContext(copy, s.active, board)).map(key)).toEqual(slow);
        expect(legalBuilds(s, s.active, board, ctx).map(key)).toEqual(slow);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });
});

describe('apply works on a copy', () => {
  it('never edits the state it is given (copy-on-write draft), through a whole random game', () => {
    const game = playRandomGame('frozen-apply', 3, {}, false, 20);
    let s = deepFreeze(structuredClone(game.start));
    for (const { seat, action } of game.actions) {
      const before = JSON.stringify(s);
      const next = khronosRules.apply(s, seat, action, new Random(s.rng)).state;
      expect(JSON.stringify(s)).toBe(before);
      s = deepFreeze(next);
    }
    expect(s.outcome).toEqual(game.final.outcome);
  });
});

describe('every seat\'s earnings per board in one pass', () => {
  it('KH-EARN-3/KH-EARN-4/KH-EARN-5: boardEarnings gives each seat what earningsFor pays it with both pawns on that board', () => {
    let paying = 0;
    for (const s of statesOf('board-earnings', 3, {}, 20).filter((_, i) => i % 5 === 0)) {
      for (const board of BOARD_IDS) {
        const all = boardEarnings(s, board);
        for (const p of s.players) {
          const there = { ...s, players: s.players.map((q) => (q.seat === p.seat ? { ...q, pawns: [board, board] as [typeof board, typeof board] } : q)) };
          expect(all[p.seat]).toBe(earningsFor(there, p.seat).total);
          if (all[p.seat] > 0) paying++;
        }
      }
    }
    expect(paying).toBeGreaterThan(20);
  });
});
