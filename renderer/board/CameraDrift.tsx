import { useFrame, useThree } from '@react-three/fiber';
import { useLayoutEffect } from 'react';
import type { PerspectiveCamera } from 'three';
import { prefersReducedMotion } from '../ui/motion';

/**
 * A slow, looping sway of the camera around the board (about a minute per swing), looking at a point just
 * above the board's centre. With reduced motion asked for, the camera holds still.
 * `shiftRight` moves the picture sideways (film offset) so the board stays clear of the menu on the left.
 */
export function CameraDrift({ radius = 15.5, height = 10.5, shiftRight = true }: { radius?: number; height?: number; shiftRight?: boolean }) {
  const camera = useThree((s) => s.camera) as PerspectiveCamera;
  const width = useThree((s) => s.size.width);
  const still = prefersReducedMotion();

  useLayoutEffect(() => {
    camera.filmOffset = shiftRight && width > 820 ? -6 : 0;
    camera.updateProjectionMatrix();
  }, [camera, width, shiftRight]);

  useFrame(({ clock }) => {
    const t = still ? 0 : clock.elapsedTime;
    const angle = 0.35 + Math.sin(t * 0.1) * 0.32;
    const h = height + Math.sin(t * 0.07) * 0.6;
    camera.position.set(Math.sin(angle) * radius, h, Math.cos(angle) * radius);
    camera.lookAt(0, 0.3, 0);
  });
  return null;
}
