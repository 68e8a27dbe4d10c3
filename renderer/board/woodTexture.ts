import { CanvasTexture, RepeatWrapping, SRGBColorSpace } from 'three';
import { scatter } from './demoBoard';

/**
 * A wood-grain texture painted in code (no downloaded images): long wavy grain lines over a warm base,
 * with a few darker boards' seams. Drawn once, shared by every wooden surface.
 */
export function paintWood(base: string, grain: string, seed: string, size = 512): CanvasTexture {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const g = canvas.getContext('2d')!;
  const rnd = scatter(seed);
  g.fillStyle = base;
  g.fillRect(0, 0, size, size);
  g.strokeStyle = grain;
  for (let i = 0; i < 90; i++) {
    const y0 = rnd() * size;
    const amp = 2 + rnd() * 6;
    const freq = 0.004 + rnd() * 0.01;
    const phase = rnd() * Math.PI * 2;
    g.globalAlpha = 0.08 + rnd() * 0.22;
    g.lineWidth = 0.6 + rnd() * 2.2;
    g.beginPath();
    for (let x = 0; x <= size; x += 8) {
      const y = y0 + Math.sin(x * freq + phase) * amp + Math.sin(x * freq * 3.1 + phase) * amp * 0.3;
      if (x === 0) g.moveTo(x, y);
      else g.lineTo(x, y);
    }
    g.stroke();
  }
  // Plank seams: the table is made of boards.
  g.globalAlpha = 0.35;
  g.lineWidth = 2;
  for (let y = size / 4; y < size; y += size / 4) {
    g.beginPath();
    g.moveTo(0, y);
    g.lineTo(size, y);
    g.stroke();
  }
  g.globalAlpha = 1;
  const texture = new CanvasTexture(canvas);
  texture.wrapS = RepeatWrapping;
  texture.wrapT = RepeatWrapping;
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 4;
  return texture;
}
