// The values of a saved capture that break the specification: kept in the file as the installation
// answered them, one line per problem (the answer, the JSON path, the rule), and how to replay it.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useText } from '../../i18n/useText';
import type { CaptureOutcomeView } from '../../../shared/ipc-contract';

type Violations = Extract<CaptureOutcomeView, { status: 'saved' }>['violations'];

const code = (chunks: ReactNode[]) => <code>{chunks}</code>;

export function ViolationList({ violations }: { violations: Violations }) {
  const t = useText();
  return (
    <>
      <p>
        <FormattedMessage id="demo.capture.violations" values={{ code }} />
      </p>
      {/* Scrolls when long: focusable, so it scrolls from the keyboard too. */}
      <ul
        className="message__list capture-outcome__failed"
        tabIndex={0}
        aria-label={t('demo.capture.violationsLabel')}
      >
        {violations.lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    </>
  );
}
