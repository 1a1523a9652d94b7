// Which fields of a shown category break the API specification, as the views mark them: main lists
// the faulty rows (CategoryFaults), the store ties them to the row objects (store/category-faults.ts).
// The rule a field breaks is shared/'s plain words (shared/plain-rule-words.ts), said in the
// language shown.
import type { FieldRules } from '../../../shared/plain-rule-words';
import type { ReceivedCategory } from '../../../shared/received-categories';
import type { MessageId } from '../../i18n/messages/en';
import { words, type Words } from '../../i18n/words';
import { useAppStore } from '../../store';

/** How the views name each field of the specification. */
export const FIELD_LABELS: Readonly<Record<string, MessageId>> = {
  id: 'categories.field.id',
  code: 'categories.field.code',
  name: 'categories.field.name',
  slug: 'categories.field.slug',
  image: 'categories.field.image',
};

/** The faulty fields of `category`, or null when it conforms (or is past main's cap of listed rows). */
export function useFieldFaults(category: ReceivedCategory): FieldRules | null {
  return useAppStore((s) => s.categoryFaults?.byRow.get(category) ?? null);
}

/** One field's fault as a hover title says it: "ID: expected numeric text, got the number 7". */
export function faultTitle(field: string, rule: Words): Words {
  const label = FIELD_LABELS[field];
  return words('categories.faultTitle', { field: label ? words(label) : field, rule });
}

/** Every fault of a row in one sentence, for the row's description read by screen readers. */
export function faultsSentence(faults: FieldRules, text: (what: Words) => string): string {
  const parts = Object.entries(faults).map(([field, rule]) => text(faultTitle(field, rule)));
  return text(words('categories.faultsSentence', { faults: parts.join('. ') }));
}
