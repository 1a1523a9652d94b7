// Human labels and display rules for the fields of the system information record (spec 2.1).
// Types only: the renderer bundle stays free of the schema library.
import type { SystemInfo, SystemInfoField } from '../../../shared/v2';

/** How a value is set: as prose, or as machine text (codes, numbers, addresses). */
export type ValueStyle = 'text' | 'code' | 'url';

interface FieldRule {
  readonly label: string;
  readonly style: ValueStyle;
}

// Typed over every SystemInfoField, so a field added to the contract fails the build until labelled.
const RULES: Record<SystemInfoField, FieldRule> = {
  company_name: { label: 'Company name', style: 'text' },
  language: { label: 'Language', style: 'text' },
  default_currency: { label: 'Default currency', style: 'code' },
  timezone: { label: 'Time zone', style: 'code' },
  decimals: { label: 'Decimals for amounts', style: 'code' },
  qty_decimals: { label: 'Decimals for quantities', style: 'code' },
  decimals_sep: { label: 'Decimal separator', style: 'code' },
  dateformat: { label: 'Date format', style: 'code' },
  default_warehouse: { label: 'Default warehouse', style: 'code' },
  default_sales_account: { label: 'Default sales account', style: 'code' },
  id: { label: 'System record ID', style: 'code' },
  version: { label: 'API version', style: 'code' },
  code: { label: 'Status code', style: 'code' },
  logo: { label: 'Logo URL', style: 'url' },
  assets_url: { label: 'Assets URL', style: 'url' },
};

// Readers cannot tell "," from "." at a glance, nor see a space at all.
const SEPARATOR_NAMES: Record<string, string> = {
  ',': 'comma',
  '.': 'full stop',
  ' ': 'space',
  "'": 'apostrophe',
  '\u00a0': 'no-break space',
};

// Shown as given: the spec numbers the date formats without saying what each number means.
const DATEFORMAT_NOTE = 'meaning not specified';

/** One row of the settings list. */
export interface InfoRow {
  readonly key: string;
  readonly label: string;
  readonly value: string;
  readonly style: ValueStyle;
  /** A gloss shown beside the value, e.g. "comma". */
  readonly note: string | null;
}

function humanize(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

// Settings a manager cares about come first; the record's bookkeeping follows.
const ORDER = Object.keys(RULES) as SystemInfoField[];

/** Every field of `info` but `status`, labelled: the spec's fields first, then any extra ones. */
export function infoRows(info: SystemInfo): InfoRow[] {
  const known: InfoRow[] = ORDER.map((key) => {
    const value = asText(info[key]);
    const note =
      key === 'decimals_sep'
        ? (SEPARATOR_NAMES[value] ?? null)
        : key === 'dateformat'
          ? DATEFORMAT_NOTE
          : null;
    return { key, label: RULES[key].label, value, style: RULES[key].style, note };
  });
  // Installations may add fields of their own; they are shown too, under a label made from the key.
  const record = info as Record<string, unknown>;
  const extra: InfoRow[] = Object.keys(record)
    .filter((key) => key !== 'status' && !Object.hasOwn(RULES, key))
    .sort()
    .map((key) => ({ key, label: humanize(key), value: asText(record[key]), style: 'text', note: null }));
  return [...known, ...extra];
}
