import { addAfterEffect } from '@react-three/fiber';
import { useEffect } from 'react';
import { frameDrawn, testBuild } from '../app/testHook';

/** In test builds, tells the test hook after each drawn frame (the first one is the app's first frame). */
export function FrameProbe() {
  useEffect(() => (testBuild ? addAfterEffect(frameDrawn) : undefined), []);
  return null;
}
