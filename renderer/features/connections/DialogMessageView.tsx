// What the last action in the dialog did: saved (with main's notes about the address and the token),
// deleted, switched storage, or why it failed.
import { FormattedMessage } from 'react-intl';
import { useText } from '../../i18n/useText';
import { useAppStore } from '../../store';
import { selectDialogMessage } from '../../store/selectors';

export function DialogMessageView() {
  const message = useAppStore(selectDialogMessage);
  const dismiss = useAppStore((s) => s.showDialogMessage);
  const t = useText();
  // The live region stays in the page, so what appears in it is announced.
  return (
    <div role="status" aria-live="polite" className="dialog-message">
      {message && (
        <div className={`message message--${message.tone}`}>
          <div className="dialog-message__row">
            <p className="message__title">{t(message.text)}</p>
            <button type="button" className="button button--quiet" onClick={() => dismiss(null)}>
              <FormattedMessage id="ui.dismiss" />
            </button>
          </div>
          {message.notes.length > 0 && (
            <ul className="message__list">
              {message.notes
                .map((note) => t(note))
                .map((note) => (
                  <li key={note}>{note}</li>
                ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
