// One line after a reload that changed something, with the way to the Changes view.
import { useAppStore } from '../../store';
import { selectActiveProfileId, selectChangedProfileId, selectMainView } from '../../store/selectors';

export function ChangedNotice() {
  const changed = useAppStore(selectChangedProfileId);
  const active = useAppStore(selectActiveProfileId);
  const view = useAppStore(selectMainView);
  const setView = useAppStore((s) => s.setMainView);
  const dismiss = useAppStore((s) => s.dismissChangedNotice);
  const shown = changed !== null && changed === active && view !== 'changes';
  return (
    <div role="status" className={shown ? 'changed-notice' : 'visually-hidden'}>
      {shown && (
        <>
          <p>This load differs from the previous one.</p>
          <button type="button" className="button button--quiet" onClick={() => setView('changes')}>
            Show changes
          </button>
          <button
            type="button"
            className="button button--quiet"
            aria-label="Dismiss the changes notice"
            onClick={dismiss}
          >
            Dismiss
          </button>
        </>
      )}
    </div>
  );
}
