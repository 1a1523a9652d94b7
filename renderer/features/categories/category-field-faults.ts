// Which fields of a shown category break the API specification, as the views mark them: main lists
// the faulty rows (CategoryFaults), the store ties them to the row objects (store/category-faults.ts).
import type { FieldFaults, ReceivedCategory } from '../../../shared/received-categories';
import { useAppStore } from '../../store';

/** How the views name each field of the specification. */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  id: 'ID',
  code: 'Code',
  name: 'Name',
  slug: 'Slug',
  image: 'Image URL',
};

/** The faulty fields of `category`, or null when it conforms (or is past main's cap of listed rows). */
export function useFieldFaults(category: ReceivedCategory): FieldFaults | null {
  return useAppStore((s) => s.categoryFaults?.byRow.get(category) ?? null);
}

/** One field's fault as a hover title says it: "ID: expected numeric text, got 7 (number)". */
export function faultTitle(field: string, rule: string): string {
  return `${FIELD_LABELS[field] ?? field}: ${rule}`;
}

/** Every fault of a row in one sentence, for the row's description read by screen readers. */
export function faultsSentence(faults: FieldFaults): string {
  const parts = Object.entries(faults).map(([field, rule]) => faultTitle(field, rule));
  return `Breaks the API specification. ${parts.join('. ')}.`;
}
