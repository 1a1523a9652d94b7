// A mark above data that could be read only by tolerating faults of the installation's answer (a
// byte order mark, bytes that are not UTF-8, a wrong charset, a redirect, ...): never silent, it
// lists each fault in the client's words (in the language shown: shared/leniency-words.ts), and says
// which ones a strict reading would refuse.
// Nothing is shown when the answer needed no leniency.
import { FormattedMessage } from 'react-intl';
import type { Leniency } from '../../shared/leniency';
import { leniencyWords } from '../../shared/leniency-words';
import { useText } from '../i18n/useText';

interface LeniencyMarkProps {
  /** What was read: the settings, the categories, or both as captured. */
  readonly what: 'settings' | 'categories' | 'capture';
  readonly leniencies: readonly Leniency[];
}

export function LeniencyMark({ what, leniencies }: LeniencyMarkProps) {
  const text = useText();
  if (leniencies.length === 0) return null;
  const title = text('ui.lenient.title', { what, count: leniencies.length });
  return (
    <section className="lenient" aria-label={title}>
      <p className="lenient__title">
        <svg className="lenient__icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path fill="currentColor" d="M8 1.2 15.3 14H.7L8 1.2Z" />
          <path fill="var(--warning-bg)" d="M7.2 5.5h1.6v4.6H7.2zM7.2 11.2h1.6v1.6H7.2z" />
        </svg>
        <span>{title}</span>
      </p>
      <ul className="lenient__list">
        {leniencies.map((leniency) => (
          <li key={`${leniency.id}\n${leniency.message}`}>
            {text(leniencyWords(leniency))}
            {leniency.strictFails && (
              <span className="badge badge--warning lenient__strict">
                <FormattedMessage id="ui.lenient.strictFails" />
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
