import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { KIND_INFO, type BoardId, type Kind } from '../../models/khronos/data';
import type { FootprintOption } from '../../models/khronos/footprints';
import { footprintPreview, parseCellId } from '../../models/khronos/table';
import type { KhronosView } from '../../models/khronos/view';
import type { ModulePanelProps } from '../module-renderer';
import { pickBus } from './pickBus';

export type LegalFootprint = Extract<FootprintOption, { ok: true }>;
export interface Refusal {
  rule: string;
  message: string;
  count: number;
}

interface FootprintArgs {
  view: KhronosView;
  seat: number;
  ask: ModulePanelProps['ask'];
  preview: ModulePanelProps['preview'];
  board: BoardId;
  kind: Kind | '';
  setSpot: Dispatch<SetStateAction<string>>;
}

/**
 * The footprints of the chosen kind on the chosen board, asked of the host whenever the choice or the position
 * changes and shown on the table; the first allowed one becomes the chosen spot. Null while there is no answer.
 */
export function useFootprints({ view, seat, ask, preview, board, kind, setSpot }: FootprintArgs): FootprintOption[] | null {
  const [options, setOptions] = useState<FootprintOption[] | null>(null);
  // The screen may hand new ask/preview functions on every render: read them through a ref so they do not re-ask.
  const fns = useRef({ ask, preview });
  const asked = useRef('');
  fns.current = { ask, preview };

  useEffect(() => {
    if (!kind) {
      asked.current = '';
      setOptions(null);
      fns.current.preview(null);
      return;
    }
    // Another building or board: drop the old footprints and their refusals at once rather than when the answer comes.
    const choice = `${board}/${kind}`;
    if (asked.current !== choice) {
      asked.current = choice;
      setOptions(null);
      fns.current.preview(null);
    }
    let live = true;
    void fns.current.ask({ type: 'footprints', kind, board }).then((r) => {
      if (!live || !r.ok) return;
      const list = r.answer as FootprintOption[];
      setOptions(list);
      fns.current.preview(footprintPreview(board, kind, seat, list));
      const first = list.find((f) => f.ok);
      setSpot(first ? `${first.col},${first.row}` : '');
    });
    return () => {
      live = false;
    };
  }, [kind, board, view, seat]);
  useEffect(() => () => fns.current.preview(null), []);
  return options;
}

/** The refused footprints grouped by rule, the most frequent first. */
export function refusalsOf(options: readonly FootprintOption[] | null): Refusal[] {
  const by = new Map<string, Refusal>();
  for (const f of options ?? []) {
    if (f.ok) continue;
    const e = by.get(f.rule) ?? { rule: f.rule, message: f.message, count: 0 };
    e.count++;
    by.set(f.rule, e);
  }
  return [...by.values()].sort((a, b) => b.count - a.count);
}

/** The footprint a click on cell `id` means: the one anchored there, else the first allowed one covering it. */
export function footprintAt(id: string, board: BoardId, kind: Kind | '', legal: readonly LegalFootprint[]): LegalFootprint | undefined {
  const cell = parseCellId(id);
  if (!cell || cell.board !== board || !kind) return undefined;
  const size = KIND_INFO[kind].size;
  const covers = (f: FootprintOption) => cell.col >= f.col && cell.col < f.col + size && cell.row >= f.row && cell.row < f.row + size;
  return legal.find((x) => x.col === cell.col && x.row === cell.row) ?? legal.find(covers);
}

/**
 * Hands a cell picked on the table to `pickCell`: one the screen reports as `picked` (each once), and, while the
 * footprints are shown, one clicked on the pick plane (pickBus).
 */
export function usePickedCell(picked: string | null, pickCell: (id: string) => void, previewUp: boolean) {
  const [handled, setHandled] = useState<string | null>(picked);
  const pickRef = useRef(pickCell);
  pickRef.current = pickCell;
  useEffect(() => {
    if (picked === handled) return;
    setHandled(picked);
    if (picked) pickRef.current(picked);
  }, [picked, handled]);
  useEffect(() => (previewUp ? pickBus.listen((cell) => pickRef.current(cell)) : undefined), [previewUp]);
}
