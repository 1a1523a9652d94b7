// No module of the repository imports itself back through others: the folder tree only reads as
// layers if every import points one way. A failure names the chain of files to break.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importCycles, importGraph, sourceFilesUnder } from '../helpers/import-graph';
import { REPO_ROOT } from '../helpers/repo-paths';

const SOURCE_DIRS = ['electron', 'shared', 'renderer', 'bench', 'scripts', 'test'];

describe('import cycles', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('finds none in the repository', () => {
    const files = sourceFilesUnder(REPO_ROOT, SOURCE_DIRS);
    const graph = importGraph(files);
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
    // Reading every file of the tree takes 10-15 s alone, longer beside other tests on two cores.
  }, 60_000);

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
