// The outcome of "Test connection": progress with a way to cancel, the company that answered and
// how fast, or what went wrong and what to do, in plain words; and what was changed in the address
// typed (a trailing slash removed), so the address tested is never a silent surprise; main's notes
// in the language shown (store/main-notes.ts).
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Words } from '../../i18n/words';
import { useText } from '../../i18n/useText';
import { useAppStore } from '../../store';
import { selectConnectionTest } from '../../store/selectors';
import { useFailureText } from '../../ui/failure-text';
import { PageText } from '../../ui/PageText';
import { useReturnFocus } from '../../ui/useReturnFocus';

/** The id of the form's "Test connection" button, where the focus goes when "Cancel test" goes. */
export const TEST_BUTTON_ID = 'connection-test';

function Running({ onCancel }: { onCancel: () => void }) {
  useReturnFocus(TEST_BUTTON_ID);
  return (
    <div className="test-result test-result--running">
      <span className="spinner" aria-hidden="true" />
      <span>
        <FormattedMessage id="connections.test.running" />
      </span>
      <button type="button" className="button button--quiet" onClick={onCancel}>
        <FormattedMessage id="connections.test.cancel" />
      </button>
    </div>
  );
}

function Notes({ notes }: { notes: readonly Words[] }) {
  const t = useText();
  if (notes.length === 0) return null;
  return (
    <ul className="message__list">
      {notes.map((note, index) => (
        <li key={index}>{t(note)}</li>
      ))}
    </ul>
  );
}

function Outcome() {
  const test = useAppStore(selectConnectionTest);
  const cancelTest = useAppStore((s) => s.cancelTest);
  const failureText = useFailureText();
  switch (test.status) {
    case 'idle':
      return null;
    case 'running':
      return <Running onCancel={cancelTest} />;
    case 'cancelled':
      return (
        <p className="test-result message">
          <FormattedMessage id="connections.test.cancelled" />
        </p>
      );
    case 'ok':
      return (
        <div className="test-result message message--success">
          <span className="message__title">
            <FormattedMessage
              id="connections.test.connected"
              values={{ company: test.companyName, ms: test.totalMs }}
            />
          </span>
          <span>
            <FormattedMessage id="connections.test.accepted" />
          </span>
          <Notes notes={test.notes} />
        </div>
      );
    case 'failed': {
      const text = failureText(test.failure);
      return (
        <div className="test-result message message--error">
          <p className="message__title">{text.title}</p>
          {text.page ? (
            <PageText page={text.page} summary={text.detail} />
          ) : (
            text.detail && <pre className="message__detail">{text.detail}</pre>
          )}
          <p>{text.advice}</p>
          <Notes notes={test.notes} />
        </div>
      );
    }
  }
}

export function TestResult() {
  const status = useAppStore((s) => selectConnectionTest(s).status);
  const region = useRef<HTMLDivElement>(null);
  // The result comes below the form's fold: scrolled into view, or "Connected" or the advice would
  // be out of sight at the dialog's foot (nearest: a result in view already stays put).
  useEffect(() => {
    if (status === 'ok' || status === 'failed') region.current?.scrollIntoView?.({ block: 'nearest' });
  }, [status]);
  // Always present, so screen readers announce what appears in it.
  return (
    <div ref={region} className="test-result__region" role="status" aria-live="polite">
      <Outcome />
    </div>
  );
}
