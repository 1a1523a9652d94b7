// A capture under way: the step in words, a bar that fills as images arrive (indeterminate before the
// count is known), the counts, the seconds so far, and Cancel.
import type { CaptureProgressEvent } from '../../../shared/ipc-contract';
import { elapsedText } from '../../ui/time-text';
import { useNow } from '../../ui/useNow';

interface CaptureProgressProps {
  readonly connection: string;
  readonly progress: CaptureProgressEvent | null;
  readonly startedAt: number;
  readonly cancelling: boolean;
  readonly onCancel: () => void;
}

function stepText(progress: CaptureProgressEvent | null, connection: string): string {
  switch (progress?.phase) {
    case undefined:
    case 'info':
      return `Capturing ${connection}: reading the system information…`;
    case 'categories':
      return `Capturing ${connection}: reading the categories…`;
    case 'images':
      return `Capturing ${connection}: downloading the images…`;
    case 'writing':
      return `Capturing ${connection}: writing the file…`;
  }
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
  const bar = barValue(progress);
  const counted = progress && (progress.phase === 'images' || progress.phase === 'writing');
  const counts = counted
    ? `${progress.done.toLocaleString()} of ${progress.total.toLocaleString()} images` +
      (progress.failed > 0 ? `, ${progress.failed.toLocaleString()} failed` : '')
    : null;
  return (
    <div className="progress capture-progress">
      <div className="progress__line">
        {/* The step is announced (four times at most); the counts are read when reached. */}
        <span role="status" className="progress__text">
          {cancelling ? 'Cancelling the capture…' : stepText(progress, connection)}
        </span>
        <span className="progress__elapsed">{elapsedText(startedAt, now)}</span>
        <button type="button" className="button button--small" aria-disabled={cancelling} onClick={onCancel}>
          Cancel
        </button>
      </div>
      {bar ? (
        <progress
          className="capture-progress__bar"
          aria-label="Capture progress"
          aria-valuetext={counts ?? undefined}
          value={bar.value}
          max={bar.max}
        />
      ) : (
        // Before the images are counted: the sweeping bar of the app's other loads.
        <div className="progress__bar" role="progressbar" aria-label="Capture progress" />
      )}
      {counts && <p className="capture-progress__counts">{counts}</p>}
    </div>
  );
}
