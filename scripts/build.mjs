// Builds what runs outside the TypeScript toolchain: the command line (dist/cli.js). Bundled with
// esbuild so `retail-inspector` starts fast and needs nothing from node_modules at run time.
import { build } from 'esbuild';

const started = Date.now();
await build({
  entryPoints: { cli: 'electron/cli/main.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: 'linked',
  logLevel: 'warning',
});
console.log(`build: dist/cli.js in ${Date.now() - started} ms`);
