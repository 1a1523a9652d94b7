// The packages' icons, all made from build-resources/icon.svg by scripts/make-icons.ts: the committed
// files are exactly what the script makes from the source (so they cannot drift from it), and each
// container is well formed, read back here byte by byte as Windows and macOS read them.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ICNS_TYPES, ICO_SIZES, LINUX_SIZES, iconFiles } from '../../scripts/icon-files';
import { repoPath } from '../helpers/repo-paths';

const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const committed = (path: string) => readFile(repoPath(...path.split('/')));

describe('icons made from build-resources/icon.svg', () => {
  it('are committed exactly as `npm run icons` makes them from the source', async () => {
    const svg = await readFile(repoPath('build-resources', 'icon.svg'), 'utf8');
    const made = await iconFiles(svg);
    expect([...made.keys()]).toContain('build-resources/icon.icns');
    for (const [path, bytes] of made)
      expect(
        (await committed(path)).equals(bytes),
        `${path} differs from the source: run npm run icons`,
      ).toBe(true);
  }, 60_000);

  it('give Linux one PNG per hicolor size, named after its size', async () => {
    for (const size of LINUX_SIZES)
      expect(pngSize(await committed(`build-resources/icons/${size}x${size}.png`))).toEqual({
        width: size,
        height: size,
      });
  });

  it('give Windows an .ico whose directory matches each PNG it holds, up to 256 pixels', async () => {
    const ico = await committed('build-resources/icon.ico');
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, ICO_SIZES.length]);
    const sizes: number[] = [];
    for (let i = 0; i < ICO_SIZES.length; i++) {
      const entry = ico.subarray(6 + 16 * i, 22 + 16 * i);
      const size = entry.readUInt8(0) || 256;
      const png = ico.subarray(entry.readUInt32LE(12), entry.readUInt32LE(12) + entry.readUInt32LE(8));
      expect(pngSize(png)).toEqual({ width: size, height: entry.readUInt8(1) || 256 });
      expect(entry.readUInt16LE(6)).toBe(32);
      sizes.push(size);
    }
    expect(sizes).toEqual([...ICO_SIZES]);
    expect(Math.max(...sizes)).toBe(256); // electron-builder refuses a Windows icon below 256
  });

  it('give macOS an .icns of typed PNG chunks, from 16 to 1024 pixels', async () => {
    const icns = await committed('build-resources/icon.icns');
    expect(icns.toString('latin1', 0, 4)).toBe('icns');
    expect(icns.readUInt32BE(4)).toBe(icns.length);
    const chunks: [string, number][] = [];
    for (let at = 8; at < icns.length;) {
      const type = icns.toString('latin1', at, at + 4);
      const length = icns.readUInt32BE(at + 4);
      chunks.push([type, pngSize(icns.subarray(at + 8, at + length)).width]);
      at += length;
    }
    expect(chunks).toEqual(ICNS_TYPES.map(([type, pixels]) => [type, pixels]));
  });
});
