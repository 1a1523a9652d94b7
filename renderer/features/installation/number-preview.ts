// Live previews of the installation's own number settings (spec 2.1: decimals, qty_decimals,
// decimals_sep, default_currency). The record gives no thousands separator, so the previews group
// thousands with a narrow no-break space (U+202F, the SI/ISO 80000 choice), which cannot be mistaken
// for either decimal separator. Every reader tolerates bad values: it says why instead of throwing,
// in words of the catalogs (renderer/i18n/). Currency symbols and names follow the app's language.
import { words, type Words } from '../../i18n/words';

/** A setting read for a preview: its value, or why the preview cannot use it. */
export type Setting<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: Words };

/** The thousands separator of the previews. */
export const GROUP_SEPARATOR = '\u202f';
/** More decimals than this are not previewed (the field is then marked as doubtful anyway). */
export const MAX_PREVIEW_DECIMALS = 20;

/** A setting as a problem quotes it: text in the language's quotes, any other value as its JSON, or "missing". */
export function quoted(value: unknown): Words | string {
  if (value === undefined || value === null) return value === null ? 'null' : words('previews.missing');
  return typeof value === 'string'
    ? words('previews.quoted', { text: value })
    : (JSON.stringify(value) ?? String(value));
}

/**
 * A decimals setting as a count of digits: numeric text as the spec gives it, or a whole number sent
 * as a JSON number (it breaks the spec, and the field says so, but its meaning is plain). `what` names
 * the setting in the problem ("amounts").
 */
export function readDecimals(value: unknown, what: 'amounts' | 'quantities'): Setting<number> {
  const count =
    typeof value === 'string' && /^\d+$/.test(value)
      ? Number(value)
      : typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
        ? value
        : null;
  if (count === null) {
    return {
      ok: false,
      problem: words('previews.problem.decimals', { what, value: quoted(value) }),
    };
  }
  if (count > MAX_PREVIEW_DECIMALS) {
    return {
      ok: false,
      problem: words('previews.problem.tooManyDecimals', { count, max: MAX_PREVIEW_DECIMALS }),
    };
  }
  return { ok: true, value: count };
}

/** The decimal separator: exactly one character. */
export function readSeparator(value: unknown): Setting<string> {
  if (typeof value !== 'string' || [...value].length !== 1) {
    return {
      ok: false,
      problem: words('previews.problem.separator', { value: quoted(value) }),
    };
  }
  return { ok: true, value };
}

/** `value` with `decimals` digits after `separator`, thousands grouped with GROUP_SEPARATOR. */
export function formatNumber(value: number, decimals: number, separator: string): string {
  const plain = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: false,
  }).format(value);
  const [whole = '', fraction] = plain.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR);
  return fraction === undefined ? grouped : `${grouped}${separator}${fraction}`;
}

const NUMBER_PARTS = new Set(['integer', 'group', 'decimal', 'fraction']);

/**
 * `number` (already formatted) placed with the currency's symbol where Intl puts it for this
 * `locale` (the app's language), e.g. "€1 234,57" in English, or null when Intl refuses the code.
 */
export function withCurrency(number: string, currency: string, locale: string): string | null {
  let parts: Intl.NumberFormatPart[];
  try {
    parts = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      numberingSystem: 'latn',
    }).formatToParts(1);
  } catch {
    return null;
  }
  let placed = false;
  return parts
    .map((part) => {
      if (!NUMBER_PARTS.has(part.type)) return part.value;
      if (placed) return '';
      placed = true;
      return number;
    })
    .join('');
}

/** What Intl calls a currency in `locale`: its symbol and name, or null for either it does not know. */
export function currencyNames(code: string, locale: string): { symbol: string | null; name: string | null } {
  let symbol: string | null = null;
  let name: string | null = null;
  try {
    const parts = new Intl.NumberFormat(locale, { style: 'currency', currency: code }).formatToParts(0);
    const shown = parts.find((part) => part.type === 'currency')?.value ?? null;
    symbol = shown && shown !== code ? shown : null;
    const named = new Intl.DisplayNames(locale, { type: 'currency', fallback: 'none' }).of(code);
    name = named && named !== code ? named : null;
  } catch {
    // A code Intl refuses outright (not three letters): neither is known.
  }
  return { symbol, name };
}
