/**
 * The optional `source` field of a dataset (docs/dataset-format.md, `source`): the installation a
 * capture came from and its own addresses, kept beside the relative paths the capture rewrote them
 * to, so a capture can be compared with the live installation, a snapshot or another capture by
 * address as well as by content. The server never reads it. Sized by distinct images, not rows:
 * addresses are stored once per image file, relative to the installation's origin where they are
 * on it, and a row is listed only when its address is not its file's.
 */
import { z } from 'zod';
import { ownValue } from './own-fields';
import { urlOrRelativePath } from './text-formats';

const ROW_INDEX = /^(?:0|[1-9]\d{0,8})$/;
const HTTP_URL = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;

// An address as the installation gave it, or `/path?query` when it is on the installation's origin.
// Any text: it records what was sent, also by an installation that breaks the specification's rules.
const address = z.string();

/** The `source` object; unknown fields are refused (usually typos). */
export const DatasetSourceSchema = z.strictObject({
  /** The base URL the capture called (no query, no token). */
  baseUrl: z.string().regex(HTTP_URL, 'expected an absolute http(s) URL such as https://shop.example.com'),
  /** When the capture was made (ISO 8601, UTC). */
  capturedAt: z.iso.datetime().optional(),
  /** The installation's `logo` before it was rewritten. */
  logo: address.optional(),
  /** The installation's `assets_url` before it was rewritten. */
  assets_url: address.optional(),
  /** Each image file's address at the installation: the first address its bytes came from. */
  images: z
    .record(
      z.string().refine(urlOrRelativePath.test, 'expected a relative path such as images/a.png'),
      address,
    )
    .optional(),
  /** Category index (as text) → its own address, where the file's address in `images` is not it. */
  rows: z.record(z.string().regex(ROW_INDEX, 'expected a category index such as 12'), address).optional(),
});
export type DatasetSource = z.infer<typeof DatasetSourceSchema>;

/** Adds an issue for each `source.rows` index that names no category; for DatasetSchema's check. */
export function checkSourceRows(
  dataset: { readonly categories: readonly unknown[]; readonly source?: DatasetSource },
  addIssue: (issue: { code: 'custom'; message: string; path: PropertyKey[]; input: unknown }) => void,
): void {
  const rows = dataset.source?.rows;
  if (!rows) return;
  for (const index of Object.keys(rows)) {
    if (Number(index) >= dataset.categories.length) {
      addIssue({
        code: 'custom',
        message: `names category ${index}, but the dataset has ${dataset.categories.length}`,
        path: ['source', 'rows', index],
        input: ownValue(rows, index),
      });
    }
  }
}

/**
 * The installation's own address of category `index` whose `image` is `image`, by the rules above;
 * undefined when the source does not say (the field itself is then the address).
 */
export function sourceImageAddress(
  source: DatasetSource,
  index: number,
  image: string | null,
): string | undefined {
  const own = source.rows ? ownValue(source.rows, String(index)) : undefined;
  if (typeof own === 'string') return own;
  const byFile = image !== null && source.images ? ownValue(source.images, image) : undefined;
  return typeof byFile === 'string' ? byFile : undefined;
}
