// The Close button of a dialog or sheet, with the Escape key shown beside the word (the dialog
// itself handles Escape; the hint is for sighted users, so screen readers skip it).
import { FormattedMessage } from 'react-intl';

// The key's name as printed on keyboards, in every language.
const ESCAPE = 'Esc';
const SPACE = ' ';
interface CloseButtonProps {
  readonly onClose: () => void;
  /** Whether the dialog focuses this button when it opens (useModalDialog reads data-autofocus). */
  readonly autoFocus?: boolean;
}

export function CloseButton({ onClose, autoFocus }: CloseButtonProps) {
  return (
    <button
      type="button"
      className="button button--quiet"
      data-autofocus={autoFocus || undefined}
      onClick={onClose}
    >
      <FormattedMessage id="ui.close" />
      {SPACE}
      <kbd className="kbd" aria-hidden="true">
        {ESCAPE}
      </kbd>
    </button>
  );
}
