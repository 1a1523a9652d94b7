// The rows of the settings list: each field of the system information record (spec 2.1) as the
// installation sent it, labelled for people (shared/info-field-labels.ts), and split into the
// settings a store manager uses and the technical details. Free of the schema library. The labels
// and notes are message ids; a field the specification does not name is labelled from its key.
import type { MessageId } from '../../i18n/messages/en';
import { words, type Words } from '../../i18n/words';
import { INFO_FIELD_LABELS, infoFieldLabel, TECHNICAL_INFO_FIELDS } from '../../../shared/info-field-labels';
import { receivedText, type ReceivedInfo } from '../../../shared/received-info';
import type { SystemInfoField } from '../../../shared/v2';

/** How a value is set: as prose, or as machine text (codes, numbers, addresses). */
export type ValueStyle = 'text' | 'code' | 'url';

// Typed over every SystemInfoField, so a field added to the contract fails the build until styled.
const STYLES: Record<SystemInfoField, ValueStyle> = {
  company_name: 'text',
  language: 'text',
  default_currency: 'code',
  timezone: 'code',
  decimals: 'code',
  qty_decimals: 'code',
  decimals_sep: 'code',
  default_warehouse: 'code',
  default_sales_account: 'code',
  logo: 'url',
  code: 'code',
  version: 'code',
  id: 'code',
  dateformat: 'code',
  assets_url: 'url',
};

// Readers cannot tell "," from "." at a glance, nor see a space at all.
const SEPARATOR_NAMES: Record<string, MessageId> = {
  ',': 'separator.comma',
  '.': 'separator.fullStop',
  ' ': 'separator.space',
  "'": 'separator.apostrophe',
  '\u00a0': 'separator.noBreakSpace',
};

/** One row of the settings list. */
export interface InfoRow {
  readonly key: string;
  /** The label's message id, for the fields the specification names. */
  readonly labelId: MessageId | null;
  /** The label made from the key (English, shown for a field of the installation's own). */
  readonly label: string;
  /** The value as received (a number as its JSON text, null as "null"), or null when missing. */
  readonly value: string | null;
  readonly style: ValueStyle;
  /** A gloss shown beside the value, e.g. "comma", "decimals". */
  readonly note: Words | null;
}

/** The rows of the two groups of the panel. */
export interface InfoGroups {
  readonly settings: readonly InfoRow[];
  readonly technical: readonly InfoRow[];
}

function noteFor(key: string, value: string | null): Words | null {
  if (key === 'decimals_sep') {
    const name = value === null ? undefined : SEPARATOR_NAMES[value];
    return name ? words(name) : null;
  }
  // "Amounts: 2 decimals"; only a value that reads as a count of decimals gets the word.
  if (key === 'decimals' || key === 'qty_decimals')
    return value !== null && /^\d+$/.test(value)
      ? words('installation.decimalsNote', { count: Number(value) })
      : null;
  return null;
}

function row(info: ReceivedInfo, key: string): InfoRow {
  const raw = info[key];
  const value = receivedText(raw);
  const style = Object.hasOwn(STYLES, key) ? STYLES[key as SystemInfoField] : 'text';
  const labelId = Object.hasOwn(INFO_FIELD_LABELS, key) ? (`field.${key}` as MessageId) : null;
  return { key, labelId, label: infoFieldLabel(key), value, style, note: noteFor(key, value) };
}

// Settings a manager cares about come first, in the labels' order; then the record's bookkeeping.
const ORDER = Object.keys(INFO_FIELD_LABELS) as SystemInfoField[];

/**
 * Every field of `info` but `status`, labelled: the spec's fields (a missing one too) in their
 * group, then any extra ones among the technical details, sorted by name.
 */
export function infoGroups(info: ReceivedInfo): InfoGroups {
  const known = ORDER.map((key) => row(info, key));
  // Installations may add fields of their own; they are shown too, under a label made from the key.
  const extra = Object.keys(info)
    .filter((key) => key !== 'status' && !Object.hasOwn(INFO_FIELD_LABELS, key))
    .sort()
    .map((key) => row(info, key));
  return {
    settings: known.filter((r) => !TECHNICAL_INFO_FIELDS.has(r.key)),
    technical: [...known.filter((r) => TECHNICAL_INFO_FIELDS.has(r.key)), ...extra],
  };
}
