// The watch's worker script built from the sources as scripts/build.mjs builds it (esbuild, one ES
// module), into a temporary folder once per test process, so a test of the worker runs the code under
// test without `npm run build`. Also the stand-in worker that crashes or hangs (stuck-worker.mjs).
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { repoPath } from './repo-paths';

let built: Promise<string> | null = null;

/** The path of the built worker (built on first use; the folder is left to the system's tmp cleaning). */
export function builtWatchWorker(): Promise<string> {
  built ??= (async () => {
    const folder = await mkdtemp(join(tmpdir(), 'ri-watch-worker-'));
    const outfile = join(folder, 'watch-worker.mjs');
    await build({
      entryPoints: [repoPath('electron', 'core', 'watch', 'worker', 'watch-worker.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      mainFields: ['module', 'main'],
      logLevel: 'warning',
      banner: {
        js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
      },
    });
    return outfile;
  })();
  return built;
}

/**
 * A worker that takes the pool's jobs but fails every one as `mode` says: 'hang' (a busy loop, deaf
 * to any message), 'crash' (an uncaught error) or 'exit' (process.exit(3) in the thread).
 */
export function stuckWorker(mode: 'hang' | 'crash' | 'exit'): URL {
  return new URL(`./${mode}-worker.mjs`, import.meta.url);
}
