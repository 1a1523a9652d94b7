// Every check of the report, in the order they ran: status (icon and word), the rule, what was
// found, and its evidence (JSON paths with what was expected and what came), in the language shown
// (check-text.ts). Long evidence shows its first lines, with a button for the rest; printed, it
// shows every line.
import { useState } from 'react';
import type { DiagnosticsCheck } from '../../../shared/ipc-contract';
import { useText } from '../../i18n/useText';
import { useAppStore } from '../../store';
import { selectPrinting } from '../../store/selectors';
import { PageText } from '../../ui/PageText';
import { StatusMark } from '../../ui/StatusMark';
import { useCheckText, type CheckText } from './check-text';

// Long evidence opens with its first lines; a little more than that is shown whole, as a button to
// reveal one or two lines would cost more than it saves.
const SHOWN_LINES = 8;
const WHOLE_UP_TO = 10;

// Between a check's title and its id; the same in every language.
const SPACE = ' ';

function Evidence({ id, text }: { id: string; text: CheckText }) {
  const [all, setAll] = useState(false);
  const printing = useAppStore(selectPrinting);
  const t = useText();
  const listId = `evidence-${id}`;
  const cut = text.details.length > WHOLE_UP_TO && !all && !printing;
  const lines = cut ? text.details.slice(0, SHOWN_LINES) : text.details;
  return (
    <>
      <ul
        className="check__evidence"
        id={listId}
        aria-label={t('diagnostics.evidence', { title: text.title })}
      >
        {lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
      {text.details.length > WHOLE_UP_TO && (
        <button
          type="button"
          className="button button--quiet button--small check__more"
          aria-expanded={all}
          aria-controls={listId}
          onClick={() => setAll(!all)}
        >
          {all ? t('diagnostics.fewerLines') : t('diagnostics.allLines', { count: text.details.length })}
        </button>
      )}
    </>
  );
}

function CheckRow({ check }: { check: DiagnosticsCheck }) {
  const printing = useAppStore(selectPrinting);
  const text = useCheckText()(check);
  return (
    <li className={`check check--${check.status}`}>
      <StatusMark status={check.status} />
      <div className="check__body">
        <p className="check__title">
          <span>{text.title}</span>
          {SPACE}
          <code className="check__id">{check.id}</code>
        </p>
        <p className="check__message">{text.message}</p>
        {text.details.length > 0 && <Evidence id={check.id} text={text} />}
        {check.page && <PageText page={check.page} forceOpen={printing} />}
      </div>
    </li>
  );
}

export function CheckList({ checks }: { checks: readonly DiagnosticsCheck[] }) {
  const t = useText();
  return (
    <ul className="checks" aria-label={t('diagnostics.checks')}>
      {checks.map((check) => (
        <CheckRow key={check.id} check={check} />
      ))}
    </ul>
  );
}
