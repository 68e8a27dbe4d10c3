import { CanvasTexture, LinearFilter, SRGBColorSpace } from 'three';
import type { SeatMark } from './palette';

/**
 * One canvas texture holding every label and seat mark the table shows, so all of them draw in one or two
 * instanced calls and no font is downloaded (the system sans-serif paints the canvas).
 */
export const ROW = 64;
export const ATLAS_W = 2048;
export const ATLAS_MAX_H = 2048;

export interface Slot {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Shelf packing: left to right in rows of equal height; items that do not fit get no slot. */
export function packShelves(widths: readonly number[], rowHeight = ROW, width = ATLAS_W, maxHeight = ATLAS_MAX_H): (Slot | null)[] {
  let x = 0;
  let y = 0;
  return widths.map((w0) => {
    const w = Math.min(Math.ceil(w0), width);
    if (x + w > width) {
      x = 0;
      y += rowHeight;
    }
    if (y + rowHeight > maxHeight) return null;
    const slot = { x, y, w, h: rowHeight };
    x += w;
    return slot;
  });
}

export type AtlasEntry = { kind: 'text'; text: string } | { kind: 'mark'; mark: SeatMark };
export const entryKey = (e: AtlasEntry) => (e.kind === 'text' ? `t:${e.text}` : `m:${e.mark}`);

export interface Atlas {
  readonly texture: CanvasTexture;
  readonly height: number;
  /** uv rectangle (u, v, width, height) and the slot's aspect (w / h) per entry key. */
  readonly uv: ReadonlyMap<string, { u: number; v: number; du: number; dv: number; aspect: number }>;
}

const FONT = '600 40px system-ui, "Segoe UI", Roboto, "DejaVu Sans", sans-serif';

function drawMark(g: CanvasRenderingContext2D, mark: SeatMark, cx: number, cy: number, r: number) {
  g.beginPath();
  const poly = (n: number, rot: number, rad = r) => {
    for (let i = 0; i < n; i++) {
      const a = rot + (i / n) * Math.PI * 2;
      if (i === 0) g.moveTo(cx + Math.cos(a) * rad, cy + Math.sin(a) * rad);
      else g.lineTo(cx + Math.cos(a) * rad, cy + Math.sin(a) * rad);
    }
    g.closePath();
  };
  switch (mark) {
    case 'circle':
      g.arc(cx, cy, r * 0.85, 0, Math.PI * 2);
      break;
    case 'ring':
      g.arc(cx, cy, r * 0.9, 0, Math.PI * 2);
      g.arc(cx, cy, r * 0.5, 0, Math.PI * 2, true);
      break;
    case 'square':
      g.rect(cx - r * 0.75, cy - r * 0.75, r * 1.5, r * 1.5);
      break;
    case 'triangle':
      poly(3, -Math.PI / 2, r * 1.05);
      break;
    case 'diamond':
      poly(4, -Math.PI / 2);
      break;
    case 'hexagon':
      poly(6, 0, r * 0.92);
      break;
    case 'star':
      for (let i = 0; i < 10; i++) {
        const a = -Math.PI / 2 + (i / 10) * Math.PI * 2;
        const rad = i % 2 === 0 ? r : r * 0.45;
        if (i === 0) g.moveTo(cx + Math.cos(a) * rad, cy + Math.sin(a) * rad);
        else g.lineTo(cx + Math.cos(a) * rad, cy + Math.sin(a) * rad);
      }
      g.closePath();
      break;
    case 'plus':
      g.rect(cx - r * 0.28, cy - r * 0.9, r * 0.56, r * 1.8);
      g.rect(cx - r * 0.9, cy - r * 0.28, r * 1.8, r * 0.56);
      break;
    case 'cross':
      g.translate(cx, cy);
      g.rotate(Math.PI / 4);
      g.rect(-r * 0.26, -r, r * 0.52, r * 2);
      g.rect(-r, -r * 0.26, r * 2, r * 0.52);
      g.setTransform(1, 0, 0, 1, 0, 0);
      break;
    case 'bar':
      g.rect(cx - r * 0.9, cy - r * 0.3, r * 1.8, r * 0.6);
      break;
  }
  g.fill('nonzero');
  g.stroke();
}

/** Paints the entries into a fresh atlas. Text is white with a dark rim, marks white: the instances tint them. */
export function paintAtlas(entries: readonly AtlasEntry[]): Atlas {
  const canvas = document.createElement('canvas');
  const g0 = canvas.getContext('2d')!;
  g0.font = FONT;
  const widths = entries.map((e) => (e.kind === 'text' ? g0.measureText(e.text).width + 24 : ROW));
  const slots = packShelves(widths);
  const used = Math.max(ROW, ...slots.map((s) => (s ? s.y + s.h : 0)));
  const height = 2 ** Math.ceil(Math.log2(used));
  canvas.width = ATLAS_W;
  canvas.height = height;
  const g = canvas.getContext('2d')!;
  g.font = FONT;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.lineJoin = 'round';
  const uv = new Map<string, { u: number; v: number; du: number; dv: number; aspect: number }>();
  entries.forEach((e, i) => {
    const s = slots[i];
    if (!s) return;
    const cx = s.x + s.w / 2;
    const cy = s.y + s.h / 2;
    g.fillStyle = '#ffffff';
    g.strokeStyle = 'rgba(20,14,8,0.9)';
    if (e.kind === 'text') {
      g.lineWidth = 8;
      g.strokeText(e.text, cx, cy + 2);
      g.fillText(e.text, cx, cy + 2);
    } else {
      g.lineWidth = 4;
      drawMark(g, e.mark, cx, cy, s.h * 0.4);
    }
    // Texture v runs bottom-up (flipY), so the slot's v is measured from the canvas bottom.
    uv.set(entryKey(e), { u: s.x / ATLAS_W, v: 1 - (s.y + s.h) / height, du: s.w / ATLAS_W, dv: s.h / height, aspect: s.w / s.h });
  });
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.minFilter = LinearFilter;
  texture.generateMipmaps = false;
  texture.anisotropy = 4;
  return { texture, height, uv };
}
