// The part of a listbox option that says, in words, which rules its category breaks: hidden from
// sight and from the option's name (the FaultFlags show it), read as part of the option's
// description (see CategoryOption).
import type { FieldRules } from '../../../shared/plain-rule-words';
import { useText } from '../../i18n/useText';
import { faultsSentence } from './category-field-faults';

export function FaultsPart({ faults, id }: { faults: FieldRules; id: string }) {
  const text = useText();
  return (
    <span className="visually-hidden" id={id} aria-hidden="true">
      {faultsSentence(faults, text)}
    </span>
  );
}
