/**
 * Handlers of the Changes view: compare two sides (snapshots, a connection's latest loads, dataset
 * files; electron/core/diff/compare-changes.ts), show its images from the bytes the sides stored,
 * and export a diff main kept, as Markdown, JSON or CSV (shared/diff/diff-export.ts) through the
 * save dialog, or as text for a browser download where the host has no dialogs. Main keeps the last
 * few diffs, so an export is exactly what was shown, and the images of the latest comparison only
 * (they hold its sides' bytes).
 */
import type { ExportOutcome } from '../../../shared/ipc-contract';
import { DIFF_EXPORT, diffExportFileName, type DiffExportFormat } from '../../../shared/diff/diff-export';
import { DEMO_PROFILE_ID } from '../../../shared/profiles';
import { datasetPaths, type DatasetPaths } from '../dataset/dataset-paths';
import { writeProblem } from '../lib/write-problem';
import type { Comparison } from '../../../shared/changes';
import { compareChanges, type ComparedSides } from '../diff/compare-changes';
import { AppError } from '../lib/app-error';
import { writeFileAtomic } from '../lib/atomic-write';
import type { HandlerDeps, Handlers } from './handler-types';
import { demoProfile } from '../profiles/installation-for';

/** Diffs kept for export: the view shows one at a time; a few more cover a tab left open. */
const KEPT_DIFFS = 4;

export function createChangesHandlers(
  deps: Pick<HandlerDeps, 'snapshots' | 'profiles' | 'capturesDir' | 'dialogs' | 'demo'>,
  // The dataset handlers' policy: a file the user opened or captured through a dialog is allowed too.
  paths: DatasetPaths = datasetPaths(deps.capturesDir),
): Pick<Handlers, 'compareDatasets' | 'exportDiff' | 'changeImage'> {
  const kept = new Map<string, Comparison>();
  let shown: { readonly diffId: string; readonly images: ComparedSides['images'] } | null = null;
  const connectionName = (profileId: string) =>
    profileId === DEMO_PROFILE_ID
      ? demoProfile(deps.demo.status()).name
      : (deps.profiles.list().find((profile) => profile.id === profileId)?.name ?? null);

  return {
    async compareDatasets(sides) {
      const compared = await compareChanges(sides, { snapshots: deps.snapshots, connectionName, paths });
      const { comparison } = compared;
      kept.set(comparison.diffId, comparison);
      for (const id of kept.keys()) if (kept.size > KEPT_DIFFS) kept.delete(id);
      shown = { diffId: comparison.diffId, images: compared.images };
      const { diff, names, ...view } = comparison;
      return { ...view, diffJson: JSON.stringify(diff), namesJson: JSON.stringify([...names]) };
    },
    async changeImage({ diffId, side, categoryId }) {
      if (shown?.diffId !== diffId) return { kind: 'gone' };
      return shown.images[side].image(categoryId);
    },
    async exportDiff({ diffId, format }) {
      const comparison = kept.get(diffId);
      if (!comparison)
        throw new AppError(
          'INVALID_ARGUMENT',
          'That comparison is no longer kept: compare again, then export.',
        );
      return exportComparison(comparison, format, deps, (text) => deps.profiles.maskSecrets(text));
    },
  };
}

async function exportComparison(
  comparison: Comparison,
  format: DiffExportFormat,
  deps: Pick<HandlerDeps, 'dialogs'>,
  mask: (text: string) => string,
): Promise<ExportOutcome> {
  const { label, extension, mimeType, text: textOf } = DIFF_EXPORT[format];
  const text = mask(
    textOf(comparison.diff, { before: comparison.before.title, after: comparison.after.title }),
  );
  const fileName = diffExportFileName(format, new Date(comparison.comparedAt));
  if (!deps.dialogs) return { status: 'download', fileName, mimeType, text };
  const file = await deps.dialogs.chooseSavePath({
    title: 'Export changes',
    defaultName: fileName,
    filters: [{ name: label, extensions: [extension] }],
  });
  if (file === null) return { status: 'cancelled' };
  try {
    await writeFileAtomic(file, text);
  } catch (error) {
    throw new AppError('FILE_ACCESS', `The changes could not be saved as ${file}: ${writeProblem(error)}.`);
  }
  return { status: 'saved', file };
}
