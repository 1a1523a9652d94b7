// The report's two calls: HTTP status, duration, time to first byte and size, the faults the client
// tolerated to read the answer (each also a warning among the checks), and each as a curl command with "Copy as curl". The command reads the token from
// $RETAIL_INSPECTOR_TOKEN, so what is copied holds no secret.
import type { CallMeta } from '../../../shared/call-result';
import type { DiagnosticsReport } from '../../../shared/ipc-contract';
import { useCopy, type CopyOutcome } from '../../ui/useCopy';
import { durationText, sizeText } from '../requests/request-text';

interface CallProps {
  readonly name: string;
  /** What the copy is called, for screen readers: "the info call". */
  readonly what: string;
  readonly meta: CallMeta | null;
  readonly curl: string;
  readonly outcome: CopyOutcome;
  readonly onCopy: () => void;
}

function Figures({ meta }: { meta: CallMeta | null }) {
  if (!meta) return <p className="call__figures">Not made: the first call did not reach the installation.</p>;
  const figures = [
    ['HTTP', meta.httpStatus === undefined ? 'no answer' : String(meta.httpStatus)],
    ['Duration', durationText(meta.totalMs)],
    ['First byte', meta.firstByteMs === undefined ? '—' : durationText(meta.firstByteMs)],
    ['Size', sizeText(meta.bytes)],
  ] as const;
  return (
    <dl className="call__figures">
      {figures.map(([label, value]) => (
        <div key={label} className="call__figure">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Call({ name, what, meta, curl, outcome, onCopy }: CallProps) {
  const mine = outcome?.key === name ? outcome : null;
  const tone = mine ? (mine.ok ? ' copy-button--copied' : ' copy-button--failed') : '';
  return (
    <li className="call">
      <div className="call__head">
        <h4 className="call__name">{name}</h4>
        {/* The visible words start the accessible name: "Copy as curl for the info call". */}
        <button type="button" className={`button button--small copy-button${tone}`} onClick={onCopy}>
          {mine ? (mine.ok ? 'Copied' : 'Try again') : 'Copy as curl'}
          <span className="visually-hidden">
            {!mine ? ` for ${what}` : mine.ok ? ` ${what} as curl` : ` to copy ${what} as curl`}
          </span>
        </button>
      </div>
      <Figures meta={meta} />
      {meta && meta.leniencies.length > 0 && (
        <ul className="call__tolerated" aria-label={`Faults tolerated to read ${what}`}>
          {meta.leniencies.map((leniency) => (
            <li key={`${leniency.id}\n${leniency.message}`} className="call__warning">
              {leniency.message}
              {leniency.strictFails && (
                <span className="badge badge--warning call__strict">Strict reading fails</span>
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
  const calls = [
    { name: 'GET /api/v2/auth/info', what: 'the info call', meta: report.calls.info, curl: report.curl.info },
    {
      name: 'GET /api/v2/products/getcategorys',
      what: 'the categories call',
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
            onCopy={() => void copy(call.name, `${call.what} as curl`, call.curl)}
          />
        ))}
      </ul>
      {report.curl.categories.includes('$RETAIL_INSPECTOR_TOKEN') && (
        <p className="calls__note">
          The commands read the token from <code>RETAIL_INSPECTOR_TOKEN</code>: set it in your shell first.
        </p>
      )}
      <p className={outcome?.ok === false ? 'calls__copy-failed' : 'visually-hidden'} aria-live="polite">
        {outcome?.message}
      </p>
    </>
  );
}
