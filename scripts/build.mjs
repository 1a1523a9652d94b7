// Builds everything that runs outside the TypeScript toolchain into dist/:
//   dist/cli.js                the command line (esbuild; each command's code in dist/cli-chunks/,
//                              loaded when that command runs, so a short one starts fast)
//   dist/electron/main.js      Electron's main process (ESM; electron stays external)
//   dist/electron/preload.cjs  the sandboxed preload (CommonJS, as sandboxed preloads must be)
//   dist/electron/watch-worker.mjs  the watch's worker threads (ESM; unpacked from app.asar)
//   dist/renderer/             the React renderer (vite)
import { build } from 'esbuild';
import { build as viteBuild } from 'vite';

const started = Date.now();
// Prefer packages' ES module builds: some UMD builds use dynamic require, which ESM output cannot run.
const node = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  mainFields: ['module', 'main'],
};
// CommonJS packages bundled into ESM output (pino, undici) require Node's built-in modules; ESM has
// no `require`, so the bundles get one.
const esmRequire = {
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
  },
};
await Promise.all([
  build({
    ...node,
    ...esmRequire,
    entryPoints: { cli: 'electron/cli/main.ts' },
    outdir: 'dist',
    format: 'esm',
    // Each command in chunks of its own, loaded when it runs (electron/cli/main.ts).
    splitting: true,
    chunkNames: 'cli-chunks/[name]-[hash]',
  }),
  build({
    ...node,
    ...esmRequire,
    entryPoints: ['electron/main.ts'],
    outfile: 'dist/electron/main.js',
    format: 'esm',
    external: ['electron'],
  }),
  build({
    ...node,
    ...esmRequire,
    entryPoints: ['electron/core/watch/worker/watch-worker.ts'],
    outfile: 'dist/electron/watch-worker.mjs',
    format: 'esm',
  }),
  build({
    ...node,
    entryPoints: ['electron/preload.ts'],
    outfile: 'dist/electron/preload.cjs',
    format: 'cjs',
    external: ['electron'],
  }),
]);
await viteBuild({ configFile: 'vite.config.ts', logLevel: 'warn' });
console.log(`build: dist/ in ${Date.now() - started} ms`);
