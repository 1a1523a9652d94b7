// Watch events shown in the page where the browser may not notify (not allowed, or no Notification
// API): ONE stack in the page's flow, above the views, so it pushes the fleet board down instead of
// covering its columns. It shows the newest notice, and a counter of the others with "Show all"
// (the whole list, newest first, scrolling within a bounded height) and "Dismiss all". The list is a
// live region, so a new notice is read out; each notice's buttons are in the tab order (Open,
// Dismiss) and Escape on one dismisses it. An event that opened nothing (its connection is not in
// this app) says so in a note of its own there. Each event is in the language shown (useEventText).
import { useId, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages/en';
import { useText } from '../../i18n/useText';
import type { Words } from '../../i18n/words';
import type { WatchEvent } from '../../../shared/watch';
import { useAppStore } from '../../store';
import { selectWatchNote, selectWatchToasts } from '../../store/selectors';
import { fullTime } from '../watch-words/fleet-text';
import { useEventText } from '../watch-words/useEventText';
import './toasts.css';

function openLabel(event: WatchEvent): MessageId {
  if (event.open.view === 'changes') return 'alerts.showChanges';
  return event.open.view === 'fleet' ? 'alerts.showFleet' : 'alerts.openDiagnostics';
}

// Before the hidden words of Dismiss; in every language.
const SPACE = ' ';

function Toast({ event }: { event: WatchEvent }) {
  const { locale } = useIntl();
  const dismiss = useAppStore((s) => s.dismissToast);
  const open = useAppStore((s) => s.openWatchTarget);
  const eventText = useEventText();
  const { title, body } = eventText(event);
  // A certificate warning is a warning whatever the class of the run that saw it.
  const tone =
    event.kind === 'certificate-expiring'
      ? 'neutral'
      : event.to === 'conforms'
        ? 'good'
        : event.to === 'violates'
          ? 'bad'
          : 'neutral';
  function onKeyDown(keyEvent: KeyboardEvent<HTMLLIElement>) {
    if (keyEvent.key !== 'Escape') return;
    keyEvent.stopPropagation();
    dismiss(event.id);
  }
  return (
    <li className={`toast toast--${tone}`} aria-label={title} onKeyDown={onKeyDown}>
      <div className="toast__text">
        <p className="toast__title">{title}</p>
        <p className="toast__body">{body}</p>
        <p className="toast__time muted">
          <time dateTime={new Date(event.at).toISOString()}>{fullTime(event.at, locale)}</time>
        </p>
      </div>
      <div className="toast__actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            dismiss(event.id);
            void open(event.open, event.profileId);
          }}
        >
          <FormattedMessage id={openLabel(event)} />
        </button>
        <button type="button" className="button button--quiet" onClick={() => dismiss(event.id)}>
          <FormattedMessage id="ui.dismiss" />
          <span className="visually-hidden">
            {SPACE}
            <FormattedMessage id="alerts.dismissWhich" values={{ title }} />
          </span>
        </button>
      </div>
    </li>
  );
}

// Why the event just opened showed nothing.
function Note({ note }: { note: Words }) {
  const text = useText();
  const dismiss = useAppStore((s) => s.dismissWatchNote);
  const title = text('alerts.nothing');
  return (
    <li className="toast toast--neutral" aria-label={title}>
      <div className="toast__text">
        <p className="toast__title">{title}</p>
        <p className="toast__body">{text(note)}</p>
      </div>
      <div className="toast__actions">
        <button type="button" className="button button--quiet" onClick={dismiss}>
          <FormattedMessage id="ui.dismiss" />
          <span className="visually-hidden">
            {SPACE}
            <FormattedMessage id="alerts.dismissWhich" values={{ title }} />
          </span>
        </button>
      </div>
    </li>
  );
}

export function WatchToasts() {
  const text = useText();
  const toasts = useAppStore(selectWatchToasts);
  const note = useAppStore(selectWatchNote);
  const dismissAll = useAppStore((s) => s.dismissAllToasts);
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const others = toasts.length - 1;
  const shown = expanded ? toasts : toasts.slice(0, 1);
  return (
    <section className="toasts" aria-label={text('alerts.region')}>
      <div role="status" aria-live="polite">
        <ul className={`toasts__list${expanded ? ' toasts__list--all' : ''}`} id={listId}>
          {note !== null && <Note note={note} />}
          {shown.map((event) => (
            <Toast key={event.id} event={event} />
          ))}
        </ul>
      </div>
      {others > 0 && (
        <div className="toasts__bar">
          <span className="toasts__count">
            {expanded
              ? text('alerts.count.all', { count: toasts.length })
              : text('alerts.count.more', { count: others })}
          </span>
          <button
            type="button"
            className="button button--quiet"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? text('alerts.newestOnly') : text('alerts.showAll', { count: toasts.length })}
          </button>
          <button
            type="button"
            className="button button--quiet"
            onClick={() => {
              setExpanded(false);
              dismissAll();
            }}
          >
            <FormattedMessage id="alerts.dismissAll" />
          </button>
        </div>
      )}
    </section>
  );
}
