import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { Vector3 } from 'three';
import type { PieceSpec } from '../../models/core/board';
import { MIN_NAME_PX, namePriority, namePx, placeNames, NAME_LINE, type NameCandidate } from './areaNames';
import type { CellPlace, TableLayout } from './layout';
import type { StackBadge } from './piecePlan';
import type { ScreenRect } from './viewport';

/** The font of the names; the widths are measured in it. */
const FONT = '600 100px system-ui, sans-serif';
/** How tall a name would be printed on the map (world units, at most a third of its area): its size when zoomed in. */
const printedHeight = (cell: CellPlace) => Math.min(0.42, cell.size * 0.3);
/** Room for the names' dark outline on each side (CSS pixels). */
const OUTLINE = 2;

const ROOT_STYLE = 'position:absolute;inset:0;pointer-events:none;overflow:hidden;';
const NAME_STYLE =
  `position:absolute;left:0;top:0;white-space:nowrap;text-align:center;font:${FONT};line-height:${NAME_LINE};color:#fff7e6;` +
  'text-shadow:0 0 2px #1b120a,0 0 2px #1b120a,1px 1px 1px #1b120a;';

/** Width of each text per pixel of font size, measured once in the names' font. */
function measure(texts: readonly string[]): Map<string, number> {
  const ctx = document.createElement('canvas').getContext('2d');
  const out = new Map<string, number>();
  if (ctx) ctx.font = FONT;
  for (const t of texts) out.set(t, ctx ? ctx.measureText(t).width / 100 : t.length * 0.6);
  return out;
}

export interface AreaNamesProps {
  readonly layout: TableLayout;
  readonly pieces: readonly PieceSpec[];
  /** The seat whose table is shown: its areas' names are the last to give way. */
  readonly seat?: number | null;
  /** What stands over the canvas (CSS pixels): no name is placed under it. */
  readonly covers: readonly ScreenRect[];
  /** The cell under the pointer: its name shows whatever else is there. */
  readonly hovered: string | null;
  /** The stacks' counts (drawn at least MIN_NAME_PX tall): no name covers one. */
  readonly badges: readonly StackBadge[];
}

const v = new Vector3();
const w = new Vector3();

/**
 * The names of an area map's areas, drawn as text over the canvas at a readable size on screen (see areaNames.ts):
 * placed again whenever the camera, the window, the panels or the pieces change. The hovered area's name always
 * shows, so a name left out at this zoom can still be found.
 */
export function AreaNames({ layout, pieces, seat = null, covers, hovered, badges }: AreaNamesProps) {
  const gl = useThree((s) => s.gl);
  const invalidate = useThree((s) => s.invalidate);
  const areas = useMemo(() => [...layout.cells.values()].filter((c) => c.outline && c.spec.label), [layout]);
  const widths = useMemo(() => measure(areas.map((a) => a.spec.label!)), [areas]);
  const priorities = useMemo(() => {
    const on = new Map<string, PieceSpec[]>();
    for (const p of pieces) on.set(p.at, [...(on.get(p.at) ?? []), p]);
    return new Map(
      areas.map((a) => {
        const here = on.get(a.id) ?? [];
        const xs = a.outline!.map(([x]) => x);
        const zs = a.outline!.map(([, z]) => z);
        const size = (Math.max(...xs) - Math.min(...xs)) * (Math.max(...zs) - Math.min(...zs));
        const city = here.some((p) => p.kind === 'city') || !!a.spec.marks?.includes('city-site');
        return [a.id, namePriority({ size, seatHere: seat !== null && here.some((p) => p.owner === seat), city, occupied: here.length > 0 })];
      }),
    );
  }, [areas, pieces, seat]);

  const root = useMemo(() => {
    const div = document.createElement('div');
    div.className = 'table-area-names';
    div.setAttribute('aria-hidden', 'true');
    div.style.cssText = ROOT_STYLE;
    return div;
  }, []);
  const spans = useRef(new Map<string, HTMLSpanElement>());
  const last = useRef('');

  useEffect(() => {
    gl.domElement.parentElement?.appendChild(root);
    return () => root.remove();
  }, [gl, root]);

  useEffect(() => {
    root.replaceChildren();
    spans.current.clear();
    for (const a of areas) {
      const span = document.createElement('span');
      span.textContent = a.spec.label!;
      span.dataset.cell = a.id;
      span.style.cssText = NAME_STYLE;
      span.hidden = true;
      root.appendChild(span);
      spans.current.set(a.id, span);
    }
  }, [areas, root]);

  // Anything but the camera that moves the names: placed again at the next frame.
  useEffect(() => {
    last.current = '';
    invalidate();
  }, [areas, priorities, covers, hovered, badges, invalidate]);

  useFrame(({ camera, size }) => {
    if (areas.length === 0) return;
    const key = `${camera.matrixWorld.elements.join()}|${camera.projectionMatrix.elements.join()}|${size.width}x${size.height}`;
    if (key === last.current) return;
    last.current = key;
    const candidates: NameCandidate[] = [];
    for (const a of areas) {
      const h = printedHeight(a);
      const z = a.z + a.size * 0.28;
      v.set(a.x, a.top, z).project(camera);
      if (v.z > 1 || v.z < -1) continue;
      // The printed height, measured across the screen (the perspective does not foreshorten it there).
      w.set(a.x + h, a.top, z).project(camera);
      const px = namePx((Math.abs(w.x - v.x) / 2) * size.width);
      candidates.push({
        id: a.id,
        x: ((v.x + 1) / 2) * size.width,
        y: ((1 - v.y) / 2) * size.height,
        px,
        width: (widths.get(a.spec.label!) ?? 0) * px + 2 * OUTLINE,
        priority: priorities.get(a.id) ?? 0,
        forced: a.id === hovered,
      });
    }
    // Each count's box on screen (a count is drawn at least MIN_NAME_PX tall, a little wider than its text).
    const blockers = badges.map((b) => {
      v.set(b.x, b.y, b.z).project(camera);
      const [x, y] = [((v.x + 1) / 2) * size.width, ((1 - v.y) / 2) * size.height];
      const half = MIN_NAME_PX * 0.75;
      return { left: x - half * (1 + 0.3 * String(b.count).length), right: x + half * (1 + 0.3 * String(b.count).length), top: y - half, bottom: y + half };
    });
    const placed = new Map(placeNames(candidates, size.width, size.height, covers, blockers).map((p) => [p.id, p]));
    for (const [id, span] of spans.current) {
      const p = placed.get(id);
      span.hidden = !p;
      if (!p) continue;
      span.style.transform = `translate(${p.left.toFixed(1)}px, ${p.top.toFixed(1)}px)`;
      span.style.width = `${(p.right - p.left).toFixed(1)}px`;
      span.style.fontSize = `${p.px.toFixed(1)}px`;
      span.classList.toggle('hovered', id === hovered);
      span.style.color = id === hovered ? '#ffe08a' : '#fff7e6';
    }
  });
  return null;
}
