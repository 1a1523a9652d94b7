/**
 * What people call the fields of the system information record (spec 2.1): the words of the
 * Installation panel and of Test connection's note. Pure data, free of the schema library. The
 * fields a store manager uses come first; `TECHNICAL_INFO_FIELDS` are the record's bookkeeping,
 * which the panel keeps under "Technical details".
 */
import { fieldEn } from './messages/field/en';
import type { SystemInfoField } from './v2';

/** The label of each field of the record, in English (the catalog's, shared/messages/field/). */
export const INFO_FIELD_LABELS: Readonly<Record<SystemInfoField, string>> = Object.fromEntries(
  Object.keys(fieldEn).map((id) => [id.slice('field.'.length), fieldEn[id as keyof typeof fieldEn]]),
) as Record<SystemInfoField, string>;

/** The fields shown under "Technical details" (with any field the specification does not name). */
export const TECHNICAL_INFO_FIELDS: ReadonlySet<string> = new Set<SystemInfoField>([
  'code',
  'version',
  'id',
  'dateformat',
  'assets_url',
]);

/** A field's label; a field the specification does not name is labelled from its key. */
export function infoFieldLabel(field: string): string {
  if (Object.hasOwn(INFO_FIELD_LABELS, field)) return INFO_FIELD_LABELS[field as SystemInfoField];
  const words = field.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
