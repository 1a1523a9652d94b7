// The report's two calls: HTTP status, duration, time to first byte and size, the faults the client
// tolerated to read the answer (each also a warning among the checks; here in the language shown),
// and each as a curl command with "Copy as curl". The command reads the token from
// $RETAIL_INSPECTOR_TOKEN, so what is copied holds no secret.
import type { CallMeta } from '../../../shared/call-result';
import type { DiagnosticsReport } from '../../../shared/ipc-contract';
import { leniencyWords } from '../../../shared/leniency-words';
import { useCopy, type CopyOutcome } from '../../ui/useCopy';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messages/en';
import { useText } from '../../i18n/useText';
import { useRequestText } from '../requests/useRequestText';

interface CallProps {
  readonly name: string;
  /** What the copy is called, for screen readers: "the info call". */
  readonly what: string;
  readonly meta: CallMeta | null;
  readonly curl: string;
  readonly outcome: CopyOutcome;
  readonly onCopy: () => void;
}

// Where no time to first byte came, and between the words of a hidden name; the same in every language.
const DASH = '—';
const SPACE = ' ';

const code = (chunks: ReactNode[]) => <code>{chunks}</code>;

function Figures({ meta }: { meta: CallMeta | null }) {
  const t = useText();
  const say = useRequestText();
  if (!meta) return <p className="call__figures">{t('diagnostics.call.notMade')}</p>;
  const figures: readonly (readonly [MessageId, string])[] = [
    [
      'diagnostics.call.http',
      meta.httpStatus === undefined ? t('diagnostics.call.noAnswer') : String(meta.httpStatus),
    ],
    ['diagnostics.call.duration', say.duration(meta.totalMs)],
    ['diagnostics.call.firstByte', meta.firstByteMs === undefined ? DASH : say.duration(meta.firstByteMs)],
    ['diagnostics.call.size', say.size(meta.bytes)],
  ];
  return (
    <dl className="call__figures">
      {figures.map(([label, value]) => (
        <div key={label} className="call__figure">
          <dt>{t(label)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Call({ name, what, meta, curl, outcome, onCopy }: CallProps) {
  const mine = outcome?.key === name ? outcome : null;
  const tone = mine ? (mine.ok ? ' copy-button--copied' : ' copy-button--failed') : '';
  const t = useText();
  return (
    <li className="call">
      <div className="call__head">
        <h4 className="call__name">{name}</h4>
        {/* The visible words start the accessible name: "Copy as curl for the info call". */}
        <button type="button" className={`button button--small copy-button${tone}`} onClick={onCopy}>
          {t(
            mine
              ? mine.ok
                ? 'diagnostics.call.copied'
                : 'diagnostics.call.tryAgain'
              : 'diagnostics.call.copy',
          )}
          <span className="visually-hidden">
            {SPACE}
            {t(
              !mine
                ? 'diagnostics.call.copyFor'
                : mine.ok
                  ? 'diagnostics.call.asCurl'
                  : 'diagnostics.call.tryAgainWhat',
              { what },
            )}
          </span>
        </button>
      </div>
      <Figures meta={meta} />
      {meta && meta.leniencies.length > 0 && (
        <ul className="call__tolerated" aria-label={t('diagnostics.call.tolerated', { what })}>
          {meta.leniencies.map((leniency) => (
            <li key={`${leniency.id}\n${leniency.message}`} className="call__warning">
              {t(leniencyWords(leniency))}
              {leniency.strictFails && (
                <span className="badge badge--warning call__strict">{t('ui.lenient.strictFails')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <pre className="call__curl">{curl}</pre>
    </li>
  );
}

export function CallList({ report }: { report: DiagnosticsReport }) {
  const { outcome, copy } = useCopy();
  const t = useText();
  const calls = [
    {
      name: 'GET /api/v2/auth/info',
      what: t('diagnostics.call.info'),
      meta: report.calls.info,
      curl: report.curl.info,
    },
    {
      name: 'GET /api/v2/products/getcategorys',
      what: t('diagnostics.call.categories'),
      meta: report.calls.categories,
      curl: report.curl.categories,
    },
  ];
  return (
    <>
      <ul className="calls">
        {calls.map((call) => (
          <Call
            key={call.name}
            {...call}
            outcome={outcome}
            onCopy={() => void copy(call.name, t('diagnostics.call.asCurl', { what: call.what }), call.curl)}
          />
        ))}
      </ul>
      {report.curl.categories.includes('$RETAIL_INSPECTOR_TOKEN') && (
        <p className="calls__note">
          <FormattedMessage id="diagnostics.call.tokenNote" values={{ code }} />
        </p>
      )}
      <p className={outcome?.ok === false ? 'calls__copy-failed' : 'visually-hidden'} aria-live="polite">
        {outcome?.message}
      </p>
    </>
  );
}
