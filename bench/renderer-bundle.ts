/**
 * The renderer bundle's size as a browser downloads it: every .js and .css file under
 * dist/renderer/assets (source maps excluded), each compressed on its own with zlib's gzip at level 9
 * (the highest; what "gzipped size" build reports usually mean). The goal applies to the first
 * screen: the files index.html loads and their static imports; chunks loaded on demand (each
 * language's catalog) are listed and summed apart.
 */
import { spawnSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { appIsBuilt, DIST, REPO_ROOT } from '../test/helpers/repo-paths';

const ASSETS = DIST.rendererAssets;
export const BUNDLE_GOAL_BYTES = 250 * 1024;
export const GZIP_LEVEL = constants.Z_BEST_COMPRESSION;

/** One asset: its size on disk and gzipped, and whether the first screen loads it. */
export interface AssetSize {
  readonly name: string;
  readonly bytes: number;
  readonly gzipBytes: number;
  /** Named by index.html or imported statically by what it names; else loaded on demand. */
  readonly firstScreen: boolean;
}

export interface BundleSize {
  readonly files: readonly AssetSize[];
  /** The first screen's files (the goal applies to them): what index.html loads before anything runs. */
  readonly bytes: number;
  readonly gzipBytes: number;
  /** The chunks loaded on demand (a language's catalog, …), summed. */
  readonly lazyGzipBytes: number;
}

/** Builds dist/ (node scripts/build.mjs) unless the command line and the renderer are there. */
export function ensureBuilt(log: (line: string) => void): void {
  if (appIsBuilt()) return;
  log('dist/ is missing: running node scripts/build.mjs...');
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0)
    throw new Error(`node scripts/build.mjs failed (${result.status ?? result.signal})`);
}

// The asset files a text names: index.html's src and href, a chunk's static imports
// (`from "./x.js"`, `import "./x.js"`), never its import() calls, which load on demand.
const namedIn = (text: string, html: boolean): string[] =>
  html
    ? [...text.matchAll(/(?:src|href)="\.\/assets\/([^"]+)"/g)].map((m) => m[1]!)
    : [...text.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+)["']/g)].map((m) => m[1]!);

/** The assets the first screen loads: those index.html names, and their static imports, transitively. */
async function firstScreenFiles(): Promise<Set<string>> {
  const html = await readFile(join(ASSETS, '..', 'index.html'), 'utf8');
  const found = new Set<string>();
  const queue = namedIn(html, true);
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (found.has(name)) continue;
    found.add(name);
    if (name.endsWith('.js')) queue.push(...namedIn(await readFile(join(ASSETS, name), 'utf8'), false));
  }
  return found;
}

/** Measures the .js and .css files of dist/renderer/assets; throws when there are none. */
export async function measureBundle(): Promise<BundleSize> {
  const names = (await readdir(ASSETS)).filter((name) => /\.(js|css)$/.test(name)).sort();
  if (!names.some((name) => name.endsWith('.js'))) throw new Error(`no JavaScript in ${ASSETS}`);
  const first = await firstScreenFiles();
  const files = await Promise.all(
    names.map(async (name) => {
      const content = await readFile(join(ASSETS, name));
      const gzipBytes = gzipSync(content, { level: GZIP_LEVEL }).length;
      return { name, bytes: content.length, gzipBytes, firstScreen: first.has(name) };
    }),
  );
  const sum = (key: 'bytes' | 'gzipBytes', firstScreen: boolean) =>
    files.filter((f) => f.firstScreen === firstScreen).reduce((total, file) => total + file[key], 0);
  return {
    files,
    bytes: sum('bytes', true),
    gzipBytes: sum('gzipBytes', true),
    lazyGzipBytes: sum('gzipBytes', false),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints the sizes and the goal line; returns whether the goal is met. */
export function bundleTable(size: BundleSize, log: (line: string) => void): boolean {
  log(
    `Renderer bundle (dist/renderer/assets, .js and .css, no maps; gzip = zlib level ${GZIP_LEVEL}, per file; ` +
      'KB = 1,024 bytes)',
  );
  log(`  ${'file'.padEnd(34)}${'size'.padStart(11)}${'gzipped'.padStart(11)}  loaded`);
  for (const file of size.files) {
    const when = file.firstScreen ? 'first screen' : 'on demand';
    log(`  ${file.name.padEnd(34)}${kb(file.bytes).padStart(11)}${kb(file.gzipBytes).padStart(11)}  ${when}`);
  }
  log(`  ${'first screen'.padEnd(34)}${kb(size.bytes).padStart(11)}${kb(size.gzipBytes).padStart(11)}`);
  log(`  ${'on demand, summed'.padEnd(34)}${''.padStart(11)}${kb(size.lazyGzipBytes).padStart(11)}`);
  const ok = size.gzipBytes <= BUNDLE_GOAL_BYTES;
  log(
    `  goal: first screen <= ${kb(BUNDLE_GOAL_BYTES)} gzipped: ${ok ? 'PASS' : 'FAIL'} (${kb(size.gzipBytes)})`,
  );
  return ok;
}
