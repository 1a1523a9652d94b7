// One line after a reload that changed something, with the way to the Changes view.
import { FormattedMessage } from 'react-intl';
import { useText } from '../../i18n/useText';
import { useAppStore } from '../../store';
import { selectActiveProfileId, selectChangedProfileId, selectMainView } from '../../store/selectors';

export function ChangedNotice() {
  const changed = useAppStore(selectChangedProfileId);
  const active = useAppStore(selectActiveProfileId);
  const view = useAppStore(selectMainView);
  const setView = useAppStore((s) => s.setMainView);
  const dismiss = useAppStore((s) => s.dismissChangedNotice);
  const text = useText();
  const shown = changed !== null && changed === active && view !== 'changes';
  return (
    <div role="status" className={shown ? 'changed-notice' : 'visually-hidden'}>
      {shown && (
        <>
          <p>
            <FormattedMessage id="changes.notice.text" />
          </p>
          <button type="button" className="button button--quiet" onClick={() => setView('changes')}>
            <FormattedMessage id="changes.notice.show" />
          </button>
          <button
            type="button"
            className="button button--quiet"
            aria-label={text('changes.notice.dismiss')}
            onClick={dismiss}
          >
            <FormattedMessage id="ui.dismiss" />
          </button>
        </>
      )}
    </div>
  );
}
