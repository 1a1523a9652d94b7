/**
 * The renderer bundle's size as a browser downloads it: every .js and .css file under
 * dist/renderer/assets (source maps excluded), each compressed on its own with zlib's gzip at level 9
 * (the highest; what "gzipped size" build reports usually mean); the goal applies to the total.
 */
import { spawnSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { appIsBuilt, DIST, REPO_ROOT } from '../test/helpers/repo-paths';

const ASSETS = DIST.rendererAssets;
export const BUNDLE_GOAL_BYTES = 250 * 1024;
export const GZIP_LEVEL = constants.Z_BEST_COMPRESSION;

/** One asset: its size on disk and gzipped. */
export interface AssetSize {
  readonly name: string;
  readonly bytes: number;
  readonly gzipBytes: number;
}

export interface BundleSize {
  readonly files: readonly AssetSize[];
  readonly bytes: number;
  readonly gzipBytes: number;
}

/** Builds dist/ (node scripts/build.mjs) unless the command line and the renderer are there. */
export function ensureBuilt(log: (line: string) => void): void {
  if (appIsBuilt()) return;
  log('dist/ is missing: running node scripts/build.mjs...');
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0)
    throw new Error(`node scripts/build.mjs failed (${result.status ?? result.signal})`);
}

/** Measures the .js and .css files of dist/renderer/assets; throws when there are none. */
export async function measureBundle(): Promise<BundleSize> {
  const names = (await readdir(ASSETS)).filter((name) => /\.(js|css)$/.test(name)).sort();
  if (!names.some((name) => name.endsWith('.js'))) throw new Error(`no JavaScript in ${ASSETS}`);
  const files = await Promise.all(
    names.map(async (name) => {
      const content = await readFile(join(ASSETS, name));
      return { name, bytes: content.length, gzipBytes: gzipSync(content, { level: GZIP_LEVEL }).length };
    }),
  );
  const sum = (key: 'bytes' | 'gzipBytes') => files.reduce((total, file) => total + file[key], 0);
  return { files, bytes: sum('bytes'), gzipBytes: sum('gzipBytes') };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints the sizes and the goal line; returns whether the goal is met. */
export function bundleTable(size: BundleSize, log: (line: string) => void): boolean {
  log(
    `Renderer bundle (dist/renderer/assets, .js and .css, no maps; gzip = zlib level ${GZIP_LEVEL}, per file; ` +
      'KB = 1,024 bytes)',
  );
  log(`  ${'file'.padEnd(34)}${'size'.padStart(11)}${'gzipped'.padStart(11)}`);
  for (const file of size.files) {
    log(`  ${file.name.padEnd(34)}${kb(file.bytes).padStart(11)}${kb(file.gzipBytes).padStart(11)}`);
  }
  log(`  ${'total'.padEnd(34)}${kb(size.bytes).padStart(11)}${kb(size.gzipBytes).padStart(11)}`);
  const ok = size.gzipBytes <= BUNDLE_GOAL_BYTES;
  log(`  goal: <= ${kb(BUNDLE_GOAL_BYTES)} gzipped: ${ok ? 'PASS' : 'FAIL'} (${kb(size.gzipBytes)})`);
  return ok;
}
