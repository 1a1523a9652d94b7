// A status as an icon and a word (a check's in Diagnostics, a connection's class on the board), so it
// never rests on colour alone; "not-checked" marks a verdict that could not be reached (a refused
// call, a wrong address), which is no violation.
import { FormattedMessage } from 'react-intl';
import type { CheckStatus } from '../../shared/check-report';
import type { MessageId } from '../i18n/messages/en';
import './status-mark.css';

/** A check's status, or the verdict of a run that checked nothing. */
export type MarkStatus = CheckStatus | 'not-checked';

const WORDS: Record<MarkStatus, MessageId> = {
  pass: 'ui.status.pass',
  warn: 'ui.status.warn',
  fail: 'ui.status.fail',
  'not-checked': 'ui.status.notChecked',
};

function Icon({ status }: { status: MarkStatus }) {
  return (
    <svg className="status-mark__icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      {status === 'pass' && (
        <>
          <circle cx="8" cy="8" r="7.25" fill="currentColor" />
          <path d="m4.6 8.3 2.3 2.3 4.5-4.8" fill="none" stroke="var(--surface)" strokeWidth="1.8" />
        </>
      )}
      {status === 'warn' && (
        <>
          <path fill="currentColor" d="M8 1.2 15.3 14.2H.7L8 1.2Z" />
          <path fill="var(--surface)" d="M7.2 5.6h1.6v4.4H7.2zM7.2 11.2h1.6v1.6H7.2z" />
        </>
      )}
      {status === 'not-checked' && (
        <>
          <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M4.8 8h6.4" stroke="currentColor" strokeWidth="1.8" />
        </>
      )}
      {status === 'fail' && (
        <>
          <circle cx="8" cy="8" r="7.25" fill="currentColor" />
          <path d="m5.3 5.3 5.4 5.4m0-5.4-5.4 5.4" stroke="var(--surface)" strokeWidth="1.8" />
        </>
      )}
    </svg>
  );
}

/** The mark of `status`; `label` replaces the word (e.g. a verdict). */
export function StatusMark({ status, label }: { status: MarkStatus; label?: string }) {
  return (
    <span className={`status-mark status-mark--${status}`}>
      <Icon status={status} />
      <span className="status-mark__word">{label ?? <FormattedMessage id={WORDS[status]} />}</span>
    </span>
  );
}
