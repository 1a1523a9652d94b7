// The architecture, proven on the whole tree: no module imports itself back through others, and the
// folders of electron/core/ and renderer/features/ are layers (scripts/layer-order.mjs): every folder
// is in the order, every import between folders points to a lower tier, types included, and no
// folders import each other in a loop. A failure names the chain of files, or the folders and one
// import of each, to break. The graph is read once, for both.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CORE_TIERS, FEATURE_TIERS } from '../../scripts/layer-order.mjs';
import {
  folderCycles,
  folderGraph,
  importCycles,
  importGraph,
  sourceFilesUnder,
} from '../helpers/import-graph';
import { REPO_ROOT } from '../helpers/repo-paths';

const SOURCE_DIRS = ['electron', 'shared', 'renderer', 'bench', 'scripts', 'test'];
// Reading every file of the tree takes 10-15 s: done once, as the file is collected.
const graph = importGraph(sourceFilesUnder(REPO_ROOT, SOURCE_DIRS));

describe('import cycles', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('finds none in the repository', () => {
    // The graph really was read: the handler table imports its domain tables.
    const index = join(REPO_ROOT, 'electron/core/handlers/index.ts');
    expect([...(graph.get(index) ?? [])]).toContain(
      join(REPO_ROOT, 'electron/core/handlers/profile-handlers.ts'),
    );
    // And the store's state types: each slice imports the combined state, composed from modules
    // that import no slice.
    const slice = join(REPO_ROOT, 'renderer/store/ui-slice.ts');
    expect([...(graph.get(slice) ?? [])]).toContain(join(REPO_ROOT, 'renderer/store/state/app-state.ts'));
    expect(importCycles(graph, REPO_ROOT).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });

  it('names each cycle, through type imports, re-exports and dynamic imports alike', async () => {
    dir = await mkdtemp(join(tmpdir(), 'import-cycles-'));
    const write = (name: string, text: string) => writeFile(join(dir!, name), text);
    // The shape the handler table once had: the table imports a domain, which imports types back.
    await write('table.ts', "import { a } from './domain';\nexport type T = typeof a;\n");
    await write('domain.ts', "import type { T } from './table';\nexport const a = 1 as unknown as T;\n");
    await write('first.ts', "export * from './second';\n");
    await write('second.ts', "export const load = () => import('./first');\n");
    await write('leaf.ts', "import { a } from './domain';\nexport const b = a;\n");
    // A shared state type that slices import, and that imports their types back: types tie too.
    await write('state.ts', "import type { S } from './slice';\nexport type State = S;\n");
    await write('slice.ts', "import { type State } from './state';\nexport type S = { s: State };\n");
    const graph = importGraph(sourceFilesUnder(dir, ['.']));
    const named = (found: string[][]) => found.map((cycle) => cycle.join(' -> ')).sort();
    expect(named(importCycles(graph, dir))).toEqual([
      'domain.ts -> table.ts -> domain.ts',
      'first.ts -> second.ts -> first.ts',
      'slice.ts -> state.ts -> slice.ts',
    ]);
  });
});

const LAYERED = [
  { base: 'electron/core', tiers: CORE_TIERS },
  { base: 'renderer/features', tiers: FEATURE_TIERS },
] as const;

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
