#!/usr/bin/env node
// Launcher for the built command line (dist/cli.js, made by `npm run build`, which `npm ci` runs).
import { existsSync } from 'node:fs';
// A namespace import: an older Node.js without enableCompileCache still reaches the version check.
import * as nodeModule from 'node:module';
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
// V8's compiled code of dist/cli.js kept on disk (Node's own cache, in the temporary folder, checked
// against the file's content; NODE_DISABLE_COMPILE_CACHE=1 turns it off), as TypeScript's tsc does:
// compiling the 3 MB bundle is most of a short command's start (docs/performance.md). It never
// throws: a folder it cannot write leaves the command uncached, nothing more.
nodeModule.enableCompileCache?.();
await import(entry.href);
