import type { CameraControls } from '@react-three/drei';
import { useThree, type ThreeEvent } from '@react-three/fiber';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { InstancedMesh, Mesh, MeshStandardMaterial, Plane, Raycaster, Vector2, Vector3 } from 'three';
import type { PieceSpec, PreviewCandidate, PreviewSpec, TableSpec } from '../../models/core/board';
import { registerTableProbe, testBuild } from '../app/testHook';
import { AreaMap } from './AreaMap';
import { AreaNames } from './AreaNames';
import { MIN_NAME_PX } from './areaNames';
import { paintAtlas, entryKey, type AtlasEntry } from './atlas';
import { layerPoints } from './layerPoints';
import { CellFinder, cellsBounds, layoutTable, PLATE_TOP } from './layout';
import { Overlays } from './Overlays';
import { defaultColourOf, defaultMarkOf, NEUTRAL, seatMarks, type SeatMark } from './palette';
import { PieceLayer, type PieceHandlers, type PieceMotion } from './PieceLayer';
import { pieceGeometry } from './pieceGeometry';
import { planPieces } from './piecePlan';
import { kindHeight } from './pieceShapes';
import { candidateAt, candidateMarks } from './preview';
import { TableBase } from './TableBase';
import { HOME_POLAR, shownAspect, TableCamera } from './TableCamera';
import { badgeGlyphs, boardGlyphs, GlyphLayer } from './TableLabels';
import { TableLights } from './TableLights';
import { TableTerrain } from './TableTerrain';
import { freeViewport, type ScreenRect } from './viewport';

export interface TableSceneProps {
  spec: TableSpec;
  preview?: PreviewSpec | null;
  /** A cell or piece id. */
  selected?: string | null;
  /** Cell or piece ids to ring (a tutorial's squares, a rule's pieces). */
  highlighted?: readonly string[];
  colorOf?(seat: number): string;
  markOf?(seat: number): SeatMark;
  /** 1 is normal; 0 puts pieces in place at once. */
  animationSpeed?: number;
  /** Moving water (frames at a gentle tick while water shows). Default on, but off in e2e builds, where SwiftShader
   * would spend the tests' CPU on it; reduced motion also stops it. */
  ambient?: boolean;
  /** The scene's own lights (turn off when the host canvas lights the table). */
  lights?: boolean;
  onCellClick?(cellId: string): void;
  onCellHover?(cellId: string | null): void;
  onPieceClick?(pieceId: string): void;
  /** Client (CSS pixel) coordinates of the right click, for a DOM menu. */
  onPieceContextMenu?(pieceId: string, screen: { x: number; y: number }): void;
  onPieceDrop?(pieceId: string, cellId: string): void;
  /** A drag of the piece began (its id) or ended (null), so a module can light where the piece may go. */
  onPieceDrag?(pieceId: string | null): void;
  /** A legal candidate of the preview was clicked. */
  onPreviewPick?(candidateIndex: number): void;
  /** The preview candidate under the pointer, for the caller's tooltip (reason or detail), or null. */
  onPreviewHover?(candidate: PreviewCandidate | null, index: number | null): void;
  /** A cell or piece id the camera glides to. */
  focus?: string | null;
  /** What covers the canvas (panels, banner; CSS pixels of the canvas): the boards are framed in the space left. */
  covers?: readonly ScreenRect[];
  /** Cell ids the home view frames (the shown seat's home); every board when absent. A new home is framed at once. */
  home?: readonly string[] | null;
  /** The home view's angle from straight down (radians): an area map reads better from higher up. */
  tilt?: number;
  /** The seat whose table is shown: the area names of its areas are the last to give way. */
  seat?: number | null;
}

const ground = new Plane(new Vector3(0, 1, 0), -(PLATE_TOP + 0.09));
const dragRay = new Raycaster();
const dragHit = new Vector3();
// The ghost shows through whatever stands on its square (a building there would hide a ghost of its size or smaller).
const ghostMaterial = new MeshStandardMaterial({ color: '#ffffff', transparent: true, opacity: 0.72, roughness: 0.4, depthTest: false, depthWrite: false });
const DRAG_PX = 6;
/** The ghost's colour over a square the preview refuses (the illegal marks' red). */
const REFUSED = '#ff4d4d';
/** The height of the table's pointer plane: a square is found where the pointer's ray meets it. */
const POINTER_Y = PLATE_TOP + 0.09;
const pointerPlane = new Plane(new Vector3(0, 1, 0), -POINTER_Y);
const groundHit = new Vector3();

/**
 * The shared 3D table, drawn inside a react-three-fiber <Canvas>: every board of the spec with procedural
 * terrain, every piece instanced by kind, placement previews, and the camera and pointer handling.
 */
export function TableScene(props: TableSceneProps) {
  const { spec, preview, selected, highlighted = emptyIds, animationSpeed = 1, ambient = !testBuild, lights = true } = props;
  const colorOf = props.colorOf ?? defaultColourOf;
  const markOf = props.markOf ?? defaultMarkOf;
  const colourOfOwner = useCallback((owner: number | null) => (owner === null ? NEUTRAL : colorOf(owner)), [colorOf]);

  // Modules rebuild their boards with every view: the layout (and the terrain scattered on it) is kept while
  // the boards' content stays the same.
  const boardsKey = useMemo(() => JSON.stringify(spec.boards), [spec.boards]);
  const layout = useMemo(() => layoutTable(JSON.parse(boardsKey) as TableSpec['boards']), [boardsKey]);
  const finder = useMemo(() => new CellFinder(layout), [layout]);
  const plan = useMemo(() => planPieces(spec.pieces, layout), [spec.pieces, layout]);
  const pieceById = useMemo(() => new Map(spec.pieces.map((p) => [p.id, p])), [spec.pieces]);
  const motion = useRef(new Map<string, PieceMotion>()).current;

  // One atlas for every label, count and mark; repainted only when the set of strings changes.
  const boardItems = useMemo(() => boardGlyphs(layout), [layout]);
  const badgeItems = useMemo(() => badgeGlyphs(plan.badges), [plan]);
  const atlasKey = useMemo(() => {
    const entries = new Map<string, AtlasEntry>();
    for (const mark of seatMarks) entries.set(entryKey({ kind: 'mark', mark }), { kind: 'mark', mark });
    for (const p of spec.pieces) if (p.owner !== null) entries.set(entryKey({ kind: 'mark', mark: markOf(p.owner) }), { kind: 'mark', mark: markOf(p.owner) });
    for (const it of [...boardItems, ...badgeItems]) entries.set(entryKey(it.entry), it.entry);
    return [...entries.keys()].sort().join('\n');
  }, [boardItems, badgeItems, spec.pieces, markOf]);
  const atlas = useMemo(
    () => paintAtlas(atlasKey.split('\n').map((k): AtlasEntry => (k.startsWith('m:') ? { kind: 'mark', mark: k.slice(2) as SeatMark } : { kind: 'text', text: k.slice(2) }))),
    [atlasKey],
  );
  useEffect(() => () => atlas.texture.dispose(), [atlas]);

  // Pointer state: the hovered cell (state, it redraws marks) mirrored in a ref for the drag's window listeners.
  const [hovered, setHovered] = useState<string | null>(null);
  const hoveredRef = useRef<string | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const controls = useRef<CameraControls | null>(null);
  const gl = useThree((s) => s.gl);
  const camera = useThree((s) => s.camera);
  const cbs = useRef(props);
  cbs.current = props;

  const hoverCell = useCallback(
    (id: string | null) => {
      if (hoveredRef.current === id) return;
      const before = candidateAt(preview, hoveredRef.current ?? '');
      hoveredRef.current = id;
      setHovered(id);
      cbs.current.onCellHover?.(id);
      const now = id ? candidateAt(preview, id) : null;
      if (now !== before || now === null) cbs.current.onPreviewHover?.(now === null ? null : preview!.candidates[now], now);
    },
    [preview],
  );

  // A new preview (another building, a new position after a move or an undo) under a pointer that has not moved:
  // say what the square means now, not what it meant in the old preview.
  useEffect(() => {
    const id = hoveredRef.current;
    const now = id ? candidateAt(preview, id) : null;
    cbs.current.onPreviewHover?.(now === null ? null : preview!.candidates[now], now);
  }, [preview]);

  // The drag's window listener outlives a render: it reaches the hover of the latest preview through a ref.
  const hoverLatest = useRef(hoverCell);
  hoverLatest.current = hoverCell;
  const previewRef = useRef(preview);
  previewRef.current = preview;
  /** The preview candidate on the square the pointer's ray meets the table at, or null. */
  const candidateUnder = useCallback(
    (e: ThreeEvent<MouseEvent>) => {
      if (!previewRef.current || !e.ray.intersectPlane(pointerPlane, groundHit)) return null;
      const cell = finder.at(groundHit.x, groundHit.z)?.id;
      return cell ? candidateAt(previewRef.current, cell) : null;
    },
    [finder],
  );

  const handlers = useMemo<PieceHandlers>(
    () => ({
      down(id, e) {
        if (e.button !== 0 || !cbs.current.onPieceDrop) return;
        e.stopPropagation();
        const c = controls.current;
        c?.cancel();
        if (c) c.enabled = false;
        const x0 = e.nativeEvent.clientX;
        const y0 = e.nativeEvent.clientY;
        let active = false;
        const move = (ev: PointerEvent) => {
          // The cell under the pointer from the ground itself: a piece standing on the target would hide the table's
          // plane from the pointer events (a piece's pointer-over stops them), and the drop would find no cell.
          const r = gl.domElement.getBoundingClientRect();
          dragRay.setFromCamera(new Vector2(((ev.clientX - r.left) / r.width) * 2 - 1, -((ev.clientY - r.top) / r.height) * 2 + 1), camera);
          if (dragRay.ray.intersectPlane(ground, dragHit)) hoverLatest.current(finder.at(dragHit.x, dragHit.z)?.id ?? null);
          if (!active && Math.hypot(ev.clientX - x0, ev.clientY - y0) > DRAG_PX) {
            active = true;
            setDragging(id);
            cbs.current.onPieceDrag?.(id);
          }
        };
        const up = () => {
          window.removeEventListener('pointermove', move);
          window.removeEventListener('pointerup', up);
          if (c) c.enabled = true;
          setDragging(null);
          if (active) cbs.current.onPieceDrag?.(null);
          const cell = hoveredRef.current;
          if (active && cell && cell !== pieceById.get(id)?.at) cbs.current.onPieceDrop?.(id, cell);
        };
        window.addEventListener('pointermove', move);
        window.addEventListener('pointerup', up);
      },
      click(id, e) {
        // A piece over a square the preview offers (a building to upgrade, a figure in front of it on screen): the
        // click goes on to the table's plane, which picks the square, as on any other square of the preview.
        if (candidateUnder(e) !== null) return;
        e.stopPropagation();
        if (e.delta <= DRAG_PX) cbs.current.onPieceClick?.(id);
      },
      context(id, e) {
        e.stopPropagation();
        e.nativeEvent.preventDefault();
        cbs.current.onPieceContextMenu?.(id, { x: e.nativeEvent.clientX, y: e.nativeEvent.clientY });
      },
      hover(id, e) {
        // Only the nearest piece takes the pointer; while a preview is up the table's plane behind it still follows
        // the pointer, so a square under or behind a piece shows its ghost and its words.
        if (e && !previewRef.current) e.stopPropagation();
        gl.domElement.style.cursor = id ? 'pointer' : '';
      },
    }),
    [pieceById, gl, camera, finder, candidateUnder],
  );

  const onPlaneMove = (e: ThreeEvent<PointerEvent>) => hoverCell(finder.at(e.point.x, e.point.z)?.id ?? null);
  const onPlaneClick = (e: ThreeEvent<MouseEvent>) => {
    if (e.delta > DRAG_PX) return;
    const cell = finder.at(e.point.x, e.point.z)?.id;
    if (!cell) return;
    const idx = candidateAt(preview, cell);
    if (idx !== null) {
      if (preview!.candidates[idx].ok) cbs.current.onPreviewPick?.(idx);
      return;
    }
    cbs.current.onCellClick?.(cell);
  };

  // The ghost: the previewed piece over the hovered candidate, or the dragged piece over the hovered cell.
  const ghost = useMemo(() => {
    let piece: PieceSpec | null = null;
    let refused = false;
    const idx = hovered ? candidateAt(preview, hovered) : null;
    if (preview && idx !== null) {
      const cells = preview.candidates[idx].cells;
      refused = !preview.candidates[idx].ok;
      piece = { id: '#ghost', kind: preview.piece.kind, owner: preview.piece.owner, at: cells[0], footprint: cells.length > 1 ? cells : undefined };
    } else if (dragging && hovered) {
      const p = pieceById.get(dragging);
      if (p) piece = { ...p, id: '#ghost', at: hovered, footprint: undefined };
    }
    if (!piece) return null;
    const place = planPieces([piece], layout).places.get('#ghost');
    // A refused square shows the ghost in the refusal colour (its reason is in the hint).
    return place ? { place, colour: refused ? REFUSED : colourOfOwner(piece.owner) } : null;
  }, [hovered, preview, dragging, pieceById, layout, colourOfOwner]);
  const ghostMat = useMemo(() => ghostMaterial.clone(), []);
  if (ghost) {
    ghostMat.color.set(ghost.colour);
    ghostMat.emissive.set(ghost.colour).multiplyScalar(0.35);
  }

  const overlayState = useMemo(() => ({ marks: candidateMarks(preview), selected, highlighted, hoveredCell: hovered }), [preview, selected, highlighted, hovered]);
  const pieceAt = useCallback((id: string) => plan.places.get(id) ?? null, [plan]);

  const focusPoint = useMemo(() => {
    if (!props.focus) return null;
    const cell = layout.cells.get(props.focus);
    if (cell) return { x: cell.x, y: cell.top, z: cell.z };
    const p = plan.places.get(props.focus);
    return p ? { x: p.x, y: p.y, z: p.z } : null;
    // Only a new focus id moves the camera, not every new plan.
  }, [props.focus]);

  const width = useThree((s) => s.size.width);
  const height = useThree((s) => s.size.height);
  const coversKey = JSON.stringify(props.covers ?? []);
  const homeKey = JSON.stringify(props.home ?? null);
  // The home too may come as a new array with each render: only new ids make a new home.
  const homeBox = useMemo(() => {
    const ids = JSON.parse(homeKey) as string[] | null;
    return ids?.length ? cellsBounds(layout, ids) : null;
  }, [homeKey, layout]);
  const tilt = props.tilt ?? HOME_POLAR;
  const covers = useMemo(() => JSON.parse(coversKey) as ScreenRect[], [coversKey]);
  const frame = useMemo(
    () => (covers.length ? freeViewport(width, height, covers, shownAspect(homeBox ?? layout.bounds, tilt)) : null),
    // The covers arrive as a new array with each render: only new numbers make a new frame.
    [covers, width, height, layout, homeBox, tilt],
  );

  useTableProbe(layout, plan, motion, frame, controls);

  const b = layout.bounds;
  return (
    <group>
      {lights && <TableLights bounds={b} />}
      <TableBase layout={layout} />
      <TableTerrain layout={layout} ambient={ambient} />
      <AreaMap layout={layout} />
      <GlyphLayer name={NAMES_MESH} items={boardItems} atlas={atlas} billboard={false} readable />
      <AreaNames layout={layout} pieces={spec.pieces} seat={props.seat} covers={covers} hovered={hovered} badges={plan.badges} />
      <PieceLayer plan={plan} atlas={atlas} colourOf={colourOfOwner} markOf={markOf} selected={selected} animationSpeed={animationSpeed} motion={motion} handlers={handlers} />
      <GlyphLayer items={badgeItems} atlas={atlas} billboard minPx={MIN_NAME_PX} />
      <Overlays state={overlayState} cells={layout.cells} pieceAt={pieceAt} />
      {ghost && (
        <mesh name="table-ghost" geometry={pieceGeometry(ghost.place.kind)} material={ghostMat} position={[ghost.place.x, ghost.place.y + 0.12, ghost.place.z]} rotation-y={ghost.place.rotY} scale={ghost.place.scale} raycast={() => null} renderOrder={5} />
      )}
      <mesh position={[(b.minX + b.maxX) / 2, POINTER_Y, (b.minZ + b.maxZ) / 2]} rotation-x={-Math.PI / 2} onPointerMove={onPlaneMove} onPointerLeave={() => hoverCell(null)} onClick={onPlaneClick}>
        <planeGeometry args={[b.maxX - b.minX + 2, b.maxZ - b.minZ + 2]} />
        <meshBasicMaterial visible={false} />
      </mesh>
      <TableCamera layout={layout} home={homeBox} polar={tilt} frame={frame} focus={focusPoint} controlsRef={controls} />
    </group>
  );
}

const emptyIds: readonly string[] = [];
/** The mesh of the board's printed names. */
const NAMES_MESH = 'table-names';

/** In e2e builds, exposes the table on window.__tessera.table for Playwright and the render benchmark. */
function useTableProbe(layout: ReturnType<typeof layoutTable>, plan: ReturnType<typeof planPieces>, motion: Map<string, PieceMotion>, frame: ScreenRect | null, controls: { current: CameraControls | null }) {
  const get = useThree((s) => s.get);
  const latest = useRef({ layout, plan, frame });
  latest.current = { layout, plan, frame };
  useEffect(() => {
    if (!testBuild) return;
    const v = new Vector3();
    registerTableProbe({
      screenOf(id) {
        const { layout: l, plan: pl } = latest.current;
        const { camera, size } = get();
        const cell = l.cells.get(id);
        const piece = pl.places.get(id);
        if (cell) v.set(cell.x, cell.top, cell.z);
        else if (piece) {
          const a = motion.get(id);
          v.set(a?.x ?? piece.x, (a?.y ?? piece.y) + (kindHeight[piece.kind] * piece.scale) / 2, a?.z ?? piece.z);
        } else {
          const lp = layerPoints.get(id);
          if (!lp) return null;
          v.set(lp.x, lp.y, lp.z);
        }
        camera.updateMatrixWorld();
        v.project(camera);
        return { x: ((v.x + 1) / 2) * size.width, y: ((1 - v.y) / 2) * size.height };
      },
      boardRects() {
        const { camera, size } = get();
        camera.updateMatrixWorld();
        return latest.current.layout.boards.map((board) => {
          const b = board.bounds;
          let left = Infinity;
          let top = Infinity;
          let right = -Infinity;
          let bottom = -Infinity;
          for (const x of [b.minX, b.maxX])
            for (const z of [b.minZ, b.maxZ])
              for (const y of [0, PLATE_TOP + 0.2]) {
                v.set(x, y, z).project(camera);
                const sx = ((v.x + 1) / 2) * size.width;
                const sy = ((1 - v.y) / 2) * size.height;
                left = Math.min(left, sx);
                right = Math.max(right, sx);
                top = Math.min(top, sy);
                bottom = Math.max(bottom, sy);
              }
          return { id: board.id, label: board.label, left, top, right, bottom };
        });
      },
      frame: () => {
        const { size } = get();
        return latest.current.frame && { ...latest.current.frame, width: size.width, height: size.height };
      },
      cameraMoving: () => controls.current?.active ?? false,
      info() {
        const { gl, scene, camera } = get();
        gl.render(scene, camera);
        const { plan: pl } = latest.current;
        return { calls: gl.info.render.calls, triangles: gl.info.render.triangles, pieces: pl.places.size, kinds: pl.byKind.size };
      },
      submitMs() {
        const { gl, scene, camera } = get();
        const t0 = performance.now();
        gl.render(scene, camera);
        return performance.now() - t0;
      },
      frameMs() {
        const { gl, scene, camera } = get();
        const ctx = gl.getContext();
        const px = new Uint8Array(4);
        const t0 = performance.now();
        gl.render(scene, camera);
        ctx.readPixels(0, 0, 1, 1, ctx.RGBA, ctx.UNSIGNED_BYTE, px);
        return performance.now() - t0;
      },
      drawn() {
        const meshes: Record<string, number> = {};
        get().scene.traverseVisible((o) => {
          const n = o instanceof InstancedMesh ? o.count : o instanceof Mesh ? 1 : 0;
          // An unnamed mesh counts under its group's name (a miniature and its plinth under "miniature-<id>").
          const name = o.name || o.parent?.name;
          if (name && n > 0) meshes[name] = (meshes[name] ?? 0) + n;
        });
        return { pieces: [...latest.current.plan.places.keys()].sort(), meshes };
      },
    });
    return () => registerTableProbe(null);
  }, [get, motion, controls]);
}
