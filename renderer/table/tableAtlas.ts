import { useEffect, useMemo } from 'react';
import type { PieceSpec } from '../../models/core/board';
import { entryKey, paintAtlas, type AtlasEntry } from './atlas';
import type { TableLayout } from './layout';
import { seatMarks, type SeatMark } from './palette';
import type { PiecePlan } from './piecePlan';
import { badgeGlyphs, boardGlyphs } from './TableLabels';

/** The board's printed names, the stacks' counts, and one atlas for every label, count and mark. */
export function useTableAtlas(layout: TableLayout, plan: PiecePlan, pieces: readonly PieceSpec[], markOf: (seat: number) => SeatMark) {
  const boardItems = useMemo(() => boardGlyphs(layout), [layout]);
  const badgeItems = useMemo(() => badgeGlyphs(plan.badges), [plan]);
  // Repainted only when the set of strings changes.
  const atlasKey = useMemo(() => {
    const entries = new Map<string, AtlasEntry>();
    for (const mark of seatMarks) entries.set(entryKey({ kind: 'mark', mark }), { kind: 'mark', mark });
    for (const p of pieces) if (p.owner !== null) entries.set(entryKey({ kind: 'mark', mark: markOf(p.owner) }), { kind: 'mark', mark: markOf(p.owner) });
    for (const it of [...boardItems, ...badgeItems]) entries.set(entryKey(it.entry), it.entry);
    return [...entries.keys()].sort().join('\n');
  }, [boardItems, badgeItems, pieces, markOf]);
  const atlas = useMemo(
    () => paintAtlas(atlasKey.split('\n').map((k): AtlasEntry => (k.startsWith('m:') ? { kind: 'mark', mark: k.slice(2) as SeatMark } : { kind: 'text', text: k.slice(2) }))),
    [atlasKey],
  );
  useEffect(() => () => atlas.texture.dispose(), [atlas]);
  return { boardItems, badgeItems, atlas };
}
