import { useMemo } from 'react';
import { BufferGeometry, Color, ExtrudeGeometry, Float32BufferAttribute, LineBasicMaterial, MeshStandardMaterial, Shape, Vector2 } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { AREA_HEIGHT, PLATE_TOP, type CellPlace, type TableLayout } from './layout';
import { groundColour } from './terrainPlan';

const areaMaterial = new MeshStandardMaterial({ vertexColors: true, roughness: 0.85 });
const borderMaterial = new LineBasicMaterial({ color: '#2a1d12', transparent: true, opacity: 0.8 });

/** Muted region colours for regions named by id rather than by colour. */
const regionTones = ['#b9a46a', '#9fb07a', '#c09a7a', '#8fa3a0', '#b58fa0', '#a7a27f', '#c2b08a', '#93a37c'];

export function regionColour(region: string | undefined): Color | null {
  if (!region) return null;
  if (/^#[0-9a-f]{3,8}$/i.test(region)) return new Color(region);
  let h = 0;
  for (const ch of region) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return new Color(regionTones[h % regionTones.length]);
}

function areaColour(cell: CellPlace): Color {
  const t = cell.spec.terrain[0] ?? 'plain';
  if (t === 'sea' || t === 'water' || t === 'river') return new Color('#3f7fa6');
  const base = groundColour[t].clone();
  const region = regionColour(cell.spec.region);
  return region ? base.lerp(region, 0.6) : base;
}

/** Every area of every area map as one extruded, vertex-coloured mesh, and all borders as one line draw. */
export function AreaMap({ layout }: { layout: TableLayout }) {
  const built = useMemo(() => {
    const areas = [...layout.cells.values()].filter((c) => c.outline);
    if (areas.length === 0) return null;
    const parts = areas.map((cell) => {
      const shape = new Shape(cell.outline!.map(([x, z]) => new Vector2(x, -z)));
      const g = new ExtrudeGeometry(shape, { depth: AREA_HEIGHT, bevelEnabled: false }).rotateX(-Math.PI / 2).translate(0, PLATE_TOP, 0);
      g.deleteAttribute('uv');
      const c = areaColour(cell);
      const n = g.getAttribute('position').count;
      const colours = new Float32Array(n * 3);
      for (let i = 0; i < n; i++) colours.set([c.r, c.g, c.b], i * 3);
      g.setAttribute('color', new Float32BufferAttribute(colours, 3));
      return g.index ? g.toNonIndexed() : g;
    });
    const mesh = mergeGeometries(parts)!;
    const y = PLATE_TOP + AREA_HEIGHT + 0.003;
    const pts: number[] = [];
    for (const cell of areas) {
      const o = cell.outline!;
      o.forEach(([x, z], i) => {
        const [x2, z2] = o[(i + 1) % o.length];
        pts.push(x, y, z, x2, y, z2);
      });
    }
    const lines = new BufferGeometry();
    lines.setAttribute('position', new Float32BufferAttribute(pts, 3));
    return { mesh, lines };
  }, [layout]);
  if (!built) return null;
  return (
    <group>
      <mesh geometry={built.mesh} material={areaMaterial} receiveShadow />
      <lineSegments geometry={built.lines} material={borderMaterial} />
    </group>
  );
}
