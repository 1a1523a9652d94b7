// The Changes view's fixtures: the two loads the fake compares by default (the fixtures' categories
// after a reload that renamed one, removed one, added one, changed an image and the currency), and
// the answers of compareDatasets and exportDiff as main would give them.
import { diffDatasets } from '../../shared/diff/dataset-diff';
import { DIFF_EXPORT, diffExportFileName, type DiffExportFormat } from '../../shared/diff/diff-export';
import type { CategoryRow, DatasetDiff, DiffSide } from '../../shared/diff/diff-types';
import type { ChangesSideLabel, ComparisonView } from '../../shared/changes';
import type { ExportOutcome } from '../../shared/ipc-contract';
import type { SnapshotView } from '../../shared/snapshots';
import { CATEGORIES, COMPANY, DEMO_PROFILE, INFO } from './fixtures';

const { status: _status, ...SETTINGS } = INFO;

/** A snapshot kept of the demo connection, as main lists it; `extra` changes any field. */
export function snapshotView(id: string, takenAt: string, extra: Partial<SnapshotView> = {}): SnapshotView {
  return {
    id,
    profileId: DEMO_PROFILE.id,
    takenAt,
    categories: 5,
    companyName: COMPANY,
    bytes: 100,
    pinned: false,
    state: 'ok',
    reason: null,
    file: `/data/snapshots/${id}.json`,
    ...extra,
  };
}

/** Two loads of the demo connection kept, newest first. */
export const twoSnapshots = (): SnapshotView[] => [
  snapshotView('demo.20261125T093000000Z-bbbbbbbbbbbbbbbb', '2026-11-25T09:30:00.000Z'),
  snapshotView('demo.20261125T090000000Z-aaaaaaaaaaaaaaaa', '2026-11-25T09:00:00.000Z'),
];
const rows = CATEGORIES as readonly CategoryRow[];

/** The earlier load. */
export const BEFORE_SIDE: DiffSide = {
  info: { ...SETTINGS, currency_code: 'EUR' },
  categories: [...rows, { id: '900', code: 'X-9', name: 'Saisonware', slug: null, image: null }],
};

/** The reload: Käse renamed, Saisonware removed, Tee added, Pâté's image replaced, currency CHF. */
export const AFTER_SIDE: DiffSide = {
  info: { ...SETTINGS, currency_code: 'CHF' },
  categories: [
    ...rows.map((row) =>
      row.id === '100'
        ? { ...row, name: 'Bergkäse' }
        : row.id === '25'
          ? { ...row, image: 'https://assets.example.test/pate-new.png' }
          : row,
    ),
    { id: '901', code: 'T-1', name: 'Tee', slug: 'tee', image: null },
  ],
};

/** A snapshot a side of the comparison was. */
type Kept = { readonly id: string; readonly takenAt: string };

const label = (takenAt: string, categories: number, kept: Kept | null): ChangesSideLabel => ({
  title: `Demo · ${COMPANY}, loaded ${takenAt}`,
  takenAt,
  connectionName: 'Demo',
  companyName: COMPANY,
  categories,
  snapshotId: kept?.id ?? null,
});

/**
 * compareDatasets' answer for `before` against `after`, as main labels the sides (ISO 8601 times;
 * the snapshots' ids when the sides were snapshots).
 */
export function comparisonOf(
  before: DiffSide,
  after: DiffSide,
  diffId: string,
  snapshots: { before: Kept | null; after: Kept | null } = { before: null, after: null },
): ComparisonView {
  const diff = diffDatasets(before, after);
  const changed = new Set(diff.categories.changed.map((change) => change.id));
  const names = after.categories.filter((row) => changed.has(row.id)).map((row) => [row.id, row.name]);
  return {
    diffId,
    comparedAt: '2026-11-25T10:00:00.000Z',
    before: label(
      snapshots.before?.takenAt ?? '2026-11-25T09:00:00.000Z',
      diff.counts.before,
      snapshots.before,
    ),
    after: label(snapshots.after?.takenAt ?? '2026-11-25T09:30:00.000Z', diff.counts.after, snapshots.after),
    diffJson: JSON.stringify(diff),
    namesJson: JSON.stringify(names),
  };
}

/** exportDiff's answer in the web host: the text for the browser to download. */
export function diffDownload(view: ComparisonView, format: DiffExportFormat): ExportOutcome {
  const diff = JSON.parse(view.diffJson) as DatasetDiff;
  const { mimeType, text } = DIFF_EXPORT[format];
  return {
    status: 'download',
    fileName: diffExportFileName(format, new Date(view.comparedAt)),
    mimeType,
    text: text(diff, { before: view.before.title, after: view.after.title }),
  };
}
