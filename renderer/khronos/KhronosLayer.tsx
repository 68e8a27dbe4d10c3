import { Html } from '@react-three/drei';
import { useFrame, useThree } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { BoxGeometry, Color, InstancedMesh, Mesh, MeshStandardMaterial, Object3D } from 'three';
import { BOARD_IDS, KIND_INFO, KINDS, type BoardId, type Kind } from '../../models/khronos/data';
import type { BuildingView, KhronosView } from '../../models/khronos/view';
import type { ModuleLayerProps } from '../module-renderer';
import { CellFinder, PLATE_TOP, type TableLayout } from '../table/layout';
import { boardChanges, type BoardChanges, type Gone } from './changes';
import { DOMAIN_HEX, domainEdges } from './outlines';
import { pickBus } from './pickBus';
import { gridPoint, tilePlace, type TilePlace } from './places';
import { FAMILY_HEX, RUIN_HEX, silhouette } from './silhouettes';
import { strings } from '../ui/strings';

const t = strings.khronos;

/** Seconds between one board's landing and the next one's in a ripple, and for one drop or one sinking. */
const RIPPLE_STEP = 0.7;
const DROP = 0.6;
const SINK = 1.6;
const DROP_HEIGHT = 2.4;

const tileMaterial = new MeshStandardMaterial({ roughness: 0.72, metalness: 0.03, flatShading: true });
const cubeMaterial = new MeshStandardMaterial({ roughness: 0.5 });
const edgeMaterial = new MeshStandardMaterial({ roughness: 0.6, emissiveIntensity: 0.35 });
const cubeGeometry = new BoxGeometry(1, 1, 1).translate(0, 0.5, 0);
const edgeGeometry = new BoxGeometry(1, 1, 1);
const NEUTRAL = '#9b978d';

interface Tile {
  readonly id: string;
  readonly board: BoardId;
  readonly b: BuildingView;
  readonly place: TilePlace;
  /** Ripple step when it landed in the latest change, or null when it was already standing. */
  readonly step: number | null;
}

/** A view's content as text, whatever order its fields arrived in (a patched mirror may reorder them). */
const stableKey = (value: unknown): string =>
  JSON.stringify(value, (_k, x: unknown) => (x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : 1))) : x));
/** How many recent views are remembered to tell an undo from a new move. */
const SEEN_VIEWS = 24;
const ease = (u: number) => 1 - Math.pow(1 - Math.min(1, Math.max(0, u)), 3);
const roofOf = (kind: Kind) => (KIND_INFO[kind].size === 1 ? 0.66 : KIND_INFO[kind].size === 2 ? 0.86 : 1.05);

/**
 * Khronos on the table, next to the shared TableScene: every tile as its family's instanced silhouette (ruins in
 * grey stone), control and population cubes and renovation markers on them, each domain's outline, and the latest
 * change animated: tiles drop in board after board as a ripple, and a tile that went sinks away under a label
 * that says why (a paradox erasure, an upgrade, a downsizing).
 */
export function KhronosLayer({ view, layout, seatColours }: ModuleLayerProps) {
  const v = view as KhronosView;
  const memo = useRef<{ view: KhronosView | null; changes: BoardChanges; started: number | null }>({ view: null, changes: { appeared: [], gone: [] }, started: null });
  const seen = useRef<string[]>([]);
  if (memo.current.view !== v) {
    // A view seen a moment ago again is an undo (or a replay stepping back): the table returns to it at once, with no
    // tile sinking under a "Removed" label for a building that was only taken back.
    const key = stableKey(v);
    const back = seen.current.includes(key);
    seen.current = [...seen.current.filter((k) => k !== key), key].slice(-SEEN_VIEWS);
    memo.current = { view: v, changes: back ? { appeared: [], gone: [] } : boardChanges(memo.current.view, v), started: null };
  }
  const changes = memo.current.changes;

  const tiles = useMemo(() => {
    const fresh = new Map(changes.appeared.map((a) => [a.building.id, a.step]));
    const out: Tile[] = [];
    for (const board of BOARD_IDS) {
      for (const b of v.boards[board].buildings) {
        const place = tilePlace(layout, board, b);
        if (place) out.push({ id: b.id, board, b, place, step: fresh.get(b.id) ?? null });
      }
    }
    return out;
  }, [v, layout, changes]);

  const byKind = useMemo(() => {
    const m = new Map<Kind, Tile[]>();
    for (const k of KINDS) m.set(k, []);
    for (const tile of tiles) m.get(tile.b.kind)!.push(tile);
    return m;
  }, [tiles]);

  const ghosts = useMemo(
    () => changes.gone.map((g) => ({ g, place: tilePlace(layout, g.board, g.building) })).filter((x): x is { g: Gone; place: TilePlace } => x.place !== null),
    [changes, layout],
  );
  const lastStep = Math.max(0, ...changes.appeared.map((a) => a.step), ...changes.gone.map((g) => g.step));
  const animating = changes.appeared.length > 0 || changes.gone.length > 0;
  const total = lastStep * RIPPLE_STEP + Math.max(DROP, SINK) + 0.1;

  const meshes = useRef(new Map<Kind, InstancedMesh>());
  const ghostMeshes = useRef<(Mesh | null)[]>([]);
  const labels = useRef<(HTMLSpanElement | null)[]>([]);
  const invalidate = useThree((s) => s.invalidate);
  const o = useMemo(() => new Object3D(), []);

  /** Writes every instance of a kind at animation time `time` (seconds since the change; Infinity = settled). */
  const pose = (kind: Kind, time: number) => {
    const mesh = meshes.current.get(kind);
    const list = byKind.get(kind)!;
    if (!mesh) return;
    list.forEach((tile, i) => {
      const { x, y, z } = tile.place;
      let dy = 0;
      let s = 1;
      if (tile.step !== null && time !== Infinity) {
        const u = (time - tile.step * RIPPLE_STEP) / DROP;
        s = u < 0 ? 0.0001 : 0.7 + 0.3 * ease(u);
        dy = (1 - ease(u)) * DROP_HEIGHT;
      }
      o.position.set(x, y + dy, z);
      o.scale.set(s, tile.b.ruin ? s * 0.45 : s, s);
      o.updateMatrix();
      mesh.setMatrixAt(i, o.matrix);
    });
    mesh.instanceMatrix.needsUpdate = true;
  };

  useLayoutEffect(() => {
    for (const kind of KINDS) {
      const mesh = meshes.current.get(kind);
      if (!mesh) continue;
      const list = byKind.get(kind)!;
      const family = new Color(FAMILY_HEX[KIND_INFO[kind].family]);
      const ruin = new Color(RUIN_HEX).lerp(family, 0.25);
      list.forEach((tile, i) => mesh.setColorAt(i, tile.b.ruin ? ruin : family));
      mesh.count = list.length;
      if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
      pose(kind, animating ? 0 : Infinity);
      mesh.computeBoundingSphere();
    }
    invalidate();
  });

  useFrame(({ clock }) => {
    if (!animating) return;
    const m = memo.current;
    if (m.started === null) m.started = clock.elapsedTime;
    const time = clock.elapsedTime - m.started;
    const done = time > total;
    for (const kind of KINDS) if (byKind.get(kind)!.some((x) => x.step !== null)) pose(kind, done ? Infinity : time);
    ghosts.forEach(({ g, place }, i) => {
      const mesh = ghostMeshes.current[i];
      if (!mesh) return;
      const u = Math.min(1, Math.max(0, (time - g.step * RIPPLE_STEP) / SINK));
      mesh.position.set(place.x, place.y - ease(u) * 0.8 * roofOf(g.building.kind), place.z);
      (mesh.material as MeshStandardMaterial).opacity = 0.9 * (1 - ease(u));
      mesh.visible = u < 1;
      // The label says why the tile went while it sinks, then goes with it (it must not outlive the change).
      const label = labels.current[i];
      if (label) label.style.display = u < 1 ? '' : 'none';
    });
    if (!done) invalidate();
  });

  return (
    <group name="khronos-layer">
      {KINDS.map((kind) => {
        const capacity = Math.max(1, byKind.get(kind)!.length);
        return (
          <instancedMesh
            key={`${kind}-${capacity}`}
            name={`khronos-${kind}`}
            ref={(m) => {
              if (m) meshes.current.set(kind, m);
              else meshes.current.delete(kind);
            }}
            args={[silhouette(kind), tileMaterial, capacity]}
            castShadow
            receiveShadow
            raycast={() => null}
          />
        );
      })}
      <TileCubes tiles={tiles} seatColours={seatColours} />
      <PickPlane layout={layout} />
      <DomainOutlines view={v} layout={layout} />
      {ghosts.map(({ g, place }, i) => (
        <group key={`${g.building.id}-${i}`}>
          <mesh
            ref={(m) => {
              ghostMeshes.current[i] = m;
            }}
            geometry={silhouette(g.building.kind)}
            position={[place.x, place.y, place.z]}
            scale={[1, g.building.ruin ? 0.45 : 1, 1]}
            raycast={() => null}
          >
            <meshStandardMaterial color={g.building.ruin ? RUIN_HEX : FAMILY_HEX[KIND_INFO[g.building.kind].family]} transparent opacity={0.9} depthWrite={false} />
          </mesh>
          {g.reason !== 'upgraded' ? (
            <Html position={[place.x, place.y + roofOf(g.building.kind) + 0.3, place.z]} center zIndexRange={[20, 0]} pointerEvents="none">
              <span
                ref={(el) => {
                  labels.current[i] = el;
                }}
                className={`khronos-gone ${g.reason}`}
                data-gone={g.building.id}
                data-reason={g.reason}
              >
                {t.gone[g.reason]}: {t.kind[g.building.kind]}
              </span>
            </Html>
          ) : null}
        </group>
      ))}
    </group>
  );
}

/** Control cubes on the roofs, population cubes along the front, renovation markers beside them (owner colours). */
function TileCubes({ tiles, seatColours }: { tiles: readonly Tile[]; seatColours: readonly string[] }) {
  const mesh = useRef<InstancedMesh>(null);
  const items = useMemo(() => {
    const out: { x: number; y: number; z: number; s: number; owner: number | null }[] = [];
    for (const { b, place } of tiles) {
      if (b.owner !== null && b.ownerCube) out.push({ x: place.x, y: place.y + roofOf(b.kind) + 0.05, z: place.z, s: 0.2, owner: b.owner });
      let n = 0;
      const front = place.z + place.size / 2 - 0.15;
      const left = place.x - place.size / 2 + 0.14;
      b.population.forEach((count, seat) => {
        for (let i = 0; i < count; i++) out.push({ x: left + 0.17 * n++, y: place.y, z: front, s: 0.13, owner: seat });
      });
      b.markers.forEach((seat) => out.push({ x: left + 0.17 * n++, y: place.y, z: front - 0.2, s: 0.1, owner: seat }));
    }
    return out;
  }, [tiles]);
  useLayoutEffect(() => {
    const m = mesh.current;
    if (!m) return;
    const o = new Object3D();
    items.forEach((it, i) => {
      o.position.set(it.x, it.y, it.z);
      o.scale.setScalar(it.s);
      o.updateMatrix();
      m.setMatrixAt(i, o.matrix);
      m.setColorAt(i, new Color(it.owner === null ? NEUTRAL : (seatColours[it.owner] ?? NEUTRAL)));
    });
    m.count = items.length;
    m.instanceMatrix.needsUpdate = true;
    if (m.instanceColor) m.instanceColor.needsUpdate = true;
    m.computeBoundingSphere();
  }, [items, seatColours]);
  const capacity = Math.max(1, items.length);
  return <instancedMesh key={capacity} ref={mesh} name="khronos-cubes" args={[cubeGeometry, cubeMaterial, capacity]} castShadow raycast={() => null} />;
}

/** Every domain's border as thin coloured rails just above the ground (KH-DOM-1), one instanced mesh for all boards. */
function DomainOutlines({ view, layout }: { view: KhronosView; layout: TableLayout }) {
  const mesh = useRef<InstancedMesh>(null);
  const rails = useMemo(() => {
    const out: { x: number; z: number; lx: number; lz: number; colour: string }[] = [];
    for (const board of BOARD_IDS) {
      const buildings = view.boards[board].buildings;
      const domains = [...new Set(buildings.map((b) => b.domain))].sort();
      for (const e of domainEdges(buildings)) {
        const a = gridPoint(layout, board, e.x1, e.z1);
        const b = gridPoint(layout, board, e.x2, e.z2);
        if (!a || !b) continue;
        out.push({ x: (a.x + b.x) / 2, z: (a.z + b.z) / 2, lx: Math.abs(b.x - a.x) + 0.05, lz: Math.abs(b.z - a.z) + 0.05, colour: DOMAIN_HEX[domains.indexOf(e.domain) % DOMAIN_HEX.length] });
      }
    }
    return out;
  }, [view, layout]);
  useLayoutEffect(() => {
    const m = mesh.current;
    if (!m) return;
    const o = new Object3D();
    rails.forEach((r, i) => {
      o.position.set(r.x, PLATE_TOP + 0.25, r.z);
      o.scale.set(r.lx, 0.025, r.lz);
      o.updateMatrix();
      m.setMatrixAt(i, o.matrix);
      m.setColorAt(i, new Color(r.colour));
    });
    m.count = rails.length;
    m.instanceMatrix.needsUpdate = true;
    if (m.instanceColor) m.instanceColor.needsUpdate = true;
    m.computeBoundingSphere();
  }, [rails]);
  const capacity = Math.max(1, rails.length);
  return <instancedMesh key={capacity} ref={mesh} name="khronos-domains" args={[edgeGeometry, edgeMaterial, capacity]} raycast={() => null} />;
}

/** While the builder listens, a click on a square (not a drag of the camera) goes to it rather than to the table. */
function PickPlane({ layout }: { layout: TableLayout }) {
  const active = useSyncExternalStore(pickBus.subscribe, pickBus.active);
  const finder = useMemo(() => new CellFinder(layout), [layout]);
  if (!active) return null;
  const b = layout.bounds;
  return (
    <mesh
      name="khronos-pick"
      // Just above the table's own pointer plane, so a click lands on the same square it would have.
      position={[(b.minX + b.maxX) / 2, PLATE_TOP + 0.1, (b.minZ + b.maxZ) / 2]}
      rotation-x={-Math.PI / 2}
      onClick={(e) => {
        if (e.delta > 6) return;
        const cell = finder.at(e.point.x, e.point.z);
        if (cell && pickBus.pick(cell.id)) e.stopPropagation();
      }}
    >
      <planeGeometry args={[b.maxX - b.minX + 2, b.maxZ - b.minZ + 2]} />
      <meshBasicMaterial visible={false} />
    </mesh>
  );
}
