// docs/architecture.md's layer tables say what each folder owns, and a newcomer reads them as the
// map of the tree: they list exactly the folders of electron/core/ and renderer/features/, each at the
// tier scripts/layer-order.mjs gives it, so a folder added, moved or removed fails here until the
// page says so too.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_TIERS, FEATURE_TIERS, type Tiers } from '../../scripts/layer-order.mjs';
import { REPO_ROOT } from '../helpers/repo-paths';

const PAGE = readFileSync(join(REPO_ROOT, 'docs/architecture.md'), 'utf8');

/** The rows "tier folder" of the table that follows `heading` in the Layers section, in page order. */
function tableRows(after: string): string[] {
  const start = PAGE.indexOf(after);
  expect(start, `docs/architecture.md has no "${after}"`).toBeGreaterThanOrEqual(0);
  const rest = PAGE.slice(start).split('\n');
  const first = rest.findIndex((line) => /^\| tier \| folder/.test(line));
  const rows: string[] = [];
  for (const line of rest.slice(first + 2)) {
    const cells = /^\| (\d+) +\| `([a-z-]+)\/` +\|/.exec(line);
    if (!cells) break;
    rows.push(`${cells[1]} ${cells[2]}`);
  }
  return rows;
}

const ordered = (tiers: Tiers) => tiers.flatMap((names, tier) => names.map((name) => `${tier + 1} ${name}`));
const folders = (base: string) =>
  readdirSync(join(REPO_ROOT, base), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

describe('docs/architecture.md, Layers', () => {
  it('lists every folder of electron/core/ once, at its tier, lowest first', () => {
    const rows = tableRows('## Layers');
    expect(rows).toEqual(ordered(CORE_TIERS));
    expect(rows.map((row) => row.split(' ')[1]).sort()).toEqual(folders('electron/core'));
  });

  it('lists every folder of renderer/features/ once, at its tier, lowest first', () => {
    const rows = tableRows('`renderer/features/` is layered the same way');
    expect(rows).toEqual(ordered(FEATURE_TIERS));
    expect(rows.map((row) => row.split(' ')[1]).sort()).toEqual(folders('renderer/features'));
  });
});
