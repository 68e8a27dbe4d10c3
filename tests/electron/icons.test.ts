import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeIcns, encodeIco, ICNS_TYPES, ICO_SIZES, PNG_SIZES, pngSize } from '../../scripts/make-icons';

const build = fileURLToPath(new URL('../../build', import.meta.url));
const read = (file: string) => readFileSync(path.join(build, file));

describe('app icon (build/)', () => {
  it('the SVG source is our own square 512 design', () => {
    const svg = read('icon.svg').toString('utf8');
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 512 512"/);
    expect(svg).not.toMatch(/<image|href="http/); // drawn from shapes only, nothing embedded or fetched
  });

  it('every PNG export has the size its name says, and icon.png is 512x512', () => {
    for (const size of PNG_SIZES) expect(pngSize(read(`icons/${size}x${size}.png`)), `${size}`).toEqual({ width: size, height: size });
    expect(pngSize(read('icon.png'))).toEqual({ width: 512, height: 512 });
  });

  it('icon.ico lists each size with a PNG at the offset it claims', () => {
    const ico = read('icon.ico');
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(ICO_SIZES.length);
    ICO_SIZES.forEach((size, i) => {
      const entry = 6 + 16 * i;
      expect(ico.readUInt8(entry) || 256).toBe(size);
      const length = ico.readUInt32LE(entry + 8);
      const offset = ico.readUInt32LE(entry + 12);
      expect(pngSize(ico.subarray(offset, offset + length))).toEqual({ width: size, height: size });
    });
  });

  it('icon.icns is a chain of PNG entries whose lengths add up', () => {
    const icns = read('icon.icns');
    expect(icns.toString('ascii', 0, 4)).toBe('icns');
    expect(icns.readUInt32BE(4)).toBe(icns.length);
    const seen: string[] = [];
    for (let at = 8; at < icns.length; at += icns.readUInt32BE(at + 4)) {
      seen.push(icns.toString('ascii', at, at + 4));
      const size = ICNS_TYPES.find(([t]) => t === seen.at(-1))![1];
      expect(pngSize(icns.subarray(at + 8)).width).toBe(size);
    }
    expect(seen).toEqual(ICNS_TYPES.map(([t]) => t));
  });

  it('the encoders write the 256-pixel ICO size as 0 and size each ICNS entry with its header', () => {
    const fakePng = Buffer.from('89504e470d0a1a0a0000000d49484452000001000000010008060000', 'hex');
    const ico = encodeIco([{ size: 256, png: fakePng }]);
    expect(ico.readUInt8(6)).toBe(0);
    expect(ico.readUInt32LE(6 + 12)).toBe(22);
    const icns = encodeIcns([{ type: 'ic08', png: fakePng }]);
    expect(icns.readUInt32BE(12)).toBe(fakePng.length + 8);
    expect(() => pngSize(Buffer.from('not a png at all, really not'))).toThrow('not a PNG');
  });
});
