// Where things are in this repository, for tests, benchmarks and scripts alike: one place to change
// when a file moves. Absolute paths, found from this file, so they hold from any working directory.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** `parts` joined under the repository's root. */
export function repoPath(...parts: string[]): string {
  return join(REPO_ROOT, ...parts);
}

/** The demo installation shipped with the app: its dataset and the images beside it. */
export const DEMO_RESOURCES = repoPath('resources', 'demo');
export const DEMO_DATASET = join(DEMO_RESOURCES, 'dataset.json');
export const PACKAGE_JSON = repoPath('package.json');
/** The command line's launcher, as `npm install -g` puts it on the PATH. */
export const CLI_BIN = repoPath('bin', 'retail-inspector.js');

/** What `node scripts/build.mjs` writes. */
export const DIST = {
  cli: repoPath('dist', 'cli.js'),
  main: repoPath('dist', 'electron', 'main.js'),
  preload: repoPath('dist', 'electron', 'preload.cjs'),
  watchWorker: repoPath('dist', 'electron', 'watch-worker.mjs'),
  renderer: repoPath('dist', 'renderer'),
  rendererIndex: repoPath('dist', 'renderer', 'index.html'),
  rendererAssets: repoPath('dist', 'renderer', 'assets'),
} as const;

/** Whether the command line and the renderer are built (what `web` and `serve` need from dist/). */
export function appIsBuilt(): boolean {
  return existsSync(DIST.cli) && existsSync(DIST.rendererIndex);
}
