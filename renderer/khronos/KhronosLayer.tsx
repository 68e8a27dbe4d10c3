import { Html } from '@react-three/drei';
import { useLayoutEffect, useMemo, useRef, useSyncExternalStore, type RefObject } from 'react';
import { BoxGeometry, Color, InstancedMesh, Mesh, MeshStandardMaterial, Object3D } from 'three';
import { BOARD_IDS, KIND_INFO, KINDS, type Kind } from '../../models/khronos/data';
import type { KhronosView } from '../../models/khronos/view';
import type { ModuleLayerProps } from '../module-renderer';
import { CellFinder, PLATE_TOP, type TableLayout } from '../table/layout';
import { DOMAIN_HEX, domainEdges } from './outlines';
import { pickBus } from './pickBus';
import { gridPoint } from './places';
import { FAMILY_HEX, RUIN_HEX, silhouette } from './silhouettes';
import { useTileMotion } from './tileMotion';
import { byKindOf, ghostsOf, roofOf, tilesOf, useBoardChanges, type Ghost, type Tile } from './tiles';
import { strings } from '../ui/strings';

const t = strings.khronos;

const tileMaterial = new MeshStandardMaterial({ roughness: 0.72, metalness: 0.03, flatShading: true });
const cubeMaterial = new MeshStandardMaterial({ roughness: 0.5 });
const edgeMaterial = new MeshStandardMaterial({ roughness: 0.6, emissiveIntensity: 0.35 });
const cubeGeometry = new BoxGeometry(1, 1, 1).translate(0, 0.5, 0);
const edgeGeometry = new BoxGeometry(1, 1, 1);
const NEUTRAL = '#9b978d';

/**
 * Khronos on the table, next to the shared TableScene: every tile as its family's instanced silhouette (ruins in
 * grey stone), control and population cubes and renovation markers on them, each domain's outline, and the latest
 * change animated: tiles drop in board after board as a ripple, and a tile that went sinks away under a label
 * that says why (a paradox erasure, an upgrade, a downsizing).
 */
export function KhronosLayer({ view, layout, seatColours }: ModuleLayerProps) {
  const v = view as KhronosView;
  const memo = useBoardChanges(v);
  const changes = memo.current.changes;
  const tiles = useMemo(() => tilesOf(v, layout, changes), [v, layout, changes]);
  const byKind = useMemo(() => byKindOf(tiles), [tiles]);
  const ghosts = useMemo(() => ghostsOf(changes, layout), [changes, layout]);

  const meshes = useRef(new Map<Kind, InstancedMesh>());
  const ghostMeshes = useRef<(Mesh | null)[]>([]);
  const labels = useRef<(HTMLSpanElement | null)[]>([]);
  useTileMotion(memo, changes, byKind, ghosts, { kinds: meshes, ghosts: ghostMeshes, labels });

  return (
    <group name="khronos-layer">
      <KindMeshes byKind={byKind} meshes={meshes} />
      <TileCubes tiles={tiles} seatColours={seatColours} />
      <PickPlane layout={layout} />
      <DomainOutlines view={v} layout={layout} />
      <GhostTiles ghosts={ghosts} meshes={ghostMeshes} labels={labels} />
    </group>
  );
}

/** One instanced mesh per kind, sized for its tiles (a new one when they outgrow it); the motion hook fills them. */
function KindMeshes({ byKind, meshes }: { byKind: ReadonlyMap<Kind, Tile[]>; meshes: RefObject<Map<Kind, InstancedMesh>> }) {
  return KINDS.map((kind) => {
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
  });
}

/** The tiles that went, each a fading copy where it stood and, unless it was upgraded, a label that says why. */
function GhostTiles({ ghosts, meshes, labels }: { ghosts: readonly Ghost[]; meshes: RefObject<(Mesh | null)[]>; labels: RefObject<(HTMLSpanElement | null)[]> }) {
  return ghosts.map(({ g, place }, i) => (
    <group key={`${g.building.id}-${i}`}>
      <mesh
        ref={(m) => {
          meshes.current[i] = m;
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
  ));
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
