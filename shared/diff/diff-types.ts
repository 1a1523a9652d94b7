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

/**
 * How one side compares an image or an address (shared/diff/address-key.ts): by `hash` where both
 * sides have one, else by `path`, else by `absolute`, else by `shown`.
 */
export interface AddressKey {
  /** Content hash of the image's bytes (`sha1:…`), when the side holds them. */
  readonly hash?: string;
  /** The address relative to the side's own origin (`/img/bread.png`, query included), when known. */
  readonly path?: string;
  /** The absolute address, when known. */
  readonly absolute?: string;
  /**
   * Where the side's own file is served when that is not `path`: a capture's image is compared by
   * its installation's address, yet a replay of the capture serves it at `/images/<name>`.
   */
  readonly file?: string;
  /** What a change shows for this side: the installation's own address where known, else the field. */
  readonly shown: unknown;
}

/** One side of a comparison. */
export interface DiffSide {
  /** The settings record (the info without `status`). */
  readonly info: Readonly<Record<string, unknown>>;
  readonly categories: readonly CategoryRow[];
  /**
   * How each category's `image` is compared, index for index with `categories`; where a key is
   * missing the field is compared as it is.
   */
  readonly images?: readonly (AddressKey | undefined)[];
  /** How `info.logo` is compared; the field as it is when missing. */
  readonly logo?: AddressKey;
  /** How `info.assets_url` is compared; the field as it is when missing. */
  readonly assetsUrl?: AddressKey;
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
