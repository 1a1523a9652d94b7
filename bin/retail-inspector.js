#!/usr/bin/env node
// Launcher for the built command line (dist/cli.js, made by `npm run build`, which `npm ci` runs).
import { existsSync } from 'node:fs';

const entry = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(entry)) {
  process.stderr.write('retail-inspector: not built yet; run "npm run build" in the package folder first.\n');
  process.exit(2);
}
await import(entry.href);
