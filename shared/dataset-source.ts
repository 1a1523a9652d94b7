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
import { isRelativeReference, urlOrRelativePath } from './text-formats';

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
  images: z.record(z.string(), address).optional(),
  /** Category index (as text) → its own address, where the file's address in `images` is not it. */
  rows: z.record(z.string(), address).optional(),
});
export type DatasetSource = z.infer<typeof DatasetSourceSchema>;

type AddIssue = (issue: { code: 'custom'; message: string; path: PropertyKey[]; input: unknown }) => void;

/**
 * Adds an issue for each `source.images` key that is not a relative path and each `source.rows` key
 * that is not the index of a category (keys are checked here, with the categories at hand, so each
 * message says what was expected); for DatasetSchema's check. Never throws.
 */
export function checkSourceKeys(dataset: unknown, addIssue: AddIssue): void {
  // Runs also when another part of the dataset is malformed, so every part is looked at as it is.
  if (!isObject(dataset) || !isObject(ownValue(dataset, 'source'))) return;
  const source = ownValue(dataset, 'source') as Record<string, unknown>;
  const categories = ownValue(dataset, 'categories');
  const images = ownValue(source, 'images');
  const rows = ownValue(source, 'rows');
  for (const path of isObject(images) ? Object.keys(images) : []) {
    if (!urlOrRelativePath.test(path) || !isRelativeReference(path)) {
      const message = 'expected a relative path such as images/a.png as the key';
      addIssue({ code: 'custom', message, path: ['source', 'images', path], input: path });
    }
  }
  const count = Array.isArray(categories) ? categories.length : Infinity;
  for (const index of isObject(rows) ? Object.keys(rows) : []) {
    const path = ['source', 'rows', index];
    if (!ROW_INDEX.test(index)) {
      addIssue({
        code: 'custom',
        message: 'expected a category index such as 12 as the key',
        path,
        input: index,
      });
    } else if (Number(index) >= count) {
      const message = `names category ${index}, but the dataset has ${count}`;
      addIssue({ code: 'custom', message, path, input: Number(index) });
    }
  }
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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
