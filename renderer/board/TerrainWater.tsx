import { useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { MeshStandardMaterial, PlaneGeometry, type InstancedMesh } from 'three';
import { squareCentre, type BoardLayout } from './demoBoard';
import { useInstances, type Placement } from './instancing';
import { palette } from './materials';
import { groundHeight } from './TerrainTiles';

/** A subdivided square lying flat; the vertex shader ripples it. */
export const waterGeometry = new PlaneGeometry(0.97, 0.97, 10, 10).rotateX(-Math.PI / 2);

/** Shared clock for the ripple, advanced once per frame. */
export const waterClock = { value: 0 };

/**
 * Water whose surface moves gently: a standard material with two travelling sine waves added in the vertex
 * shader. The waves use world coordinates, so neighbouring river squares ripple as one stream.
 */
export const waterMaterial = new MeshStandardMaterial({
  color: palette.water,
  roughness: 0.28,
  metalness: 0.05,
  transparent: true,
  opacity: 0.88,
});
waterMaterial.onBeforeCompile = (shader) => {
  shader.uniforms.uTime = waterClock;
  const wave = /* glsl */ `
    vec4 wpos = modelMatrix * instanceMatrix * vec4(position, 1.0);
    float a = wpos.x * 5.0 + uTime * 1.4;
    float b = wpos.z * 6.5 - uTime * 1.1;
    float c = (wpos.x + wpos.z) * 9.0 + uTime * 2.3;
  `;
  shader.vertexShader = shader.vertexShader
    .replace('#include <common>', '#include <common>\nuniform float uTime;\nvarying float vCrest;')
    .replace(
      '#include <beginnormal_vertex>',
      `${wave}
      float dx = 0.010 * 5.0 * cos(a) + 0.004 * 9.0 * cos(c);
      float dz = 0.008 * 6.5 * cos(b) + 0.004 * 9.0 * cos(c);
      vec3 objectNormal = normalize(vec3(-dx, 1.0, -dz));`,
    )
    .replace(
      '#include <begin_vertex>',
      `vec3 transformed = vec3(position);
      vCrest = 0.010 * sin(a) + 0.008 * sin(b) + 0.004 * sin(c);
      transformed.y += vCrest;`,
    );
  // Crests catch a paler, greener tint, so the surface visibly moves even where no highlight falls.
  shader.fragmentShader = shader.fragmentShader
    .replace('#include <common>', '#include <common>\nvarying float vCrest;')
    .replace(
      '#include <color_fragment>',
      `#include <color_fragment>
      diffuseColor.rgb = mix(diffuseColor.rgb, vec3(0.42, 0.72, 0.78), smoothstep(0.004, 0.02, vCrest) * 0.55);`,
    );
};
waterMaterial.customProgramCacheKey = () => 'tessera-water';

/** River squares: one instanced draw of rippling water over the sunk river bed. */
export function TerrainWater({ board, top }: { board: BoardLayout; top: number }) {
  const ref = useRef<InstancedMesh>(null);
  const placements = useMemo<Placement[]>(
    () =>
      board.squares
        .filter((s) => s.terrain === 'river')
        .map((sq) => {
          const [x, z] = squareCentre(board, sq.col, sq.row);
          return { position: [x, top + groundHeight.river + 0.035, z] };
        }),
    [board, top],
  );
  useInstances(ref, placements);
  useFrame((_, delta) => {
    waterClock.value += Math.min(delta, 0.1);
  });
  return <instancedMesh ref={ref} args={[waterGeometry, waterMaterial, placements.length]} receiveShadow />;
}
