import { describe, expect, it } from 'vitest';
import { khronosRules } from '../../models/khronos/rules';
import { act, cards, put, testGame, withHand } from '../../models/khronos/testing';
import { layoutTable } from '../table/layout';
import { boardChanges } from './changes';
import { khronosRenderer } from './index';
import { domainEdges } from './outlines';
import { gridPoint, tilePlace } from './places';
import { silhouette } from './silhouettes';
import { KIND_INFO, KINDS } from '../../models/khronos/data';
import type { KhronosView } from '../../models/khronos/view';

const keep = { type: 'construct' as const, board: 'might' as const, kind: 'keep' as const, col: 4, row: 4 };
const view = (s: Parameters<typeof khronosRules.view>[0]) => khronosRules.view(s, 0);

describe('the Khronos renderer', () => {
  it('KH-RIPPLE-1 / KH-RIPPLE-3: a new Keep lands on Might first, then its shadow on Faith, then its ruin on Reason', () => {
    const s = withHand(testGame(), 0, cards('orange', 2));
    const before = view(s);
    const after = view(act(s, 0, keep).state);
    const c = boardChanges(before, after);
    expect(c.appeared.map((a) => [a.board, a.building.kind, a.building.ruin, a.step])).toEqual([
      ['might', 'keep', false, 0],
      ['faith', 'keep', false, 1],
      ['reason', 'keep', true, 2],
    ]);
    expect(c.gone).toEqual([]);
    expect(boardChanges(null, after)).toEqual({ appeared: [], gone: [] });
  });

  it('KH-RIPPLE-7: a Faith Chapel under the Keep\'s shadow is shown as erased by a paradox, when the shadow lands', () => {
    const base = withHand(testGame(), 0, cards('orange', 2));
    const { state: s, id } = put(base, 'faith', 'chapel', 5, 5, 1);
    const c = boardChanges(view(s), view(act(s, 0, keep).state));
    expect(c.gone.map((g) => [g.board, g.building.id, g.reason, g.step])).toEqual([['faith', id, 'erased', 1]]);
  });

  it('KH-UPG-1: a Watch Tower replaced by a Keep is an upgrade, not an erasure', () => {
    const base = withHand(testGame(), 0, cards('orange', 2));
    const { state: s, id } = put(base, 'might', 'watchtower', 4, 4, 0);
    const legalUpgrade = khronosRules.legalActions(s, 0).find((a) => a.type === 'upgrade' && a.kind === 'keep');
    expect(legalUpgrade).toBeDefined();
    const c = boardChanges(view(s), view(act(s, 0, legalUpgrade!).state));
    expect(c.gone.find((g) => g.building.id === id)?.reason).toBe('upgraded');
  });

  it('KH-DOM-1: a domain is outlined along the sides its squares do not share', () => {
    const s = withHand(testGame(), 0, cards('orange', 2));
    const v: KhronosView = view(act(s, 0, keep).state);
    const might = v.boards.might.buildings;
    const edges = domainEdges(might);
    const keepDomain = might.find((b) => b.kind === 'keep')!.domain;
    // A lone 2x2 Keep: 8 unit sides round a square from (4, 4) to (6, 6).
    const mine = edges.filter((e) => e.domain === keepDomain);
    expect(mine).toHaveLength(8);
    expect(Math.min(...mine.map((e) => Math.min(e.x1, e.x2)))).toBe(4);
    expect(Math.max(...mine.map((e) => Math.max(e.z1, e.z2)))).toBe(6);
  });

  it('KH-MAP-1: the three boards stand side by side; a tile stands in the middle of its footprint; pawns stay table pieces', () => {
    const s = withHand(testGame(), 0, cards('orange', 2));
    const v: KhronosView = view(act(s, 0, keep).state);
    const table = khronosRenderer.tableOf(v);
    const layout = layoutTable(table.boards);
    const [m, f, r] = layout.boards;
    expect(m.bounds.maxX).toBeLessThan(f.bounds.minX);
    expect(f.bounds.maxX).toBeLessThan(r.bounds.minX);
    const k = v.boards.might.buildings.find((b) => b.kind === 'keep')!;
    const place = tilePlace(layout, 'might', k)!;
    const corner = gridPoint(layout, 'might', 5, 5)!;
    expect([place.x, place.z]).toEqual([corner.x, corner.z]);
    expect(table.pieces.every((p) => p.kind === 'pawn')).toBe(true);
    expect(khronosRenderer.privatePanel!(v, 0)!.hands[0].owner).toBe(0);
    expect(khronosRenderer.privatePanel!(v, 1)).toBeNull();
  });

  it('KH-BLD-1: every silhouette stands inside its size x size footprint, and the larger building of a family is larger', () => {
    for (const kind of KINDS) {
      const g = silhouette(kind);
      g.computeBoundingBox();
      const b = g.boundingBox!;
      const half = KIND_INFO[kind].size / 2;
      expect([b.min.x, b.min.z].every((v) => v >= -half - 1e-6), kind).toBe(true);
      expect([b.max.x, b.max.z].every((v) => v <= half + 1e-6), kind).toBe(true);
      expect(b.min.y).toBeCloseTo(0, 5);
    }
    const volume = (k: (typeof KINDS)[number]) => {
      const b = silhouette(k).boundingBox!;
      return (b.max.x - b.min.x) * (b.max.y - b.min.y) * (b.max.z - b.min.z);
    };
    for (const [a, b, c] of [['watchtower', 'keep', 'castle'], ['chapel', 'monastery', 'abbey'], ['hamlet', 'town', 'city']] as const) {
      expect(volume(a)).toBeLessThan(volume(b));
      expect(volume(b)).toBeLessThan(volume(c));
    }
  });
});
