/**
 * The Changes view's comparison as it crosses the process boundary (compareDatasets, exportDiff):
 * which two sides to compare and what each turned out to be. Shared by the contract and the store.
 */
import { z } from 'zod';
import type { DatasetDiff } from './diff/diff-types';

/** The formats a diff is exported in (shared/diff/diff-export.ts writes them). */
export const DIFF_EXPORT_FORMATS = ['markdown', 'json', 'csv'] as const;
export type DiffExportFormat = (typeof DIFF_EXPORT_FORMATS)[number];

const profileId = z.string().min(1).max(100);

/**
 * One side: a snapshot by id; the latest (offset 0) or the one before it (offset 1) snapshot of a
 * connection; or a dataset file the user chose (a name in the captures folder in the web host).
 */
export const ChangesSideSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('snapshot'), id: z.string().min(1).max(200) }),
  z.strictObject({
    kind: z.literal('latest'),
    profileId,
    offset: z.union([z.literal(0), z.literal(1)]).optional(),
  }),
  z.strictObject({ kind: z.literal('dataset'), file: z.string().min(1).max(4_096) }),
]);
export type ChangesSide = z.infer<typeof ChangesSideSchema>;

/** What one compared side was. */
export interface ChangesSideLabel {
  /** One line naming it, as the Markdown export shows it (a time in ISO 8601). */
  readonly title: string;
  /** ISO time of the load (a snapshot), or null (a dataset file); the view shows it in the user's locale. */
  readonly takenAt: string | null;
  readonly connectionName: string | null;
  readonly companyName: string | null;
  readonly categories: number;
  /** The snapshot's id, when the side is one. */
  readonly snapshotId: string | null;
}

/**
 * The outcome of compareDatasets. The diff (shared/diff/diff-types.ts DatasetDiff) travels as one
 * JSON text, parsed once in the renderer: 100,000 added rows are cheaper as one string than as
 * 100,000 structured-cloned objects (the categories cross the same way).
 */
export interface ComparisonView {
  /** Id to export this diff by (main keeps the last few), and to ask for its images. */
  readonly diffId: string;
  readonly comparedAt: string;
  readonly before: ChangesSideLabel;
  readonly after: ChangesSideLabel;
  readonly diffJson: string;
  /** The name of each changed category (the after side's), as JSON text: `[[id, name], …]`. */
  readonly namesJson: string;
}

/** A comparison with its diff as data: as main keeps it, and as the renderer holds it once parsed. */
export interface Comparison extends Omit<ComparisonView, 'diffJson' | 'namesJson'> {
  readonly diff: DatasetDiff;
  /** The name of each changed category by id, for its heading. */
  readonly names: ReadonlyMap<string, string>;
}

/** Which image of a comparison: the logo, or a category's image (by id), on one side. */
export const ChangeImageArgsSchema = z.strictObject({
  diffId: z.string().min(1).max(100),
  side: z.enum(['before', 'after']),
  /** A category id; absent for the logo. */
  categoryId: z.string().max(1_000).optional(),
});

/**
 * An image of a compared side, as the view shows it: from the bytes the side stored (a snapshot's
 * blob, a dataset's file), by its address where only that was kept (a live installation's snapshot),
 * too large to send, none (no image, or the category is not on that side), or gone (main no longer
 * keeps that comparison).
 */
export type ChangeImage =
  | { readonly kind: 'stored'; readonly dataUrl: string }
  | { readonly kind: 'address'; readonly url: string }
  /** Stored, but larger than the view is sent (main's MAX_SHOWN_IMAGE_BYTES). */
  | { readonly kind: 'too-large'; readonly bytes: number }
  | { readonly kind: 'none' }
  | { readonly kind: 'gone' };
