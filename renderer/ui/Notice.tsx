// A short message above the content (something worked only in part), until dismissed.
import { FormattedMessage } from 'react-intl';
import { useAppStore } from '../store';
import { selectNotice } from '../store/selectors';

export function Notice() {
  const notice = useAppStore(selectNotice);
  const dismiss = useAppStore((s) => s.dismissNotice);
  if (!notice) return null;
  return (
    <div className="notice" role="status">
      <p>{notice}</p>
      <button type="button" className="button button--quiet" onClick={dismiss}>
        <FormattedMessage id="ui.dismiss" />
      </button>
    </div>
  );
}
