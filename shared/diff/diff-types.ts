/**
 * The shape of a dataset diff (docs/cli.md, `diff --json`): what changed between two loads of an
 * installation, two installations or two dataset files. Plain JSON values only, so the same object
 * is printed by the CLI, sent to the renderer and written to an export.
 */

/** One field whose value differs; a field missing on one side has `null` there. */
export interface FieldChange {
  readonly field: string;
  readonly before: unknown;
  readonly after: unknown;
}

/** A category row as read: `id` plus every other field, kept as it came. */
export type CategoryRow = Readonly<Record<string, unknown>> & { readonly id: string };

/** One side of a comparison. */
export interface DiffSide {
  /** The settings record (the info without `status`). */
  readonly info: Readonly<Record<string, unknown>>;
  readonly categories: readonly CategoryRow[];
  /**
   * Content hashes of the category images, index for index with `categories` (undefined or null
   * where the bytes are not known). Bytes are compared only where both sides have a hash.
   */
  readonly imageHashes?: readonly (string | null | undefined)[];
  /** Content hash of the logo's bytes, when known. */
  readonly logoHash?: string | null;
}

/** A category present on both sides whose fields differ. */
export interface CategoryChange {
  readonly id: string;
  readonly changes: readonly FieldChange[];
}

/** The difference between two sides; `identical` is true when every list is empty and the order kept. */
export interface DatasetDiff {
  readonly identical: boolean;
  readonly info: readonly FieldChange[];
  readonly categories: {
    readonly added: readonly CategoryRow[];
    readonly removed: readonly CategoryRow[];
    readonly changed: readonly CategoryChange[];
    /** Ids held by more than one row on that side, each named once, in order of first repeat. */
    readonly duplicateIds: { readonly before: readonly string[]; readonly after: readonly string[] };
    /** Whether the rows present on both sides come in another order. */
    readonly reordered: boolean;
  };
  readonly counts: {
    readonly before: number;
    readonly after: number;
    readonly added: number;
    readonly removed: number;
    readonly changed: number;
  };
}

/** The pseudo-field that reports a changed image's bytes (its content hash before and after). */
export const IMAGE_HASH_FIELD = 'imageHash';
/** The pseudo-field that reports a changed logo's bytes. */
export const LOGO_HASH_FIELD = 'logoHash';
