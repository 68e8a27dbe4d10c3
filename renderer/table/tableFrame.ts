import { useThree } from '@react-three/fiber';
import { useMemo } from 'react';
import { cellsBounds, type TableLayout } from './layout';
import type { PiecePlan } from './piecePlan';
import { HOME_POLAR, shownAspect } from './TableCamera';
import { freeViewport, type ScreenRect } from './viewport';

/**
 * What the camera frames: the home (the shown seat's cells, or every board) in the part of the canvas the panels
 * leave free, at the home view's tilt.
 */
export function useTableFrame(layout: TableLayout, coversProp: readonly ScreenRect[] | undefined, home: readonly string[] | null | undefined, tiltProp: number | undefined) {
  const width = useThree((s) => s.size.width);
  const height = useThree((s) => s.size.height);
  const coversKey = JSON.stringify(coversProp ?? []);
  const homeKey = JSON.stringify(home ?? null);
  // The home too may come as a new array with each render: only new ids make a new home.
  const homeBox = useMemo(() => {
    const ids = JSON.parse(homeKey) as string[] | null;
    return ids?.length ? cellsBounds(layout, ids) : null;
  }, [homeKey, layout]);
  const tilt = tiltProp ?? HOME_POLAR;
  const covers = useMemo(() => JSON.parse(coversKey) as ScreenRect[], [coversKey]);
  const frame = useMemo(
    () => (covers.length ? freeViewport(width, height, covers, shownAspect(homeBox ?? layout.bounds, tilt)) : null),
    // The covers arrive as a new array with each render: only new numbers make a new frame.
    [covers, width, height, layout, homeBox, tilt],
  );
  return { covers, homeBox, tilt, frame };
}

/** The point the camera glides to for a focus id (a cell or a piece), or null. */
export function useFocusPoint(focus: string | null | undefined, layout: TableLayout, plan: PiecePlan) {
  return useMemo(() => {
    if (!focus) return null;
    const cell = layout.cells.get(focus);
    if (cell) return { x: cell.x, y: cell.top, z: cell.z };
    const p = plan.places.get(focus);
    return p ? { x: p.x, y: p.y, z: p.z } : null;
    // Only a new focus id moves the camera, not every new plan.
  }, [focus]);
}
