import { Canvas } from '@react-three/fiber';
import type { ReactNode } from 'react';
import { PCFShadowMap } from 'three';
import { attachTestHook, testBuild } from '../app/testHook';
import { FrameProbe } from '../board/FrameProbe';
import { TableScene, type TableSceneProps } from './TableScene';

/**
 * A canvas of its own for the table: renders on demand only (when props change, while pieces glide or the
 * camera moves, and at a gentle tick while water shows).
 */
export function TableCanvas(props: TableSceneProps & { className?: string; children?: ReactNode }) {
  const { className, children, ...scene } = props;
  return (
    <Canvas
      className={className}
      frameloop="demand"
      shadows={{ type: PCFShadowMap }}
      dpr={[1, 2]}
      camera={{ fov: 40, near: 0.3, far: 200, position: [0, 14, 14] }}
      gl={{ antialias: true, powerPreference: 'high-performance', preserveDrawingBuffer: testBuild }}
      onCreated={attachTestHook}
      onContextMenu={(e) => e.preventDefault()}
    >
      <color attach="background" args={['#17120d']} />
      <TableScene {...scene} />
      {children}
      <FrameProbe />
    </Canvas>
  );
}
