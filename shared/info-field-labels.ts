/**
 * What people call the fields of the system information record (spec 2.1): the words of the
 * Installation panel and of Test connection's note. Pure data, free of the schema library. The
 * fields a store manager uses come first; `TECHNICAL_INFO_FIELDS` are the record's bookkeeping,
 * which the panel keeps under "Technical details".
 */
import type { SystemInfoField } from './v2';

// Typed over every SystemInfoField, so a field added to the contract fails the build until labelled.
/** The label of each field of the record. */
export const INFO_FIELD_LABELS: Readonly<Record<SystemInfoField, string>> = {
  company_name: 'Company',
  language: 'Language',
  default_currency: 'Currency',
  timezone: 'Time zone',
  decimals: 'Amounts',
  qty_decimals: 'Quantities',
  decimals_sep: 'Decimal separator',
  default_warehouse: 'Default warehouse',
  default_sales_account: 'Default sales account',
  logo: 'Logo address',
  code: 'Answer code',
  version: 'API version',
  id: 'Record number',
  dateformat: 'Date format number',
  assets_url: 'Assets address',
};

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
