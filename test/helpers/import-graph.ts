// The import graph of the repository's TypeScript sources, read with the TypeScript compiler's own
// pre-processor and module resolution, and the cycles in it. Type-only imports count: a cycle
// through types still ties two modules together and is how the handler cycle once began.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'release', 'coverage', '.tmp']);

/** Every .ts/.tsx file under `dirs` of `root`, declaration files left out. */
export function sourceFilesUnder(root: string, dirs: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(path);
      } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(path);
    }
  };
  for (const dir of dirs) walk(join(root, dir));
  return found.sort();
}

const OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
  jsx: ts.JsxEmit.ReactJSX,
};

/** For each file, the files of `files` it imports (static, type, re-export and dynamic imports alike). */
export function importGraph(files: readonly string[]): Map<string, Set<string>> {
  const known = new Set(files);
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const targets = new Set<string>();
    for (const specifier of importsOf(file)) {
      const resolved = ts.resolveModuleName(specifier, file, OPTIONS, ts.sys).resolvedModule;
      if (resolved && known.has(resolved.resolvedFileName)) targets.add(resolved.resolvedFileName);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The module specifiers `file` imports, whether or not the import survives the build. */
function importsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

type Graph = ReadonlyMap<string, ReadonlySet<string>>;

/**
 * One cycle per strongly connected group of modules (Tarjan), each as the path of imports from the
 * group's first file back to itself, named relative to `root` so a failure reads as the chain to break.
 */
export function importCycles(graph: Graph, root: string): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const groups: string[][] = [];
  let next = 0;
  const connect = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    groups.push(group);
  };
  for (const file of graph.keys()) if (!index.has(file)) connect(file);
  const name = (file: string) => relative(root, file).split(sep).join('/');
  return groups
    .map((group) => ({ group: new Set(group), first: group.sort()[0]! }))
    .filter(({ group, first }) => group.size > 1 || graph.get(first)?.has(first))
    .map(({ group, first }) => {
      // Out of the group by one import, then back to the start.
      const step = [...(graph.get(first) ?? [])].find((target) => group.has(target))!;
      return [first, ...pathBetween(step, first, group, graph)].map(name);
    });
}

/** The shortest path of imports from `start` to `end` inside `group` (breadth first), both included. */
function pathBetween(start: string, end: string, group: ReadonlySet<string>, graph: Graph): string[] {
  const cameFrom = new Map<string, string>([[start, start]]);
  const queue = [start];
  while (queue.length > 0 && !cameFrom.has(end)) {
    const file = queue.shift()!;
    for (const target of graph.get(file) ?? []) {
      if (!group.has(target) || cameFrom.has(target)) continue;
      cameFrom.set(target, file);
      queue.push(target);
    }
  }
  const path = [end];
  for (let at = end; at !== start;) path.push((at = cameFrom.get(at)!));
  return path.reverse();
}

/** One import that makes a folder depend on another: the importing file and the file it imports. */
export interface FolderImport {
  readonly from: string;
  readonly to: string;
}

/**
 * The folders directly under `base` (relative to `root`) and, for each, the folders it imports, with
 * the first import found of each pair; files directly in `base` and imports leaving it are left out.
 */
export function folderGraph(
  graph: Graph,
  root: string,
  base: string,
): Map<string, Map<string, FolderImport>> {
  const name = (file: string) => relative(root, file).split(sep).join('/');
  const folderOf = (file: string): string | null => {
    const path = name(file);
    if (!path.startsWith(`${base}/`)) return null;
    const parts = path.slice(base.length + 1).split('/');
    return parts.length > 1 ? parts[0]! : null;
  };
  const folders = new Map<string, Map<string, FolderImport>>();
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    if (from === null) continue;
    const edges = folders.get(from) ?? new Map<string, FolderImport>();
    folders.set(from, edges);
    for (const target of [...targets].sort()) {
      const to = folderOf(target);
      if (to === null || to === from || edges.has(to)) continue;
      edges.set(to, { from: name(file), to: name(target) });
    }
  }
  return folders;
}

/**
 * The cycles of folders of a folder graph, each as "a -> b (a/x.ts imports b/y.ts) -> a (...)", one
 * per strongly connected group of folders, so a failure names the folders and one import of each step.
 */
export function folderCycles(folders: ReadonlyMap<string, ReadonlyMap<string, FolderImport>>): string[] {
  // The folders as the nodes of importCycles, under a root of their own, and back.
  const root = '/folders';
  const asFile = (folder: string) => `${root}/${folder}`;
  const nodes = new Map<string, Set<string>>();
  for (const [folder, edges] of folders) nodes.set(asFile(folder), new Set([...edges.keys()].map(asFile)));
  return importCycles(nodes, root).map((cycle) =>
    cycle
      .map((folder, at) => {
        if (at === 0) return folder;
        const step = folders.get(cycle[at - 1]!)!.get(folder)!;
        return `${folder} (${step.from} imports ${step.to})`;
      })
      .join(' -> '),
  );
}
