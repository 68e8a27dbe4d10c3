import { describe, expect, it } from 'vitest';
import { PerspectiveCamera } from 'three';
import { MIN_LABEL_PX } from './labelSize';
import { labelPixels, type GlyphItem } from './TableLabels';

describe('label size on screen', () => {
  it('measures a far name smaller than the same name near the camera (the perspective foreshortens it)', () => {
    const camera = new PerspectiveCamera(40, 16 / 9, 0.3, 200);
    camera.position.set(0, 24, 28);
    camera.lookAt(0, 0, 0);
    camera.updateMatrixWorld();
    const name = (z: number): GlyphItem => ({ entry: { kind: 'text', text: 'Babylon' }, x: 0, y: 0, z, height: 0.4, colour: '#fff' });
    const nearPx = labelPixels(name(8), camera, 900);
    const farPx = labelPixels(name(-12), camera, 900);
    expect(farPx).toBeGreaterThan(0);
    expect(farPx).toBeLessThan(nearPx * 0.6);
    // The near one is tall enough to read at this size; the far one is not (it waits for the zoom).
    expect(nearPx).toBeGreaterThan(MIN_LABEL_PX);
    expect(farPx).toBeLessThan(MIN_LABEL_PX);
  });
});
