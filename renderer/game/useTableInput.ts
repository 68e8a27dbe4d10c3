import { useEffect, useState } from 'react';
import type { PreviewCandidate, PreviewSpec } from '../../models/core/board';
import type { PieceDrop } from '../module-renderer';

/** What the player points at on the table, and what a module panel shows there; one seat's, cleared at a hand-over. */
export function useTableInput(cells: readonly { id: string }[]) {
  const [selected, setSelected] = useState<string | null>(null);
  const [destination, setDestination] = useState('');
  const [menu, setMenu] = useState<{ piece: string; x: number; y: number } | null>(null);
  // A module panel's placement preview, the cell clicked last (panels take areas from the map) and the hovered reason.
  const [preview, setPreview] = useState<PreviewSpec | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  // A piece dragged now and the last drop: a module without the free tabletop (Empires' movement) takes drops itself.
  const [dragged, setDragged] = useState<string | null>(null);
  const [dropped, setDropped] = useState<PieceDrop | null>(null);
  const [previewHint, setPreviewHint] = useState<PreviewCandidate | null>(null);

  useEffect(() => {
    if (!destination && cells.length > 0) setDestination(cells[0].id);
  }, [cells, destination]);

  /** Forgets the seat's selection, menu, preview, pick and drop (another seat is about to be shown). */
  const clear = () => {
    setSelected(null);
    setPreview(null);
    setPicked(null);
    setDropped(null);
    setMenu(null);
  };
  return { selected, setSelected, destination, setDestination, menu, setMenu, preview, setPreview, picked, setPicked, dragged, setDragged, dropped, setDropped, previewHint, setPreviewHint, clear };
}

export type TableInput = ReturnType<typeof useTableInput>;
