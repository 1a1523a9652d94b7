// Warning marks for the settings: a field that breaks the spec's format, in plain words made from
// the schema's that main found it with (shared/plain-rule-words.ts, in the language shown), or whose value passes the
// format but is doubtful: a currency or time zone Intl does not know, more than 10 decimals, a
// letter or digit as decimal separator.
import type { InfoFaults, ReceivedInfo } from '../../../shared/received-info';
import { plainRuleWords } from '../../../shared/plain-rule-words';
import { words, type Words } from '../../i18n/words';
import { zoneClock } from './time-preview';

/** Reasons per field name; fields without a problem are absent. */
export type FieldWarnings = ReadonlyMap<string, readonly Words[]>;

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
const DOUBTS: Readonly<Record<string, (value: string) => Words | null>> = {
  default_currency: (v) => (knownCurrency(v) ? null : words('installation.doubt.currency')),
  timezone: (v) => (zoneClock(v) ? null : words('installation.doubt.timeZone')),
  decimals: (v) => tooManyDecimals(v),
  qty_decimals: (v) => tooManyDecimals(v),
  decimals_sep: (v) => (/[\p{L}\p{N}]/u.test(v) ? words('installation.doubt.separator') : null),
};

function tooManyDecimals(value: string): Words | null {
  return Number(value) > MAX_PLAUSIBLE_DECIMALS
    ? words('installation.doubt.decimals', { max: MAX_PLAUSIBLE_DECIMALS })
    : null;
}

/** The warnings for each field of `info` that breaks the spec (`faults`) or looks doubtful. */
export function fieldWarnings(info: ReceivedInfo, faults: InfoFaults): FieldWarnings {
  const warnings = new Map<string, Words[]>();
  for (const { field, message } of faults.list) {
    const reasons = warnings.get(field) ?? [];
    warnings.set(field, [...reasons, words('installation.breaksSpec', { rule: plainRuleWords(message) })]);
  }
  for (const [field, doubt] of Object.entries(DOUBTS)) {
    const value = info[field];
    if (warnings.has(field) || typeof value !== 'string') continue;
    const reason = doubt(value);
    if (reason) warnings.set(field, [reason]);
  }
  return warnings;
}
