import { describe, expect, it } from 'vitest';
import { PerspectiveCamera } from 'three';
import { MIN_LABEL_PX } from './labelSize';
import { billboardPixels, labelPixels, type GlyphItem } from './TableLabels';

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

describe('a count turned to the camera', () => {
  it('is drawn smaller on screen the farther the camera stands (so the layer grows it back to the readable size)', () => {
    const camera = new PerspectiveCamera(40, 16 / 9, 0.3, 200);
    const count: GlyphItem = { entry: { kind: 'text', text: '×3' }, x: 0, y: 0.4, z: 0, height: 0.34, colour: '#fff' };
    const at = (d: number) => {
      camera.position.set(0, d * 0.8, d * 0.6);
      camera.lookAt(0, 0, 0);
      camera.updateMatrixWorld();
      return billboardPixels(count, camera, 720);
    };
    const near = at(10);
    const far = at(30);
    expect(far).toBeGreaterThan(0);
    // Three times as far: a third of the size (a glyph facing the camera is not foreshortened).
    expect(far / near).toBeCloseTo(1 / 3, 1);
  });
});
