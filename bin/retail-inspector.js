#!/usr/bin/env node
// Launcher for the built command line (dist/cli.js, made by `npm run build`, which `npm ci` runs).
import { existsSync } from 'node:fs';
import { enginesRange, nodeVersionProblem } from './node-version.mjs';

// An older Node.js than package.json's engines is told so first, rather than failing somewhere later.
const tooOld = nodeVersionProblem(process.versions.node, enginesRange());
if (tooOld) {
  process.stderr.write(`${tooOld}\n`);
  process.exit(2);
}

const entry = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(entry)) {
  process.stderr.write('retail-inspector: not built yet; run "npm run build" in the package folder first.\n');
  process.exit(2);
}
await import(entry.href);
