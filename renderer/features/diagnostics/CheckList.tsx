// Every check of the report, in the order they ran: status (icon and word), the rule, what was
// found, and its evidence (JSON paths with what was expected and what came). Long evidence shows
// its first lines, with a button for the rest; printed, it shows every line.
import { useState } from 'react';
import type { CheckOutcome } from '../../../shared/check-report';
import { useText } from '../../i18n/useText';
import { useAppStore } from '../../store';
import { selectPrinting } from '../../store/selectors';
import { PageText } from '../../ui/PageText';
import { StatusMark } from '../../ui/StatusMark';

// Long evidence opens with its first lines; a little more than that is shown whole, as a button to
// reveal one or two lines would cost more than it saves.
const SHOWN_LINES = 8;
const WHOLE_UP_TO = 10;

// Between a check's title and its id; the same in every language.
const SPACE = ' ';

function Evidence({ check }: { check: CheckOutcome }) {
  const [all, setAll] = useState(false);
  const printing = useAppStore(selectPrinting);
  const t = useText();
  const listId = `evidence-${check.id}`;
  const cut = check.details.length > WHOLE_UP_TO && !all && !printing;
  const lines = cut ? check.details.slice(0, SHOWN_LINES) : check.details;
  return (
    <>
      <ul
        className="check__evidence"
        id={listId}
        aria-label={t('diagnostics.evidence', { title: check.title })}
      >
        {lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
      {check.details.length > WHOLE_UP_TO && (
        <button
          type="button"
          className="button button--quiet button--small check__more"
          aria-expanded={all}
          aria-controls={listId}
          onClick={() => setAll(!all)}
        >
          {all ? t('diagnostics.fewerLines') : t('diagnostics.allLines', { count: check.details.length })}
        </button>
      )}
    </>
  );
}

function CheckRow({ check }: { check: CheckOutcome }) {
  const printing = useAppStore(selectPrinting);
  return (
    <li className={`check check--${check.status}`}>
      <StatusMark status={check.status} />
      <div className="check__body">
        <p className="check__title">
          <span>{check.title}</span>
          {SPACE}
          <code className="check__id">{check.id}</code>
        </p>
        <p className="check__message">{check.message}</p>
        {check.details.length > 0 && <Evidence check={check} />}
        {check.page && <PageText page={check.page} forceOpen={printing} />}
      </div>
    </li>
  );
}

export function CheckList({ checks }: { checks: readonly CheckOutcome[] }) {
  const t = useText();
  return (
    <ul className="checks" aria-label={t('diagnostics.checks')}>
      {checks.map((check) => (
        <CheckRow key={check.id} check={check} />
      ))}
    </ul>
  );
}
