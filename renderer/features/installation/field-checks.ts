// Warning marks for the settings: a field that breaks the spec's format (main refuses such a record,
// so this is defence), or whose value passes the format but is doubtful: a currency or time zone
// Intl does not know, more than 10 decimals, a letter or digit as decimal separator. The format
// table comes from shared/system-info-formats.ts, which keeps the schema library out of the bundle.
import { SYSTEM_INFO_FORMATS } from '../../../shared/system-info-formats';
import type { SystemInfo } from '../../../shared/v2';
import { zoneClock } from './time-preview';

/** Reasons per field name; fields without a problem are absent. */
export type FieldWarnings = ReadonlyMap<string, readonly string[]>;

/** Decimals beyond this are doubtful for money and quantities. */
export const MAX_PLAUSIBLE_DECIMALS = 10;

let currencies: ReadonlySet<string> | null = null;

/** Whether Intl lists `code` among the currencies it knows (true when it cannot say). */
export function knownCurrency(code: string): boolean {
  if (typeof Intl.supportedValuesOf !== 'function') return true;
  currencies ??= new Set(Intl.supportedValuesOf('currency'));
  return currencies.has(code);
}

// The doubts about a value that already passed its format, by field.
const DOUBTS: Partial<Record<keyof typeof SYSTEM_INFO_FORMATS, (value: string) => string | null>> = {
  default_currency: (v) => (knownCurrency(v) ? null : 'Not a currency Intl knows'),
  timezone: (v) => (zoneClock(v) ? null : 'Not a time zone Intl knows'),
  decimals: (v) => tooManyDecimals(v),
  qty_decimals: (v) => tooManyDecimals(v),
  decimals_sep: (v) =>
    /[\p{L}\p{N}]/u.test(v) ? 'A letter or digit cannot serve as a decimal separator' : null,
};

function tooManyDecimals(value: string): string | null {
  return Number(value) > MAX_PLAUSIBLE_DECIMALS
    ? `More than ${MAX_PLAUSIBLE_DECIMALS} decimals is unusual; probably a mistake`
    : null;
}

/** The warnings for each field of `info` that breaks the spec or looks doubtful. */
export function fieldWarnings(info: SystemInfo): FieldWarnings {
  const warnings = new Map<string, string[]>();
  const record = info as Record<string, unknown>;
  for (const [field, format] of Object.entries(SYSTEM_INFO_FORMATS)) {
    const value = record[field];
    let reason: string | null;
    if (typeof value !== 'string') reason = 'Breaks the specification: expected text (a JSON string)';
    else if (!format.test(value)) reason = `Breaks the specification: ${format.message}`;
    else reason = DOUBTS[field as keyof typeof SYSTEM_INFO_FORMATS]?.(value) ?? null;
    if (reason) warnings.set(field, [reason]);
  }
  return warnings;
}
