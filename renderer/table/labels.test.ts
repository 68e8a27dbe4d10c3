import { describe, expect, it } from 'vitest';
import { PerspectiveCamera } from 'three';
import { MIN_LABEL_PX } from './labelSize';
import { labelPixels, placeAreaLabels, type GlyphItem } from './TableLabels';

const label = (text: string, x: number, z: number, height = 0.4): GlyphItem => ({ entry: { kind: 'text', text }, x, y: 0, z, height, colour: '#fff', maxWidth: 3 });
const box = (it: GlyphItem) => {
  const w = Math.min(it.height * 0.58 * (it.entry.kind === 'text' ? it.entry.text.length : 1), it.maxWidth ?? Infinity);
  const h = it.height * (w / (it.height * 0.58 * (it.entry.kind === 'text' ? it.entry.text.length : 1)));
  return { x0: it.x - w / 2, x1: it.x + w / 2, z0: it.z - h / 2, z1: it.z + h / 2 };
};
const overlap = (a: GlyphItem, b: GlyphItem) => {
  const [p, q] = [box(a), box(b)];
  return p.x0 < q.x1 && q.x0 < p.x1 && p.z0 < q.z1 && q.z0 < p.z1;
};

describe('area labels placed by priority', () => {
  it('keeps the bigger area name and makes the colliding smaller one a detail label that fits beside it', () => {
    const out = placeAreaLabels([
      { item: label('Arabian Sea 4', 0, 0), priority: 1 },
      { item: label('Babylon 3', 0.5, 0.1), priority: 5 },
    ]);
    const big = out.find((i) => i.entry.kind === 'text' && i.entry.text === 'Babylon 3')!;
    const small = out.find((i) => i.entry.kind === 'text' && i.entry.text === 'Arabian Sea 4')!;
    expect(big.detail).toBeFalsy();
    expect(big.height).toBe(0.4);
    expect(small.detail).toBe(true);
    expect(small.height).toBeLessThan(0.4);
  });

  it('leaves no two labels of the default view overlapping', () => {
    const items = Array.from({ length: 40 }, (_, i) => ({ item: label(`Area ${i}`, (i % 8) * 0.9, Math.floor(i / 8) * 0.3), priority: i % 5 }));
    const shown = placeAreaLabels(items).filter((i) => !i.detail);
    for (let i = 0; i < shown.length; i++) for (let j = i + 1; j < shown.length; j++) expect(overlap(shown[i], shown[j])).toBe(false);
    expect(shown.length).toBeGreaterThan(5);
  });

  it('keeps labels that do not touch at their full size', () => {
    const out = placeAreaLabels([
      { item: label('Kish', 0, 0), priority: 1 },
      { item: label('Uruk', 5, 0), priority: 1 },
    ]);
    expect(out.every((i) => !i.detail && i.height === 0.4)).toBe(true);
  });
});

describe('area labels too small to read', () => {
  it('shows a name squeezed into a narrow area only on zoom', () => {
    const [narrow] = placeAreaLabels([{ item: { ...label('Arabian Sea 10', 0, 0), maxWidth: 0.9 }, priority: 1 }]);
    expect(narrow.detail).toBe(true);
  });
});

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
