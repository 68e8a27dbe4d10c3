import { useLayoutEffect, useRef } from 'react';
import type { DirectionalLight, Object3D } from 'three';
import type { Bounds } from './layout';

/**
 * The menu's lamp light (warm key with soft shadows, cool sky, warm bounce) with its shadow frustum fitted to
 * whatever lies on the table.
 */
export function TableLights({ bounds }: { bounds: Bounds }) {
  const light = useRef<DirectionalLight>(null);
  const target = useRef<Object3D>(null);
  const cx = (bounds.minX + bounds.maxX) / 2;
  const cz = (bounds.minZ + bounds.maxZ) / 2;
  const half = Math.hypot(bounds.maxX - bounds.minX, bounds.maxZ - bounds.minZ) / 2 + 1.5;
  const mapSize = half > 14 ? 2048 : 1024;
  useLayoutEffect(() => {
    if (light.current && target.current) {
      light.current.target = target.current;
      const cam = light.current.shadow.camera;
      Object.assign(cam, { left: -half, right: half, top: half, bottom: -half, near: 1, far: half * 2 + 30 });
      cam.updateProjectionMatrix();
    }
  }, [half]);
  return (
    <>
      <hemisphereLight args={['#dfe8ff', '#5a3a22', 0.95]} />
      <object3D ref={target} position={[cx, 0, cz]} />
      <directionalLight
        key={mapSize}
        ref={light}
        position={[cx + 8, 16, cz + 7]}
        intensity={2.5}
        color="#ffe2bd"
        castShadow
        shadow-mapSize={[mapSize, mapSize]}
        shadow-bias={-0.0004}
        shadow-normalBias={0.02}
      />
      <directionalLight position={[cx - 8, 6, cz - 6]} intensity={0.45} color="#a9c1ff" />
    </>
  );
}
