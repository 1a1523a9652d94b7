// A load under way: what is loading, an indeterminate bar (the host does not stream progress to the
// page), the seconds so far, and Cancel. `compact` is the thin form shown above data being refreshed.
import { FormattedMessage, useIntl } from 'react-intl';
import { useText } from '../i18n/useText';
import { useNow } from './useNow';
import { elapsedText } from './time-text';

interface LoadProgressProps {
  /** e.g. "Loading categories…". */
  readonly text: string;
  /** When the load started (ms since the epoch); null hides the elapsed time. */
  readonly startedAt: number | null;
  readonly onCancel: () => void;
  readonly compact?: boolean;
}

export function LoadProgress({ text, startedAt, onCancel, compact }: LoadProgressProps) {
  const now = useNow(1_000, startedAt !== null);
  const words = useText();
  const { locale } = useIntl();
  const elapsed = startedAt === null ? null : elapsedText(startedAt, now, locale);
  const cancel = (
    <button type="button" className="button button--small" onClick={onCancel}>
      <FormattedMessage id="ui.cancel" />
    </button>
  );
  return (
    <div className={compact ? 'progress progress--compact' : 'progress'}>
      <div className="progress__line">
        {/* The words are announced once; the ticking seconds are read when reached, not every second. */}
        <span role="status" className="progress__text">
          {text}
        </span>
        {elapsed && <span className="progress__elapsed">{elapsed}</span>}
        {compact && cancel}
      </div>
      <div
        className="progress__bar"
        role="progressbar"
        aria-label={text}
        aria-valuetext={elapsed ? words('ui.elapsed', { elapsed }) : undefined}
      />
      {!compact && <div>{cancel}</div>}
    </div>
  );
}
