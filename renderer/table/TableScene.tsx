import type { CameraControls } from '@react-three/drei';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { TableSpec } from '../../models/core/board';
import { testBuild } from '../app/testHook';
import { AreaMap } from './AreaMap';
import { AreaNames } from './AreaNames';
import { MIN_NAME_PX } from './areaNames';
import { CellFinder, layoutTable } from './layout';
import { Overlays } from './Overlays';
import { defaultColourOf, defaultMarkOf, NEUTRAL } from './palette';
import { PieceLayer, type PieceMotion } from './PieceLayer';
import { planPieces } from './piecePlan';
import { candidateMarks } from './preview';
import { TableBase } from './TableBase';
import { useTableAtlas } from './tableAtlas';
import { TableCamera } from './TableCamera';
import { useFocusPoint, useTableFrame } from './tableFrame';
import { TableGhost } from './TableGhost';
import { GlyphLayer } from './TableLabels';
import { TableLights } from './TableLights';
import { useTableProbe } from './tableProbe';
import type { TableSceneProps } from './tableSceneProps';
import { TableTerrain } from './TableTerrain';
import { usePieceHandlers } from './usePieceHandlers';
import { POINTER_Y, useTableHover } from './useTableHover';

export type { TableSceneProps } from './tableSceneProps';

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
  const { boardItems, badgeItems, atlas } = useTableAtlas(layout, plan, spec.pieces, markOf);

  const [dragging, setDragging] = useState<string | null>(null);
  const controls = useRef<CameraControls | null>(null);
  // The callbacks through a ref: the pointer's handlers and window listeners outlive a render.
  const cbs = useRef(props);
  cbs.current = props;
  const { hovered, hoveredRef, hoverCell, hoverLatest, previewRef, candidateUnder, onPlaneMove, onPlaneClick } = useTableHover(preview, finder, cbs);
  const handlers = usePieceHandlers({ cbs, controls, finder, pieceById, hoverLatest, hoveredRef, previewRef, candidateUnder, setDragging });

  const overlayState = useMemo(() => ({ marks: candidateMarks(preview), selected, highlighted, hoveredCell: hovered }), [preview, selected, highlighted, hovered]);
  const pieceAt = useCallback((id: string) => plan.places.get(id) ?? null, [plan]);
  const focusPoint = useFocusPoint(props.focus, layout, plan);
  const { covers, homeBox, tilt, frame } = useTableFrame(layout, props.covers, props.home, props.tilt);

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
      <TableGhost hovered={hovered} preview={preview} dragging={dragging} pieceById={pieceById} layout={layout} colourOfOwner={colourOfOwner} />
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
