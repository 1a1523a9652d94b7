// A call's phases as a waterfall: a compact bar per row of the table (its segments in the order the
// phases happen, its length scaled to the longest call listed), the legend under the table, and the
// opened call's phases named with their durations. Colour is never the only carrier: every bar has
// its phases as a text alternative, and the breakdown names each one.
import type { CallTimings } from '../../../shared/call-result';
import { useText } from '../../i18n/useText';
import {
  measuredPhases,
  OTHER_MIN_MS,
  otherMs,
  PHASES,
  reusedConnection,
  connectionUnknown,
} from './timing-phases';
import { useRequestText } from './useRequestText';

// Where nothing was measured; no word, the same in every language.
const DASH = '—';

function Segments({ timings }: { timings: CallTimings }) {
  const other = otherMs(timings);
  return (
    <>
      {other >= OTHER_MIN_MS && (
        <span className="waterfall__segment waterfall__segment--other" style={{ flexGrow: other }} />
      )}
      {measuredPhases(timings).map((p) => (
        <span
          key={p.key}
          className={`waterfall__segment waterfall__segment--${p.key}`}
          style={{ flexGrow: p.ms }}
        />
      ))}
    </>
  );
}

/** The bar of one row: as long as `timings.total` is of `scaleMs`; a dash when nothing was measured. */
export function TimingBar({ timings, scaleMs }: { timings?: CallTimings; scaleMs: number }) {
  const t = useText();
  const say = useRequestText();
  if (!timings) {
    return (
      <span className="waterfall waterfall--none" title={t('requests.notMeasured')}>
        <span aria-hidden="true">{DASH}</span>
        <span className="visually-hidden">{t('requests.notMeasured')}</span>
      </span>
    );
  }
  const sentence = say.sentence(timings);
  const width = `${Math.min(100, Math.max(2, (timings.total / scaleMs) * 100))}%`;
  return (
    <span className="waterfall" role="img" aria-label={sentence} title={sentence}>
      <span className="waterfall__bar" style={{ width }}>
        <Segments timings={timings} />
      </span>
    </span>
  );
}

/** The phases' colours and names, once under the table; "Other" when a bar shows some. */
export function TimingLegend({ other }: { other: boolean }) {
  const t = useText();
  return (
    <p className="waterfall-legend" aria-hidden="true">
      {PHASES.map((p) => (
        <span key={p.key} className="waterfall-legend__item">
          <span className={`waterfall__swatch waterfall__segment--${p.key}`} />
          {t(p.label)}
        </span>
      ))}
      {other && (
        <span className="waterfall-legend__item">
          <span className="waterfall__swatch waterfall__segment--other" />
          {t('requests.phase.other')}
        </span>
      )}
    </p>
  );
}

/** The opened call's phases: each named with its duration, the total, and a reused connection said. */
export function TimingBreakdown({ timings, durationMs }: { timings?: CallTimings; durationMs: number }) {
  const t = useText();
  const say = useRequestText();
  if (!timings) {
    return (
      <p className="request-timing__note">
        {t('requests.notMeasuredFor', { duration: say.duration(durationMs) })}
      </p>
    );
  }
  const other = otherMs(timings);
  return (
    <>
      <span className="waterfall waterfall--wide" aria-hidden="true">
        <span className="waterfall__bar">
          <Segments timings={timings} />
        </span>
      </span>
      {reusedConnection(timings) && <p className="request-timing__note">{t('requests.reused')}</p>}
      {connectionUnknown(timings) && (
        <p className="request-timing__note">{t('requests.connectionUnknown')}</p>
      )}
      <dl className="request-timing__phases">
        {measuredPhases(timings).map((p) => (
          <div key={p.key} className="request-timing__phase">
            <dt>
              <span className={`waterfall__swatch waterfall__segment--${p.key}`} aria-hidden="true" />
              {t(p.label)}
            </dt>
            <dd>{say.phase(p.ms)}</dd>
          </div>
        ))}
        {other >= OTHER_MIN_MS && (
          <div className="request-timing__phase">
            <dt>
              <span className="waterfall__swatch waterfall__segment--other" aria-hidden="true" />
              {t('requests.phase.other')}
            </dt>
            <dd>{say.phase(other)}</dd>
          </div>
        )}
        <div className="request-timing__phase request-timing__phase--total">
          <dt>{t('requests.phase.total')}</dt>
          <dd>{say.phase(timings.total)}</dd>
        </div>
      </dl>
    </>
  );
}
