/**
 * Which values of an installation's answers a capture keeps exactly as sent (docs/dataset-format.md,
 * `asReceived`): the image fields that are no address it could download (a relative path, a
 * root-relative one, a null), so the replay answers them unchanged. Pure; never throws.
 */
import type { AsReceived } from '../../../shared/dataset-as-received';
import { absoluteUrl } from '../../../shared/text-formats';
import type { Category, SystemInfo } from '../../../shared/v2';

/** The fields of `info` and the rows whose image are kept as sent; null when none is. */
export function keptAsReceived(info: SystemInfo, rows: readonly Category[]): AsReceived | null {
  const sent = (value: unknown) => value !== undefined && !isAddress(value);
  const fields = (['logo', 'assets_url'] as const).filter((field) => sent(info[field]));
  const indexes = rows.flatMap((row, index) => (sent(row.image) ? [index] : []));
  if (fields.length === 0 && indexes.length === 0) return null;
  return {
    ...(fields.length > 0 ? { info: fields } : {}),
    ...(indexes.length > 0 ? { categories: indexes } : {}),
  };
}

/** Whether `value` is an absolute URL (typed as a string, an answer kept with its violations may hold anything). */
export function isAddress(value: unknown): value is string {
  return typeof value === 'string' && absoluteUrl.test(value);
}
