// The actions row of a message that has nothing left to do but go away: one small Dismiss button.
import { FormattedMessage } from 'react-intl';

export function DismissActions({ onDismiss }: { onDismiss: () => void }) {
  return (
    <div className="message__actions">
      <button type="button" className="button button--small" onClick={onDismiss}>
        <FormattedMessage id="ui.dismiss" />
      </button>
    </div>
  );
}
