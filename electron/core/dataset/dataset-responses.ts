/**
 * The two v2 bodies of a dataset, as values for one serving origin. Relative references become
 * absolute URLs against that origin and categories without an image get the placeholder URL; the
 * result is what a real installation at that origin would answer, and it satisfies the shared v2
 * schemas (unless the dataset is served with its violations: then a value that is no relative path,
 * whatever its type, is answered as the file holds it). The origin is only ever prefixed to a path
 * (origin-template.ts relies on it).
 */
import type { DatasetCategory, DatasetInfo } from '../../../shared/dataset';
import type { Category, SystemInfo } from '../../../shared/v2';
import { isRelativeReference } from '../../../shared/text-formats';
import { referenceToUrlPath } from './asset-reference';
import { PLACEHOLDER_PATH } from './placeholder-image';

/** Defaults for the info fields a dataset may leave out. */
export const INFO_DEFAULTS = { code: '200', version: 'v2' } as const;

/**
 * The info body: `status` first, then the spec's fields in its order, then any extra fields; the
 * fields named in `asReceived` answered as the dataset holds them.
 */
export function infoBody(
  info: DatasetInfo,
  origin: string,
  asReceived: ReadonlySet<string> = NONE,
): SystemInfo {
  const kept = (field: 'logo' | 'assets_url') => asReceived.has(field);
  return {
    status: true,
    ...INFO_DEFAULTS,
    ...info,
    logo: kept('logo') ? info.logo : fileUrl(info.logo, origin),
    assets_url:
      !kept('assets_url') && relative(info.assets_url)
        ? new URL(info.assets_url, origin + '/').href
        : info.assets_url,
  };
}

/** One row of the categories body; with `asReceived`, its image as the dataset holds it (null too). */
export function categoryRow(category: DatasetCategory, origin: string, asReceived = false): Category {
  if (asReceived) return { ...category } as Category;
  const image = category.image === null ? origin + PLACEHOLDER_PATH : fileUrl(category.image, origin);
  return { ...category, image };
}

const NONE: ReadonlySet<string> = new Set();

function fileUrl(reference: string, origin: string): string {
  return relative(reference) ? origin + referenceToUrlPath(reference) : reference;
}

// Typed as a string, but a dataset served with its violations may hold anything here.
function relative(reference: unknown): reference is string {
  return typeof reference === 'string' && isRelativeReference(reference);
}
