/**
 * The two v2 bodies of a dataset, built for one serving origin. Relative references become absolute
 * URLs against that origin and categories without an image get the placeholder URL; the result is
 * what a real installation at that origin would answer, and it satisfies the shared v2 schemas.
 */
import type { DatasetCategory, DatasetInfo } from '../../../shared/dataset';
import type { Category, SystemInfo } from '../../../shared/v2';
import { isRelativeReference } from '../../../shared/text-formats';
import { referenceToUrlPath } from '../dataset/asset-reference';
import { PLACEHOLDER_PATH } from './placeholder';
import { PreparedBody } from './prepared-body';

/** Defaults for the info fields a dataset may leave out. */
export const INFO_DEFAULTS = { code: '200', version: 'v2' } as const;

/** The info and categories bodies for one origin. */
export interface DatasetResponses {
  readonly info: PreparedBody;
  readonly categories: PreparedBody;
}

/** Builds both bodies for `origin` (e.g. "http://127.0.0.1:4100"). */
export function buildDatasetResponses(
  info: DatasetInfo,
  categories: readonly DatasetCategory[],
  origin: string,
): DatasetResponses {
  return {
    info: PreparedBody.json(infoBody(info, origin)),
    categories: PreparedBody.json({ status: true, rows: categories.map((c) => categoryRow(c, origin)) }),
  };
}

/** The info body: `status` first, then the spec's fields in its order, then any extra fields. */
export function infoBody(info: DatasetInfo, origin: string): SystemInfo {
  return {
    status: true,
    ...INFO_DEFAULTS,
    ...info,
    logo: fileUrl(info.logo, origin),
    assets_url: isRelativeReference(info.assets_url)
      ? new URL(info.assets_url, origin + '/').href
      : info.assets_url,
  };
}

/** One row of the categories body. */
export function categoryRow(category: DatasetCategory, origin: string): Category {
  const image = category.image === null ? origin + PLACEHOLDER_PATH : fileUrl(category.image, origin);
  return { ...category, image };
}

function fileUrl(reference: string, origin: string): string {
  return isRelativeReference(reference) ? origin + referenceToUrlPath(reference) : reference;
}
