// Words to show, kept as a message id and its values rather than as text, so that a function
// outside React (a field check, a preview's problem) can say what is wrong without knowing the
// language; a component turns them into text with useText(). A value may itself be words.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from './messages/en';
import './message-ids';

export type WordsValue = string | number | Words;

export interface Words {
  readonly id: MessageId;
  readonly values?: Readonly<Record<string, WordsValue>>;
}

/** Words of `id` with `values`. */
export const words = (id: MessageId, values?: Readonly<Record<string, WordsValue>>): Words =>
  values ? { id, values } : { id };

/** Formats words (or one id with values) in the language shown. */
export function useText(): (
  what: Words | MessageId,
  values?: Readonly<Record<string, WordsValue>>,
) => string {
  const intl = useIntl();
  return useCallback(
    function text(what: Words | MessageId, values?: Readonly<Record<string, WordsValue>>): string {
      const { id, values: given } = typeof what === 'string' ? { id: what, values } : what;
      const flat: Record<string, string | number> = {};
      for (const [name, value] of Object.entries(given ?? {}))
        flat[name] = typeof value === 'object' ? text(value) : value;
      return intl.formatMessage({ id }, flat);
    },
    [intl],
  );
}
