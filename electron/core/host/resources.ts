/** Where bundled resources live, in the repository, in dist/ builds and in packaged apps. */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Relative path of the demo dataset inside a resources folder. */
export const DEMO_DATASET = join('demo', 'dataset.json');

/**
 * The bundled demo dataset: the first of `resourceRoots` that holds it. Callers pass their own
 * candidates (the packaged app's resources path, the repository's resources/ folder).
 */
export function findDemoDataset(resourceRoots: readonly string[]): string {
  for (const root of resourceRoots) {
    const candidate = resolve(root, DEMO_DATASET);
    if (existsSync(candidate)) return candidate;
  }
  // Loading this path reports "cannot be read (no such file)" with the path, which says it all.
  return resolve(resourceRoots[0] ?? '.', DEMO_DATASET);
}
