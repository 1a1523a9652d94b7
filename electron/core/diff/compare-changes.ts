/**
 * The Changes view's comparison: each side resolved to a dataset file (a snapshot by id, a
 * connection's latest or previous snapshot, or a dataset file the user chose) and loaded with the
 * same loader as `serve`, so image bytes are compared by hash where both sides hold them; then the
 * diff of shared/diff/ and a label per side (time, connection, company) for the view and exports.
 */
import { randomUUID } from 'node:crypto';
import type { ChangesSide, ChangesSideLabel, Comparison } from '../../../shared/changes';
import { diffDatasets } from '../../../shared/diff/dataset-diff';
import type { CategoryRow, DiffSide } from '../../../shared/diff/diff-types';
import { DEMO_PROFILE_ID } from '../../../shared/profiles';
import type { SnapshotView } from '../../../shared/snapshots';
import type { DatasetPaths } from '../dataset/dataset-paths';
import { loadDataset, type LoadedDataset } from '../dataset/load-dataset';
import { AppError } from '../lib/app-error';
import type { SnapshotStore } from '../snapshots/snapshot-store';
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

/** Compares `before` with `after`; throws AppError with a message naming the side that failed. */
export async function compareChanges(
  sides: { readonly before: ChangesSide; readonly after: ChangesSide },
  deps: CompareDeps,
): Promise<Comparison> {
  const [before, after] = await Promise.all([
    loadSide(sides.before, 'A (before)', deps),
    loadSide(sides.after, 'B (after)', deps),
  ]);
  const [a, b] = sameDemoOrigin(before, after);
  return {
    diffId: randomUUID(),
    comparedAt: new Date().toISOString(),
    before: before.label,
    after: after.label,
    diff: diffDatasets(a, b),
  };
}

/**
 * The demo server takes a new port each time it starts (port 0), and its answers name it in every
 * image and logo address: two loads of the demo connection on either side of a restart would differ
 * in every row. So where both sides are loads of the demo connection, the older side's demo
 * addresses are read as the newer side's; a real installation's addresses are never touched.
 */
function sameDemoOrigin(before: LoadedSide, after: LoadedSide): [DiffSide, DiffSide] {
  const a = sideOfDataset(before.dataset);
  const b = sideOfDataset(after.dataset);
  if (before.profileId !== DEMO_PROFILE_ID || after.profileId !== DEMO_PROFILE_ID) return [a, b];
  const from = loopbackOrigin(a.info.assets_url);
  const to = loopbackOrigin(b.info.assets_url);
  if (from === null || to === null || from === to) return [a, b];
  const move = (value: unknown) =>
    typeof value === 'string' && value.startsWith(`${from}/`) ? to + value.slice(from.length) : value;
  const moved = (record: Readonly<Record<string, unknown>>) =>
    Object.fromEntries(Object.entries(record).map(([key, value]) => [key, move(value)]));
  return [{ info: moved(a.info), categories: a.categories.map((row) => moved(row) as CategoryRow) }, b];
}

function loopbackOrigin(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' && parsed.hostname === '127.0.0.1' ? parsed.origin : null;
  } catch {
    return null;
  }
}

interface LoadedSide {
  readonly dataset: LoadedDataset;
  readonly label: ChangesSideLabel;
  /** The connection whose snapshot this is; null for a dataset file. */
  readonly profileId: string | null;
}

async function loadSide(side: ChangesSide, which: string, deps: CompareDeps): Promise<LoadedSide> {
  try {
    if (side.kind === 'dataset') {
      const file = await deps.paths.resolveNamed(side.file);
      const dataset = await load(file, deps);
      return { dataset, label: fileLabel(side.file, dataset), profileId: null };
    }
    const view = side.kind === 'snapshot' ? await snapshotById(side.id, deps) : await latest(side, deps);
    const dataset = await load(view.file, deps);
    const label = snapshotLabel(view, deps.connectionName(view.profileId), dataset);
    return { dataset, label, profileId: view.profileId };
  } catch (error) {
    if (error instanceof AppError)
      throw new AppError(error.code, `${which}: ${error.message}`, error.details);
    throw error;
  }
}

function load(file: string, deps: CompareDeps): Promise<LoadedDataset> {
  return loadDataset(file, deps.maxDatasetBytes === undefined ? {} : { maxBytes: deps.maxDatasetBytes });
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
    title: `${who || 'Snapshot'}, loaded ${view.takenAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}`,
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
    title: `Dataset ${file}${companyName === null ? '' : ` · ${companyName}`}`,
    takenAt: null,
    connectionName: null,
    companyName,
    categories: dataset.categories.length,
    snapshotId: null,
  };
}

function companyOf(dataset: LoadedDataset): string | null {
  const name = (dataset.info as Record<string, unknown>).company_name;
  return typeof name === 'string' && name !== '' ? name : null;
}
