import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { Plane, Quaternion, Vector3 } from 'three';
import type { TableSpec } from '../../models/core/board';
import type { TutorialStep } from '../../models/core/tutorial';
import { CellFinder, PLATE_TOP, type TableLayout } from '../table/layout';

const LIFT = 0.9;
const up = new Vector3(0, 1, 0);

/** Where a step's target stands in the world: a cell's centre, or the cell a piece stands on. */
export function placeOf(layout: TableLayout, table: TableSpec, target: string): Vector3 | null {
  const cell = layout.cells.get(target) ?? layout.cells.get(table.pieces.find((p) => p.id === target)?.at ?? '');
  return cell ? new Vector3(cell.x, cell.top, cell.z) : null;
}

function Arrow({ from, to }: { from: Vector3; to: Vector3 }) {
  const { mid, length, turn } = useMemo(() => {
    const a = from.clone().setY(from.y + LIFT * 0.6);
    const b = to.clone().setY(to.y + LIFT * 0.6);
    const dir = b.clone().sub(a);
    const len = Math.max(0.01, dir.length() - 0.3);
    return { mid: a.clone().add(dir.clone().normalize().multiplyScalar(len / 2)), length: len, turn: new Quaternion().setFromUnitVectors(up, dir.normalize()) };
  }, [from, to]);
  return (
    <group position={mid} quaternion={turn}>
      <mesh position={[0, -0.12, 0]}>
        <cylinderGeometry args={[0.05, 0.05, length - 0.24, 8]} />
        <meshBasicMaterial color="#ffd24a" depthTest={false} transparent opacity={0.95} />
      </mesh>
      <mesh position={[0, length / 2 - 0.12, 0]}>
        <coneGeometry args={[0.16, 0.32, 12]} />
        <meshBasicMaterial color="#ffd24a" depthTest={false} transparent opacity={0.95} />
      </mesh>
    </group>
  );
}

export interface ScreenLabel {
  readonly at: string;
  readonly text: string;
  readonly x: number;
  readonly y: number;
}

/** A step's arrows over the board, and its labels' screen places (drawn as DOM by the player), from the table's canvas. */
export function TutorialMarks({ step, layout, table, onLabels }: { step: TutorialStep | null; layout: TableLayout; table: TableSpec; onLabels: (labels: ScreenLabel[]) => void }) {
  const camera = useThree((s) => s.camera);
  const size = useThree((s) => s.size);
  const invalidate = useThree((s) => s.invalidate);
  const last = useRef('');
  const places = useMemo(
    () => (step?.labels ?? []).flatMap((l) => {
      const at = placeOf(layout, table, l.at);
      return at ? [{ ...l, world: at.setY(at.y + LIFT) }] : [];
    }),
    [step, layout, table],
  );
  useEffect(() => invalidate(), [places, invalidate]);
  // Every drawn frame (the canvas draws on demand: when the camera or the board moves), follow the labels' squares.
  useFrame(() => {
    const labels = places.map((l) => {
      const v = l.world.clone().project(camera);
      return { at: l.at, text: l.text, x: Math.round(((v.x + 1) / 2) * size.width), y: Math.round(((1 - v.y) / 2) * size.height) };
    });
    const key = JSON.stringify(labels);
    if (key === last.current) return;
    last.current = key;
    onLabels(labels);
  });
  if (!step) return null;
  return (
    <group name="tutorial-marks">
      {(step.arrows ?? []).map((arrow) => {
        const from = placeOf(layout, table, arrow.from);
        const to = placeOf(layout, table, arrow.to);
        return from && to ? <Arrow key={`${arrow.from}>${arrow.to}`} from={from} to={to} /> : null;
      })}
    </group>
  );
}

const ground = new Plane(new Vector3(0, 1, 0), -(PLATE_TOP + 0.1));
const hit = new Vector3();

/**
 * Follows the pointer to the square under it, whatever stands there (a figure may hide the square from the table's
 * own hover), without taking any event from the table: the square is where the pointer's ray meets the ground.
 * It floats above the pieces so none of them stops the event first.
 */
export function PointerSquare({ layout, onSquare }: { layout: TableLayout; onSquare: (cell: string | null) => void }) {
  const finder = useMemo(() => new CellFinder(layout), [layout]);
  const b = layout.bounds;
  if (!Number.isFinite(b.minX)) return null;
  return (
    <mesh
      name="tutorial-pointer"
      position={[(b.minX + b.maxX) / 2, PLATE_TOP + 2.5, (b.minZ + b.maxZ) / 2]}
      rotation-x={-Math.PI / 2}
      onPointerMove={(e) => onSquare(e.ray.intersectPlane(ground, hit) ? (finder.at(hit.x, hit.z)?.id ?? null) : null)}
      onPointerLeave={() => onSquare(null)}
    >
      <planeGeometry args={[b.maxX - b.minX + 40, b.maxZ - b.minZ + 40]} />
      <meshBasicMaterial visible={false} />
    </mesh>
  );
}
