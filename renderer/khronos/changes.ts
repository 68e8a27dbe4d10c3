import { BOARD_IDS, KIND_INFO, type BoardId } from '../../models/khronos/data';
import type { BuildingView, KhronosView } from '../../models/khronos/view';

/**
 * What changed on the boards between two views, so the table can show it rather than just apply it: new tiles
 * drop in (shadows one board after another, the ripple of KH-RIPPLE-1), and tiles that went sink away with the
 * reason read from what replaced them (KH-RIPPLE-7 paradox erasure, KH-UPG upgrade, KH-DOWN downsizing).
 */
export type GoneReason = 'erased' | 'upgraded' | 'downsized' | 'removed';

export interface Appeared {
  readonly board: BoardId;
  readonly building: BuildingView;
  /** Steps of the ripple before this one lands: 0 for the tile built, 1 for its first shadow, 2 for the next. */
  readonly step: number;
}

export interface Gone {
  readonly board: BoardId;
  readonly building: BuildingView;
  readonly reason: GoneReason;
  /** The ripple step at which it goes (with the shadow that erased or replaced it). */
  readonly step: number;
}

export interface BoardChanges {
  readonly appeared: readonly Appeared[];
  readonly gone: readonly Gone[];
}

const squaresOf = (b: BuildingView): string[] => {
  const size = KIND_INFO[b.kind].size;
  const out: string[] = [];
  for (let r = b.row; r < b.row + size; r++) for (let c = b.col; c < b.col + size; c++) out.push(`${c},${r}`);
  return out;
};

export function boardChanges(before: KhronosView | null, after: KhronosView): BoardChanges {
  if (!before) return { appeared: [], gone: [] };
  const appeared: Appeared[] = [];
  const gone: Gone[] = [];
  const stepOf = new Map<string, number>();
  const goneIds = new Map<string, Gone>();
  for (const board of BOARD_IDS) {
    const old = new Map(before.boards[board].buildings.map((b) => [b.id, b]));
    const now = after.boards[board].buildings;
    const fresh = now.filter((b) => !old.has(b.id));
    for (const b of fresh) {
      const parent = b.shadowOf ? stepOf.get(b.shadowOf) : undefined;
      const step = parent === undefined ? 0 : parent + 1;
      stepOf.set(b.id, step);
      appeared.push({ board, building: b, step });
    }
    const kept = new Set(now.map((b) => b.id));
    for (const b of old.values()) {
      if (kept.has(b.id)) continue;
      const mine = new Set(squaresOf(b));
      const over = fresh.filter((f) => squaresOf(f).some((s) => mine.has(s)));
      const family = KIND_INFO[b.kind].family;
      const sameFamily = over.find((f) => KIND_INFO[f.kind].family === family);
      let reason: GoneReason = 'removed';
      let step = 0;
      const source = b.shadowOf ? goneIds.get(b.shadowOf) : undefined;
      if (sameFamily && KIND_INFO[sameFamily.kind].size > KIND_INFO[b.kind].size) reason = 'upgraded';
      else if (sameFamily && KIND_INFO[sameFamily.kind].size < KIND_INFO[b.kind].size) reason = 'downsized';
      else if (over.some((f) => f.shadowOf !== null) || source?.reason === 'erased') reason = 'erased';
      if (over.length > 0) step = Math.max(...over.map((f) => stepOf.get(f.id) ?? 0));
      else if (source) step = source.step + 1;
      const g: Gone = { board, building: b, reason, step };
      goneIds.set(b.id, g);
      gone.push(g);
    }
  }
  return { appeared, gone };
}
