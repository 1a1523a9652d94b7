/**
 * Which of the spec's text formats (2.1) applies to which system information field, free of the
 * schema library. shared/v2.ts builds its schema from this table, and main names each field that
 * breaks it for the views (shared/received-info.ts); a field without an entry has no format beyond
 * being a string.
 */
import {
  absoluteUrl,
  currencyCode,
  nonEmpty,
  numericText,
  singleCharacter,
  timeZoneName,
  type TextFormat,
} from './text-formats';

/** The spec's format rule for each system information field that has one. */
export const SYSTEM_INFO_FORMATS = {
  code: numericText,
  version: nonEmpty,
  id: numericText,
  logo: absoluteUrl,
  assets_url: absoluteUrl,
  default_warehouse: numericText,
  default_sales_account: numericText,
  default_currency: currencyCode,
  timezone: timeZoneName,
  decimals: numericText,
  qty_decimals: numericText,
  decimals_sep: singleCharacter,
  dateformat: numericText,
} as const satisfies Record<string, TextFormat>;

/** A field that has a format rule. */
export type FormattedInfoField = keyof typeof SYSTEM_INFO_FORMATS;
