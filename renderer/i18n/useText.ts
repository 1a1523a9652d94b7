// Formats words (words.ts), or one message id with its values, in the language shown.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from './messages/en';
import type { Words, WordsValue } from './words';
import './message-ids';

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
