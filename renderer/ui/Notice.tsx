// A short message above the content (something worked only in part), until dismissed, in the
// language shown.
import { FormattedMessage } from 'react-intl';
import { useText } from '../i18n/useText';
import { useAppStore } from '../store';
import { selectNotice } from '../store/selectors';

export function Notice() {
  const notice = useAppStore(selectNotice);
  const dismiss = useAppStore((s) => s.dismissNotice);
  const text = useText();
  if (!notice) return null;
  return (
    <div className="notice" role="status">
      <p>{text(notice)}</p>
      <button type="button" className="button button--quiet" onClick={dismiss}>
        <FormattedMessage id="ui.dismiss" />
      </button>
    </div>
  );
}
