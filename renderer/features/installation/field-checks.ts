// Warning marks for the settings: a field that breaks the spec's format, in plain words made from
// the schema's that main found it with (shared/plain-rule-words.ts), or whose value passes the
// format but is doubtful: a currency or time zone Intl does not know, more than 10 decimals, a
// letter or digit as decimal separator.
import type { InfoFaults, ReceivedInfo } from '../../../shared/received-info';
import { plainRuleText } from '../../../shared/plain-rule-words';
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
const DOUBTS: Readonly<Record<string, (value: string) => string | null>> = {
  default_currency: (v) => (knownCurrency(v) ? null : 'Not a currency this computer knows'),
  timezone: (v) => (zoneClock(v) ? null : 'Not a time zone this computer knows'),
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

/** The warnings for each field of `info` that breaks the spec (`faults`) or looks doubtful. */
export function fieldWarnings(info: ReceivedInfo, faults: InfoFaults): FieldWarnings {
  const warnings = new Map<string, string[]>();
  for (const { field, message } of faults.list) {
    const reasons = warnings.get(field) ?? [];
    warnings.set(field, [...reasons, `Breaks the specification: ${plainRuleText(message)}`]);
  }
  for (const [field, doubt] of Object.entries(DOUBTS)) {
    const value = info[field];
    if (warnings.has(field) || typeof value !== 'string') continue;
    const reason = doubt(value);
    if (reason) warnings.set(field, [reason]);
  }
  return warnings;
}
