// The folders of electron/core/ and renderer/features/ are layers (scripts/layer-order.mjs): every
// folder is in the order, every import between folders points to a lower tier, types included, and
// no folders import each other in a loop. A failure names the folders and one import of each.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CORE_TIERS, FEATURE_TIERS } from '../../scripts/layer-order.mjs';
import { folderCycles, folderGraph, importGraph, sourceFilesUnder } from '../helpers/import-graph';
import { REPO_ROOT } from '../helpers/repo-paths';

const LAYERED = [
  { base: 'electron/core', tiers: CORE_TIERS },
  { base: 'renderer/features', tiers: FEATURE_TIERS },
] as const;

const graph = importGraph(sourceFilesUnder(REPO_ROOT, ['electron', 'shared', 'renderer']));

/** The imports of `base`'s folders that do not point to a lower tier, as "a/x.ts imports b/y.ts". */
function upwardImports(base: string, tiers: readonly (readonly string[])[]): string[] {
  const tierOf = (folder: string) => tiers.findIndex((names) => names.includes(folder));
  const found: string[] = [];
  for (const [folder, edges] of folderGraph(graph, REPO_ROOT, base)) {
    for (const [target, step] of edges) {
      if (tierOf(target) >= tierOf(folder))
        found.push(`${folder} -> ${target}: ${step.from} imports ${step.to}`);
    }
  }
  return found.sort();
}

describe.each(LAYERED)('the folders of $base', ({ base, tiers }) => {
  it('are each in one tier of the layer order, and the order names no folder that is gone', () => {
    const inTree = readdirSync(join(REPO_ROOT, base), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(tiers.flat().sort()).toEqual(inTree);
  });

  it('hold every source file, so none sits outside the order beside them', () => {
    // A file directly in the base would be in no tier: through it a low folder could reach a high one.
    const loose = readdirSync(join(REPO_ROOT, base), { withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(ts|tsx|mts)$/.test(entry.name))
      .map((entry) => `${base}/${entry.name}`);
    expect(loose).toEqual([]);
  });

  it('import only folders of lower tiers, types included', () => {
    // The graph really was read: some folder of this base imports another.
    const edges = [...folderGraph(graph, REPO_ROOT, base).values()].reduce((n, e) => n + e.size, 0);
    expect(edges).toBeGreaterThan(5);
    expect(upwardImports(base, tiers)).toEqual([]);
  });

  it('import each other in no loop', () => {
    expect(folderCycles(folderGraph(graph, REPO_ROOT, base))).toEqual([]);
  });
});

describe('a cycle of folders', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('is found and named by its folders and one import of each step, through type imports too', async () => {
    dir = await mkdtemp(join(tmpdir(), 'folder-layers-'));
    const write = async (name: string, text: string) => {
      await mkdir(dirname(join(dir!, name)), { recursive: true });
      await writeFile(join(dir!, name), text);
    };
    // dataset -> capture -> handlers -> dataset: the knot this order undid, once by a type alone.
    await write(
      'core/dataset/open.ts',
      "import { target } from '../capture/target';\nexport const o = target;\n",
    );
    await write(
      'core/capture/target.ts',
      "import type { Deps } from '../handlers/types';\nexport const target = {} as Deps;\n",
    );
    await write(
      'core/handlers/types.ts',
      "import type { o } from '../dataset/open';\nexport type Deps = typeof o;\n",
    );
    await write('core/lib/error.ts', 'export const e = 1;\n');
    await write('core/fleet/file.ts', "import { e } from '../lib/error';\nexport const f = e;\n");
    const folders = folderGraph(importGraph(sourceFilesUnder(dir, ['core'])), dir, 'core');
    expect(folderCycles(folders)).toEqual([
      'capture -> handlers (core/capture/target.ts imports core/handlers/types.ts) -> dataset (core/handlers/types.ts imports core/dataset/open.ts) -> capture (core/dataset/open.ts imports core/capture/target.ts)',
    ]);
  });
});
