/**
 * The Changes view's comparison: each side resolved to a dataset file (a snapshot by id, a
 * connection's latest or previous snapshot, or a dataset file the user chose) and loaded with the
 * same loader as `serve`, so images are compared by their bytes where both sides hold them
 * (sideOfDataset); then the diff of shared/diff/, the names of the changed categories, a label per
 * side (connection, company, time in ISO 8601) and each side's images for the view. Snapshots of
 * the demo connection hold its addresses relative (snapshot-served.ts): no side is rewritten here.
 */
import { randomUUID } from 'node:crypto';
import type { ChangesSide, ChangesSideLabel, Comparison } from '../../../shared/changes';
import { diffDatasets } from '../../../shared/diff/dataset-diff';
import type { DatasetDiff } from '../../../shared/diff/diff-types';
import type { SnapshotView } from '../../../shared/snapshots';
import { withDetails, withoutValues } from '../dataset/dataset-error';
import type { DatasetPaths } from '../dataset/dataset-paths';
import { loadDataset, type LoadedDataset } from '../dataset/load-dataset';
import { AppError } from '../lib/app-error';
import type { SnapshotStore } from '../snapshots/snapshot-store';
import { sideImages, type SideImages } from './change-images';
import { sideOfDataset } from './diff-sides';

/** What comparing needs. */
export interface CompareDeps {
  readonly snapshots: SnapshotStore;
  /** The name of a connection, for the labels; null when it is gone. */
  readonly connectionName: (profileId: string) => string | null;
  /** Which dataset files the renderer may name (dataset-paths.ts). */
  readonly paths: DatasetPaths;
  readonly maxDatasetBytes?: number;
}

/** A comparison and the images of its two sides. */
export interface ComparedSides {
  readonly comparison: Comparison;
  readonly images: { readonly before: SideImages; readonly after: SideImages };
}

/** Compares `before` with `after`; throws AppError with a message naming the side that failed. */
export async function compareChanges(
  sides: { readonly before: ChangesSide; readonly after: ChangesSide },
  deps: CompareDeps,
): Promise<ComparedSides> {
  const [before, after] = await Promise.all([
    loadSide(sides.before, 'A (before)', deps),
    loadSide(sides.after, 'B (after)', deps),
  ]);
  const diff = diffDatasets(sideOfDataset(before.dataset), sideOfDataset(after.dataset));
  return {
    comparison: {
      diffId: randomUUID(),
      comparedAt: new Date().toISOString(),
      before: before.label,
      after: after.label,
      diff,
      names: changedNames(diff, before.dataset, after.dataset),
    },
    images: { before: sideImages(before.dataset), after: sideImages(after.dataset) },
  };
}

// The heading of a changed category: its name after (a renamed one's "old → new" is in its changes).
function changedNames(diff: DatasetDiff, before: LoadedDataset, after: LoadedDataset): Map<string, string> {
  const wanted = new Set(diff.categories.changed.map((change) => change.id));
  const names = new Map<string, string>();
  for (const rows of [after.categories, before.categories]) {
    for (const row of rows) {
      if (wanted.has(row.id) && !names.has(row.id) && typeof row.name === 'string')
        names.set(row.id, row.name);
    }
  }
  return names;
}

interface LoadedSide {
  readonly dataset: LoadedDataset;
  readonly label: ChangesSideLabel;
}

async function loadSide(side: ChangesSide, which: string, deps: CompareDeps): Promise<LoadedSide> {
  try {
    if (side.kind === 'dataset') {
      const file = await deps.paths.resolveNamed(side.file);
      // A file merely named (not chosen through the app): where its problems are, never its values.
      const dataset = await load(file, deps).catch((error: unknown) => {
        throw deps.paths.isTrusted(file) ? withDetails(error) : withoutValues(error, file, side.file);
      });
      return { dataset, label: fileLabel(side.file, dataset) };
    }
    const view = side.kind === 'snapshot' ? await snapshotById(side.id, deps) : await latest(side, deps);
    const dataset = await load(view.file, deps);
    return { dataset, label: snapshotLabel(view, deps.connectionName(view.profileId), dataset) };
  } catch (error) {
    if (error instanceof AppError)
      throw new AppError(error.code, `${which}: ${error.message}`, error.details);
    throw error;
  }
}

// A capture of an installation that breaks the specification is compared as it is; its label says so.
function load(file: string, deps: CompareDeps): Promise<LoadedDataset> {
  return loadDataset(file, {
    allowViolations: true,
    ...(deps.maxDatasetBytes === undefined ? {} : { maxBytes: deps.maxDatasetBytes }),
  });
}

// read() refuses a corrupt snapshot with its reason; its file is then loaded as any dataset is.
async function snapshotById(id: string, deps: CompareDeps): Promise<SnapshotView> {
  const { view } = await deps.snapshots.read(id);
  return view;
}

async function latest(
  side: Extract<ChangesSide, { kind: 'latest' }>,
  deps: CompareDeps,
): Promise<SnapshotView> {
  const offset = side.offset ?? 0;
  const { snapshots } = await deps.snapshots.list(side.profileId);
  // list() marks a snapshot whose files fail their hash as corrupt: those are skipped.
  const usable = snapshots.filter((snapshot) => snapshot.state === 'ok');
  const found = usable[offset];
  if (found) return found;
  const name = deps.connectionName(side.profileId) ?? 'this connection';
  throw new AppError(
    'INVALID_ARGUMENT',
    usable.length === 0
      ? `There is no snapshot of ${name} yet: load it once, then reload after a change.`
      : `There is only one snapshot of ${name}: reload it to have a previous load to compare with.`,
  );
}

function snapshotLabel(
  view: SnapshotView,
  connectionName: string | null,
  dataset: LoadedDataset,
): ChangesSideLabel {
  const companyName = companyOf(dataset);
  const who = [connectionName, companyName].filter((part) => part !== null).join(' · ');
  return {
    title: `${who || 'Snapshot'}, loaded ${view.takenAt}`,
    takenAt: view.takenAt,
    connectionName,
    companyName,
    categories: dataset.categories.length,
    snapshotId: view.id,
  };
}

function fileLabel(file: string, dataset: LoadedDataset): ChangesSideLabel {
  const companyName = companyOf(dataset);
  return {
    title: `Dataset ${file}${companyName === null ? '' : ` · ${companyName}`}${brokenRules(dataset)}`,
    takenAt: null,
    connectionName: null,
    companyName,
    categories: dataset.categories.length,
    snapshotId: null,
  };
}

// " (breaks the specification in 3 places)" for a dataset read as it is despite its problems.
function brokenRules(dataset: LoadedDataset): string {
  const total = dataset.violations?.total ?? 0;
  if (total === 0) return '';
  return ` (breaks the specification in ${total === 1 ? '1 place' : `${total} places`})`;
}

function companyOf(dataset: LoadedDataset): string | null {
  const name = (dataset.info as Record<string, unknown>).company_name;
  return typeof name === 'string' && name !== '' ? name : null;
}
