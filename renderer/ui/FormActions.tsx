// A dialog form's closing row: Cancel, and the form's own submit button (disabled while it works).
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messages/en';

interface FormActionsProps {
  readonly className: string;
  /** The submit button's words. */
  readonly submit: MessageId;
  readonly busy: boolean;
  readonly onCancel: () => void;
}

export function FormActions({ className, submit, busy, onCancel }: FormActionsProps) {
  return (
    <div className={className}>
      <button type="button" className="button button--quiet" onClick={onCancel}>
        <FormattedMessage id="ui.cancel" />
      </button>
      <button type="submit" className="button button--primary" disabled={busy}>
        <FormattedMessage id={submit} />
      </button>
    </div>
  );
}
