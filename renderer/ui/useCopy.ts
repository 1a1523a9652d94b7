// Copying text to the clipboard with feedback: which copy last worked or failed (by a key the caller
// chooses), and a sentence for a live region. The feedback clears itself after a moment.
import { useEffect, useRef, useState } from 'react';
import { useText } from '../i18n/useText';

/** How the last copy went. */
export type CopyOutcome = { readonly key: string; readonly ok: boolean; readonly message: string } | null;

const SHOWN_MS = 2_000;

async function writeText(text: string): Promise<void> {
  // Missing outside a secure context, and refused when the page is not focused or not allowed.
  if (!navigator.clipboard) throw new Error('no clipboard');
  await navigator.clipboard.writeText(text);
}

/** Returns the last outcome and `copy(key, what, text)`, where `what` names it ("the ID", in the language shown). */
export function useCopy() {
  const [outcome, setOutcome] = useState<CopyOutcome>(null);
  const say = useText();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  function show(next: NonNullable<CopyOutcome>) {
    setOutcome(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOutcome(null), SHOWN_MS);
  }

  async function copy(key: string, what: string, text: string): Promise<void> {
    try {
      await writeText(text);
      show({ key, ok: true, message: say('ui.copy.done', { what }) });
    } catch {
      show({
        key,
        ok: false,
        message: say('ui.copy.failed', { what }),
      });
    }
  }

  return { outcome, copy };
}
