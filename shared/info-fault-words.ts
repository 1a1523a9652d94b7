/**
 * The one line that names every faulty setting of a record: "2 settings break the specification:
 * Currency, Amounts". Said by the Installation panel above the settings, in its language
 * (infoFaultWords), and by Test connection as its note, in English (infoFaultSummary). Pure.
 */
import { INFO_FIELD_LABELS, infoFieldLabel } from './info-field-labels';
import type { SharedMessageId, SharedWords } from './messages/en';
import type { InfoFaults } from './received-info';
import { wordsOf } from './words';
import { englishWords } from './words-text';

// The panel's order: the labelled fields in the labels' order, then the others as found.
const ORDER = Object.keys(INFO_FIELD_LABELS);
const rank = (field: string) => (ORDER.includes(field) ? ORDER.indexOf(field) : ORDER.length);

/** The fields `faults` names, each once, in the order the Installation panel shows them. */
export function faultyFields(faults: InfoFaults): string[] {
  return [...new Set(faults.list.map((fault) => fault.field))].sort((a, b) => rank(a) - rank(b));
}

// A field's label: the specification's fields by their catalog label, any other by its key in words.
const label = (field: string): SharedWords =>
  Object.hasOwn(INFO_FIELD_LABELS, field)
    ? wordsOf(`field.${field}` as SharedMessageId)
    : wordsOf('common.asIs', { text: infoFieldLabel(field) });

// "A, B, C": each name joined to the rest by the list's words (none: nothing, a record whose
// problems were all counted past the cap).
const list = ([first, ...rest]: readonly SharedWords[]): SharedWords =>
  first === undefined
    ? wordsOf('common.asIs', { text: '' })
    : rest.length === 0
      ? first
      : wordsOf('rule.list', { first, rest: list(rest) });

/** The summary line of `faults` as words, or null when the record conforms. */
export function infoFaultWords(faults: InfoFaults): SharedWords | null {
  if (faults.total === 0) return null;
  const fields = faultyFields(faults);
  // A field breaks one rule at a time, so the total counts fields; past the cap some are unnamed.
  const count = Math.max(faults.total, fields.length);
  const names = list(fields.map(label));
  const unnamed = count - fields.length;
  const named = unnamed > 0 ? wordsOf('rule.infoFaults.more', { fields: names, count: unnamed }) : names;
  return wordsOf('rule.infoFaults', { count, fields: named });
}

/** The summary line of `faults` in English, or null when the record conforms. */
export function infoFaultSummary(faults: InfoFaults): string | null {
  const words = infoFaultWords(faults);
  return words && englishWords(words);
}
