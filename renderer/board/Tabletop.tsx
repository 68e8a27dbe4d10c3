import { Canvas } from '@react-three/fiber';
import { PCFShadowMap } from 'three';
import { attachTestHook, testBuild } from '../app/testHook';
import { strings } from '../ui/strings';
import { SceneFallback } from '../ui/SceneFallback';
import { BoardScene } from './BoardScene';
import { CameraDrift } from './CameraDrift';
import { demoBoard } from './demoBoard';
import { FrameProbe } from './FrameProbe';
import { Lights } from './Lights';
import { prefersReducedMotion } from '../ui/motion';

/**
 * The live 3D table behind the menu. The drift needs a frame every tick, so the loop is 'always' while it moves;
 * when it holds still (`still`: a dialog covers it, or animation is off; or reduced motion is asked for) it draws
 * only when something changes, so a waiting menu costs no power.
 */
export function Tabletop({ still = false }: { still?: boolean }) {
  const frameloop = still || prefersReducedMotion() ? 'demand' : 'always';
  return (
    <div className="tabletop" role="img" aria-label={strings.sceneLabel}>
      <SceneFallback>
        <Canvas
          frameloop={frameloop}
          shadows={{ type: PCFShadowMap }}
          dpr={[1, 2]}
          camera={{ fov: 36, near: 0.5, far: 80, position: [5, 9, 12] }}
          gl={{ antialias: true, powerPreference: 'high-performance', preserveDrawingBuffer: testBuild }}
          onCreated={attachTestHook}
        >
          <color attach="background" args={['#17120d']} />
          <fog attach="fog" args={['#17120d', 20, 40]} />
          <Lights />
          <BoardScene board={demoBoard} />
          <CameraDrift />
          <FrameProbe />
        </Canvas>
      </SceneFallback>
    </div>
  );
}
