// A small "Copy" button that says "Copied" (or "Try again") for a moment after it was used. The
// sentence for screen readers comes from the live region of whoever holds the useCopy state.
import { useText } from '../i18n/useText';
import type { CopyOutcome } from './useCopy';

interface CopyButtonProps {
  /** What is copied, for the accessible name (in the language shown): "the ID" makes "Copy the ID". */
  readonly what: string;
  readonly outcome: CopyOutcome;
  readonly copyKey: string;
  readonly onCopy: () => void;
}

export function CopyButton({ what, outcome, copyKey, onCopy }: CopyButtonProps) {
  const text = useText();
  const mine = outcome?.key === copyKey ? outcome : null;
  const tone = mine ? (mine.ok ? ' copy-button--copied' : ' copy-button--failed') : '';
  // The visible word is also the start of the accessible name: "Copied the ID", "Try again to copy…".
  const [label, rest] = !mine
    ? [text('ui.copy'), what]
    : mine.ok
      ? [text('ui.copy.copied'), what]
      : [text('ui.copy.tryAgain'), text('ui.copy.tryAgainWhat', { what })];
  return (
    <button type="button" className={`button button--small copy-button${tone}`} onClick={onCopy}>
      {label}
      <span className="visually-hidden"> {rest}</span>
    </button>
  );
}
