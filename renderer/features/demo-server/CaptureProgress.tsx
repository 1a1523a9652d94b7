// A capture under way: the step in words, a bar that fills as images arrive (indeterminate before the
// count is known), the counts, the seconds so far, and Cancel.
import type { CaptureProgressEvent } from '../../../shared/ipc-contract';
import { words, type Words } from '../../i18n/words';
import { useText } from '../../i18n/useText';
import { elapsedText } from '../../ui/time-text';
import { useNow } from '../../ui/useNow';
import { useIntl } from 'react-intl';

interface CaptureProgressProps {
  readonly connection: string;
  readonly progress: CaptureProgressEvent | null;
  readonly startedAt: number;
  readonly cancelling: boolean;
  readonly onCancel: () => void;
}

function stepText(progress: CaptureProgressEvent | null, connection: string): Words {
  return words('demo.capture.step', { connection, phase: progress?.phase ?? 'info' });
}

// The bar's value: null (indeterminate) until the images are counted; full once writing.
function barValue(progress: CaptureProgressEvent | null): { value: number; max: number } | null {
  if (!progress || progress.phase === 'info' || progress.phase === 'categories') return null;
  if (progress.phase === 'writing' || progress.total === 0) return { value: 1, max: 1 };
  return { value: progress.done, max: progress.total };
}

export function CaptureProgress({
  connection,
  progress,
  startedAt,
  cancelling,
  onCancel,
}: CaptureProgressProps) {
  const now = useNow(1_000);
  const t = useText();
  const { locale } = useIntl();
  const bar = barValue(progress);
  const counted = progress && (progress.phase === 'images' || progress.phase === 'writing');
  const counts = counted
    ? progress.failed > 0
      ? t('demo.capture.countsFailed', {
          done: progress.done,
          total: progress.total,
          failed: progress.failed,
        })
      : t('demo.capture.counts', { done: progress.done, total: progress.total })
    : null;
  return (
    <div className="progress capture-progress">
      <div className="progress__line">
        {/* The step is announced (four times at most); the counts are read when reached. */}
        <span role="status" className="progress__text">
          {cancelling ? t('demo.capture.cancelling') : t(stepText(progress, connection))}
        </span>
        <span className="progress__elapsed">{elapsedText(startedAt, now, locale)}</span>
        <button type="button" className="button button--small" aria-disabled={cancelling} onClick={onCancel}>
          {t('ui.cancel')}
        </button>
      </div>
      {bar ? (
        <progress
          className="capture-progress__bar"
          aria-label={t('demo.capture.progress')}
          aria-valuetext={counts ?? undefined}
          value={bar.value}
          max={bar.max}
        />
      ) : (
        // Before the images are counted: the sweeping bar of the app's other loads.
        <div className="progress__bar" role="progressbar" aria-label={t('demo.capture.progress')} />
      )}
      {counts && <p className="capture-progress__counts">{counts}</p>}
    </div>
  );
}
