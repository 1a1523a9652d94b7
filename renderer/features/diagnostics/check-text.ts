// A check of the report as the view says it: its words (main sends them beside the English) in the
// language shown, checked against shared/'s catalogs first; a check without words, or with words
// this renderer does not know (a report of another version), says its English as the report has it.
import { useCallback } from 'react';
import type { CheckWords } from '../../../shared/check-report';
import { CheckWordsSchema, type DiagnosticsCheck } from '../../../shared/ipc-contract';
import { useText } from '../../i18n/useText';

/** A check's title, message and details, to show. */
export interface CheckText {
  readonly title: string;
  readonly message: string;
  readonly details: readonly string[];
}

// A report's checks are shown again on every render: each one's words are checked once.
const checked = new WeakMap<DiagnosticsCheck, CheckWords | null>();

/** The words of `check` to say, or null when it has none this renderer can say. */
export function checkWords(check: DiagnosticsCheck): CheckWords | null {
  if (check.words === undefined) return null;
  let words = checked.get(check);
  if (words === undefined) {
    const parsed = CheckWordsSchema.safeParse(check.words);
    words = parsed.success && parsed.data.details.length === check.details.length ? parsed.data : null;
    checked.set(check, words);
  }
  return words;
}

/** `(check) => CheckText` in the language shown. */
export function useCheckText(): (check: DiagnosticsCheck) => CheckText {
  const text = useText();
  return useCallback(
    (check: DiagnosticsCheck) => {
      const words = checkWords(check);
      if (!words) return { title: check.title, message: check.message, details: check.details };
      return {
        title: text(words.title),
        message: text(words.message),
        details: words.details.map((line) => (typeof line === 'string' ? line : text(line))),
      };
    },
    [text],
  );
}
