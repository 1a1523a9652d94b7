// Whether this Node.js is new enough for the command line: package.json's `engines.node` (">=24.11")
// against `process.versions.node`. Plain JavaScript any Node.js can run, so that an older one is told
// what to run instead on the first line, before the build (which needs Node 24) is loaded at all.
import { readFileSync } from 'node:fs';

/** The `engines.node` range of this package's package.json (e.g. ">=24.11"), or null if unreadable. */
export function enginesRange(packageJsonUrl = new URL('../package.json', import.meta.url)) {
  try {
    const range = JSON.parse(readFileSync(packageJsonUrl, 'utf8'))?.engines?.node;
    return typeof range === 'string' ? range : null;
  } catch {
    return null;
  }
}

/**
 * The line to print when Node.js `version` (e.g. "20.20.2") is older than `range` (">=24.11", the one
 * form package.json uses); null when it is new enough, or when the range has another form (then
 * nothing is refused).
 */
export function nodeVersionProblem(version, range) {
  const wanted = /^>=\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range?.trim() ?? '');
  const have = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!wanted || !have) return null;
  const need = [wanted[1], wanted[2] ?? '0', wanted[3] ?? '0'].map(Number);
  const got = [have[1], have[2], have[3]].map(Number);
  const older = need.findIndex((part, i) => got[i] !== part);
  if (older === -1 || got[older] > need[older]) return null;
  const needed = need.join('.').replace(/\.0$/, '');
  return (
    `retail-inspector: Node.js ${needed} or newer is needed, this is Node.js ${have[0].replace(/^v/, '')}; ` +
    `run it with Node.js 24 (in the package folder, ". scripts/use-node-24.sh" puts Node.js 24 first on PATH) ` +
    `or install Node.js 24 from https://nodejs.org.`
  );
}
