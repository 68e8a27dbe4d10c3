// Renders build/icon.svg to the PNG, ICO and ICNS icons the packagers want, with playwright-core
// driving the system Chromium (TOOLCHAIN.md). Run: npx tsx scripts/make-icons.ts
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromiumArgs } from '../e2e/harness';

const repo = fileURLToPath(new URL('..', import.meta.url));
const buildDir = path.join(repo, 'build');

export const PNG_SIZES = [16, 32, 48, 64, 128, 256, 512] as const;
export const ICO_SIZES = [16, 32, 48, 64, 128, 256] as const;
/** ICNS entry types holding PNG data, by pixel size (the @2x types reuse the larger renders). */
export const ICNS_TYPES: ReadonlyArray<readonly [string, number]> = [
  ['ic11', 32],
  ['ic12', 64],
  ['ic07', 128],
  ['ic13', 256],
  ['ic08', 256],
  ['ic14', 512],
  ['ic09', 512],
];


/** A Windows .ico holding PNG images (supported since Vista). */
export function encodeIco(images: ReadonlyArray<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  const entries: Buffer[] = [];
  let offset = 6 + 16 * images.length;
  for (const { size, png } of images) {
    const e = Buffer.alloc(16);
    e.writeUInt8(size >= 256 ? 0 : size, 0); // 0 means 256
    e.writeUInt8(size >= 256 ? 0 : size, 1);
    e.writeUInt8(0, 2);
    e.writeUInt8(0, 3);
    e.writeUInt16LE(1, 4);
    e.writeUInt16LE(32, 6);
    e.writeUInt32LE(png.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += png.length;
    entries.push(e);
  }
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

/** A macOS .icns made of PNG entries. */
export function encodeIcns(entries: ReadonlyArray<{ type: string; png: Buffer }>): Buffer {
  const parts = entries.map(({ type, png }) => {
    const head = Buffer.alloc(8);
    head.write(type, 0, 4, 'ascii');
    head.writeUInt32BE(png.length + 8, 4);
    return Buffer.concat([head, png]);
  });
  const head = Buffer.alloc(8);
  head.write('icns', 0, 4, 'ascii');
  head.writeUInt32BE(8 + parts.reduce((n, p) => n + p.length, 0), 4);
  return Buffer.concat([head, ...parts]);
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (png.readUInt32BE(0) !== 0x89504e47 || png.toString('ascii', 12, 16) !== 'IHDR') throw new Error('not a PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

async function render(svg: string, sizes: readonly number[]): Promise<Map<number, Buffer>> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: process.env['TESSERA_CHROMIUM'] ?? '/usr/bin/chromium', args: chromiumArgs });
  const out = new Map<number, Buffer>();
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    for (const size of sizes) {
      await page.setViewportSize({ width: size, height: size });
      await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent"><img id="i" src="${src}" width="${size}" height="${size}" style="display:block"></body></html>`);
      // A string, not a function: this file is checked without the DOM library.
      await page.waitForFunction("document.getElementById('i')?.complete === true");
      out.set(size, await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } }));
    }
  } finally {
    await browser.close();
  }
  return out;
}

async function main(): Promise<void> {
  const svg = readFileSync(path.join(buildDir, 'icon.svg'), 'utf8');
  const pngs = await render(svg, PNG_SIZES);
  mkdirSync(path.join(buildDir, 'icons'), { recursive: true });
  for (const [size, png] of pngs) writeFileSync(path.join(buildDir, 'icons', `${size}x${size}.png`), png);
  writeFileSync(path.join(buildDir, 'icon.png'), pngs.get(512)!);
  writeFileSync(path.join(buildDir, 'icon.ico'), encodeIco(ICO_SIZES.map((size) => ({ size, png: pngs.get(size)! }))));
  writeFileSync(path.join(buildDir, 'icon.icns'), encodeIcns(ICNS_TYPES.map(([type, size]) => ({ type, png: pngs.get(size)! }))));
  console.log(`make-icons: wrote build/icon.png, build/icon.ico, build/icon.icns and build/icons/{${PNG_SIZES.join(',')}} from build/icon.svg`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(`make-icons: ${(error as Error).message}`);
    process.exit(1);
  });
}
