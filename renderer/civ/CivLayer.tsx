import { Html } from '@react-three/drei';
import { useMemo, useSyncExternalStore } from 'react';
import type { ThreeEvent } from '@react-three/fiber';
import { BoxGeometry, MeshBasicMaterial, Plane, RingGeometry, Vector3 } from 'three';
import { ringAround } from '../../models/civ/geometry';
import { cellOf, growthDetail, parseCell, placedName } from '../../models/civ/table';
import type { ModuleLayerProps } from '../module-renderer';
import { CellFinder, PLATE_TOP, type TableLayout } from '../table/layout';
import { BattleTable } from './BattleTable';
import { growthBus } from './growthBus';
import { strings } from '../ui/strings';

const t = strings.civ;

const squareGeometry = new BoxGeometry(0.92, 0.025, 0.92);
const ringGeometry = new RingGeometry(0.28, 0.4, 24).rotateX(-Math.PI / 2);
const legalOutskirts = new MeshBasicMaterial({ color: '#8fe39a', transparent: true, opacity: 0.38, depthWrite: false });
const illegalOutskirts = new MeshBasicMaterial({ color: '#ff8a7a', transparent: true, opacity: 0.38, depthWrite: false });
const overbuildMaterial = new MeshBasicMaterial({ color: '#ff5a3c', transparent: true, opacity: 0.9, depthWrite: false });
const stepMaterial = new MeshBasicMaterial({ color: '#ffd76a', transparent: true, opacity: 0.9, depthWrite: false });

/** The Civilization map's own 3D content: the battle being fought (BattleTable) and the metropolis preview. */
export function CivLayer(props: ModuleLayerProps) {
  return (
    <>
      <BattleTable {...props} />
      <GrowthPreview layout={props.layout} />
    </>
  );
}

/**
 * While the metropolis preview is up, the ten outskirts squares of the candidate under the pointer (green when
 * legal, red when not), what it would overbuild and where the player's figures would step aside; a click on a
 * legal expansion square chooses it.
 */
function GrowthPreview({ layout }: { layout: TableLayout }) {
  const growth = useSyncExternalStore(growthBus.subscribe, growthBus.current);
  const hovered = useSyncExternalStore(growthBus.subscribe, growthBus.hovered);
  if (!growth) return null;
  const candidate = hovered ? growth.candidates.find((c) => cellOf(c.square) === hovered) : undefined;
  return (
    <group name="civ-growth">
      <PickPlane layout={layout} />
      {candidate ? <Outskirts layout={layout} cells={ringAround([growth.capital, candidate.square]).map(cellOf)} ok={candidate.ok} /> : null}
      {candidate ? <Hint layout={layout} cell={cellOf(candidate.square)} text={candidate.ok ? growthDetail(candidate) : `${candidate.rule}: ${candidate.message}`} ok={candidate.ok} /> : null}
      {candidate?.ok
        ? candidate.overbuilds.map((p) => (
            <Marked key={p.id} layout={layout} cell={cellOf(p.at)} material={overbuildMaterial} label={t.overbuilds(placedName(p))} />
          ))
        : null}
      {candidate?.ok
        ? candidate.relocations.map((r) => <Marked key={r.figure} layout={layout} cell={cellOf(r.to)} material={stepMaterial} label={t.stepsAside(r.figure, r.to.x, r.to.y)} />)
        : null}
    </group>
  );
}

function Outskirts({ layout, cells, ok }: { layout: TableLayout; cells: readonly string[]; ok: boolean }) {
  return (
    <group name="civ-outskirts">
      {cells.map((id) => {
        const c = layout.cells.get(id);
        return c ? <mesh key={id} geometry={squareGeometry} material={ok ? legalOutskirts : illegalOutskirts} position={[c.x, c.top + 0.03, c.z]} raycast={() => null} /> : null;
      })}
    </group>
  );
}

/** The hovered candidate's reason or what it would do, over its square (also where a figure hides the square). */
function Hint({ layout, cell, text, ok }: { layout: TableLayout; cell: string; text: string; ok: boolean }) {
  const c = layout.cells.get(cell);
  if (!c) return null;
  return (
    <Html position={[c.x, c.top + 1.1, c.z]} center zIndexRange={[30, 0]} pointerEvents="none">
      <span className={ok ? 'civ-table-label civ-candidate-hint ok' : 'civ-table-label civ-candidate-hint refused'} role="status">
        {text}
      </span>
    </Html>
  );
}

function Marked({ layout, cell, material, label }: { layout: TableLayout; cell: string; material: MeshBasicMaterial; label: string }) {
  const c = layout.cells.get(cell);
  if (!c) return null;
  return (
    <group position={[c.x, c.top + 0.06, c.z]}>
      <mesh geometry={ringGeometry} material={material} raycast={() => null} />
      <Html position={[0, 0.5, 0]} center zIndexRange={[20, 0]} pointerEvents="none">
        <span className="civ-table-label">{label}</span>
      </Html>
    </group>
  );
}

/** The pick plane floats above the pieces, so a click on a square with a figure on it still reaches the preview. */
const PICK_HEIGHT = 1.4;
const ground = new Plane(new Vector3(0, 1, 0), -(PLATE_TOP + 0.1));
const hit = new Vector3();

/**
 * Follows the pointer over the map (without taking it from the table) and takes clicks on legal expansion squares;
 * the square is where the pointer's ray meets the ground, not the floating plane.
 */
function PickPlane({ layout }: { layout: TableLayout }) {
  const finder = useMemo(() => new CellFinder(layout), [layout]);
  const b = layout.bounds;
  const cellUnder = (e: ThreeEvent<PointerEvent | MouseEvent>) => (e.ray.intersectPlane(ground, hit) ? (finder.at(hit.x, hit.z)?.id ?? null) : null);
  return (
    <mesh
      name="civ-pick"
      position={[(b.minX + b.maxX) / 2, PLATE_TOP + PICK_HEIGHT, (b.minZ + b.maxZ) / 2]}
      rotation-x={-Math.PI / 2}
      onPointerMove={(e) => growthBus.hover(cellUnder(e))}
      onPointerLeave={() => growthBus.hover(null)}
      onClick={(e) => {
        if (e.delta > 6) return;
        const square = parseCell(cellUnder(e) ?? '');
        if (square && growthBus.pick(square)) e.stopPropagation();
      }}
    >
      <planeGeometry args={[b.maxX - b.minX + 6, b.maxZ - b.minZ + 6]} />
      <meshBasicMaterial visible={false} />
    </mesh>
  );
}
