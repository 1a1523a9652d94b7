// Watch events shown in the page where the browser may not notify (not allowed, or no Notification
// API): a list of toasts in the corner, newest first. The region is always in the page, as a live
// region, so a new toast is read out; each toast's buttons are in the tab order (Open, Dismiss) and
// Escape on one dismisses it. An event that opened nothing (its connection is not in this app) says
// so in a note of its own there.
import type { KeyboardEvent } from 'react';
import type { WatchEvent } from '../../../shared/watch';
import { useAppStore } from '../../store';
import { selectWatchNote, selectWatchToasts } from '../../store/selectors';
import { fullTime } from '../fleet/fleet-text';
import './toasts.css';

function Toast({ event }: { event: WatchEvent }) {
  const dismiss = useAppStore((s) => s.dismissToast);
  const open = useAppStore((s) => s.openWatchTarget);
  const tone = event.to === 'conforms' ? 'good' : event.to === 'violates' ? 'bad' : 'neutral';
  function onKeyDown(keyEvent: KeyboardEvent<HTMLLIElement>) {
    if (keyEvent.key !== 'Escape') return;
    keyEvent.stopPropagation();
    dismiss(event.id);
  }
  return (
    <li className={`toast toast--${tone}`} aria-label={event.title} onKeyDown={onKeyDown}>
      <p className="toast__title">{event.title}</p>
      <p className="toast__body">{event.body}</p>
      <p className="toast__time muted">
        <time dateTime={new Date(event.at).toISOString()}>{fullTime(event.at)}</time>
      </p>
      <div className="toast__actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            dismiss(event.id);
            void open(event.open, event.profileId);
          }}
        >
          {event.open.view === 'changes' ? 'Show the changes' : 'Open Diagnostics'}
        </button>
        <button type="button" className="button button--quiet" onClick={() => dismiss(event.id)}>
          Dismiss<span className="visually-hidden"> “{event.title}”</span>
        </button>
      </div>
    </li>
  );
}

// Why the event just opened showed nothing.
function Note({ text }: { text: string }) {
  const dismiss = useAppStore((s) => s.dismissWatchNote);
  return (
    <li className="toast toast--neutral" aria-label="Nothing to open">
      <p className="toast__title">Nothing to open</p>
      <p className="toast__body">{text}</p>
      <div className="toast__actions">
        <button type="button" className="button button--quiet" onClick={dismiss}>
          Dismiss<span className="visually-hidden"> “Nothing to open”</span>
        </button>
      </div>
    </li>
  );
}

export function WatchToasts() {
  const toasts = useAppStore(selectWatchToasts);
  const note = useAppStore(selectWatchNote);
  return (
    <section className="toasts" aria-label="Watch notifications">
      <div role="status" aria-live="polite">
        <ul className="toasts__list">
          {note !== null && <Note text={note} />}
          {toasts.map((event) => (
            <Toast key={event.id} event={event} />
          ))}
        </ul>
      </div>
    </section>
  );
}
