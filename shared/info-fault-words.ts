/**
 * The one line that names every faulty setting of a record: "2 settings break the specification:
 * Currency, Amounts". Said by the Installation panel above the settings and by Test connection as
 * its note. Pure.
 */
import { countText } from './count-text';
import { INFO_FIELD_LABELS, infoFieldLabel } from './info-field-labels';
import type { InfoFaults } from './received-info';

// The panel's order: the labelled fields in the labels' order, then the others as found.
const ORDER = Object.keys(INFO_FIELD_LABELS);
const rank = (field: string) => (ORDER.includes(field) ? ORDER.indexOf(field) : ORDER.length);

/** The fields `faults` names, each once, in the order the Installation panel shows them. */
export function faultyFields(faults: InfoFaults): string[] {
  return [...new Set(faults.list.map((fault) => fault.field))].sort((a, b) => rank(a) - rank(b));
}

/** The summary line of `faults`, or null when the record conforms. */
export function infoFaultSummary(faults: InfoFaults): string | null {
  if (faults.total === 0) return null;
  const fields = faultyFields(faults);
  // A field breaks one rule at a time, so the total counts fields; past the cap some are unnamed.
  const count = Math.max(faults.total, fields.length);
  const names = fields.map(infoFieldLabel).join(', ');
  const unnamed = count - fields.length;
  const more = unnamed > 0 ? ` and ${countText(unnamed, 'more', 'more')}` : '';
  const verb = count === 1 ? 'breaks' : 'break';
  return `${countText(count, 'setting')} ${verb} the specification: ${names}${more}`;
}
