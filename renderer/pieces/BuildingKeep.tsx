import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import type { Mesh } from 'three';
import { bannerMaterial, roofMaterial, stoneMaterial } from '../board/materials';
import { keepBanner, keepRoofs, keepStone } from './keepGeometry';

/** The keep miniature on a square; its banner sways a little. */
export function BuildingKeep({
  position,
  rotationY = 0,
  scale = 1,
}: {
  position: [number, number, number];
  rotationY?: number;
  scale?: number;
}) {
  const banner = useRef<Mesh>(null);
  useFrame(({ clock }) => {
    if (banner.current) banner.current.rotation.y = Math.sin(clock.elapsedTime * 1.3) * 0.35;
  });
  return (
    <group position={position} rotation-y={rotationY} scale={scale}>
      <mesh geometry={keepStone} material={stoneMaterial} castShadow receiveShadow />
      <mesh geometry={keepRoofs} material={roofMaterial} castShadow />
      <mesh ref={banner} geometry={keepBanner} material={bannerMaterial} castShadow />
    </group>
  );
}
