/**
 * Every icon the packages need, from the one source image build-resources/icon.svg: PNGs of each size
 * for Linux (build-resources/icons/NxN.png, which electron-builder installs into the hicolor theme),
 * build-resources/icon.ico for Windows, build-resources/icon.icns for macOS, and the page's favicon.
 * The SVG is rendered by resvg compiled to WebAssembly (@resvg/resvg-wasm: no native module); the two
 * containers are written here, both simple: ICO is a directory of PNG images (Windows Vista and later
 * read PNG entries), ICNS a list of typed PNG chunks. Deterministic: the same source gives the same
 * bytes, so test/unit/icon-files.test.ts holds the committed files to the source.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';

/** The sizes of the Linux icon set (freedesktop's hicolor sizes) and of the Windows .ico. */
export const LINUX_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024] as const;
export const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256] as const;

/** The ICNS chunk types of PNG images, with the pixel size each holds (@2x types hold twice). */
export const ICNS_TYPES: readonly (readonly [type: string, pixels: number])[] = [
  ['icp4', 16],
  ['icp5', 32],
  ['icp6', 64],
  ['ic07', 128],
  ['ic08', 256],
  ['ic09', 512],
  ['ic10', 1024],
  ['ic11', 32],
  ['ic12', 64],
  ['ic13', 256],
  ['ic14', 512],
];

let ready: Promise<void> | null = null;
function loadResvg(): Promise<void> {
  const wasm = createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm');
  ready ??= readFile(wasm).then((bytes) => initWasm(bytes));
  return ready;
}

/** `svg` rendered as a square PNG of `size` pixels. */
export async function renderPng(svg: string, size: number): Promise<Buffer> {
  await loadResvg();
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
  return Buffer.from(png);
}

/** A .ico file of PNG entries: a 6-byte header, a 16-byte directory entry per image, the images. */
export function icoFile(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // 0 means 256
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

/** An .icns file: "icns" and the file's length, then each chunk as its type, its length and its PNG. */
export function icnsFile(chunks: readonly { type: string; png: Buffer }[]): Buffer {
  const parts = chunks.map(({ type, png }) => {
    const head = Buffer.alloc(8);
    head.write(type, 0, 'latin1');
    head.writeUInt32BE(png.length + 8, 4);
    return Buffer.concat([head, png]);
  });
  const header = Buffer.alloc(8);
  header.write('icns', 0, 'latin1');
  header.writeUInt32BE(8 + parts.reduce((sum, part) => sum + part.length, 0), 4);
  return Buffer.concat([header, ...parts]);
}

/** Every icon file made from `svg`, by its path relative to the repository. */
export async function iconFiles(svg: string): Promise<Map<string, Buffer>> {
  const sizes = [...new Set([...LINUX_SIZES, ...ICO_SIZES, ...ICNS_TYPES.map(([, pixels]) => pixels)])];
  const png = new Map<number, Buffer>();
  for (const size of sizes) png.set(size, await renderPng(svg, size));
  const at = (size: number) => png.get(size)!;
  const files = new Map<string, Buffer>();
  for (const size of LINUX_SIZES) files.set(`build-resources/icons/${size}x${size}.png`, at(size));
  files.set('build-resources/icon.ico', icoFile(ICO_SIZES.map((size) => ({ size, png: at(size) }))));
  files.set(
    'build-resources/icon.icns',
    icnsFile(ICNS_TYPES.map(([type, pixels]) => ({ type, png: at(pixels) }))),
  );
  files.set('renderer/public/favicon.svg', Buffer.from(svg));
  return files;
}
