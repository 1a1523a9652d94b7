// How a capture ended: saved (what the file holds, the faults tolerated to read the installation,
// the values that break the specification, the images that could not be captured, and "Open in
// demo server" for a file that follows the specification), failed (what happened and what to do), or cancelled.
import { countText } from '../../../shared/count-text';
import type { CaptureState } from '../../store/state/dataset-capture-state';
import { useAppStore } from '../../store';
import { selectDemoAction } from '../../store/selectors';
import { DismissActions } from '../../ui/DismissActions';
import { LeniencyMark } from '../../ui/LeniencyMark';
import { ViolationList } from './ViolationList';

/** Failed images listed in the page; the rest are counted (the file itself is complete). */
const MAX_LISTED = 100;

type Saved = Extract<CaptureState, { status: 'saved' }>;

function SavedSummary({ capture }: { capture: Saved }) {
  const { outcome } = capture;
  const failed = outcome.failedImages;
  const violations = outcome.violations.total;
  const busy = useAppStore(selectDemoAction).status === 'busy';
  const open = useAppStore((s) => s.openDatasetFile);
  const dismiss = useAppStore((s) => s.dismissCapture);
  const warning = failed.length > 0 || violations > 0;
  return (
    <div className={warning ? 'message message--warning' : 'message message--success'}>
      <p className="message__title" role="status">
        {savedTitle(capture.connection, failed.length, violations)}
      </p>
      <code className="capture-outcome__file">{outcome.file}</code>
      <ul className="capture-outcome__facts">
        <li>{countText(outcome.categories, 'category', 'categories')}</li>
        <li>{countText(outcome.imagesEmbedded, 'image embedded', 'images embedded')}</li>
        <li>{countText(failed.length, 'image failed', 'images failed')}</li>
      </ul>
      <LeniencyMark what="capture" leniencies={outcome.tolerated} />
      {violations > 0 && <ViolationList violations={outcome.violations} />}
      {failed.length > 0 && (
        <>
          <p>These images could not be captured; their categories keep the original address:</p>
          {/* Scrolls when long: focusable, so it scrolls from the keyboard too. */}
          <ul className="message__list capture-outcome__failed" tabIndex={0} aria-label="Images not captured">
            {failed.slice(0, MAX_LISTED).map((image) => (
              <li key={image.url}>
                <code>{image.url}</code> — {image.reason}
              </li>
            ))}
          </ul>
          {failed.length > MAX_LISTED && <p className="muted">… and {failed.length - MAX_LISTED} more.</p>}
        </>
      )}
      <div className="message__actions">
        {/* The demo server serves only files that follow the specification (ViolationList says so). */}
        {violations === 0 && (
          <button
            type="button"
            className="button button--primary"
            aria-disabled={busy}
            onClick={() => {
              if (!busy) void open(outcome.file);
            }}
          >
            Open in demo server
          </button>
        )}
        <button type="button" className="button" onClick={dismiss}>
          Done
        </button>
      </div>
    </div>
  );
}

function savedTitle(connection: string, failed: number, violations: number): string {
  if (violations > 0)
    return `Saved ${connection} as it answered: ${countText(violations, 'value breaks', 'values break')} the specification`;
  return failed > 0 ? `Saved ${connection}, without ${countText(failed, 'image')}` : `Saved ${connection}`;
}

export function CaptureOutcome({ capture }: { capture: CaptureState }) {
  const dismiss = useAppStore((s) => s.dismissCapture);
  switch (capture.status) {
    case 'saved':
      return <SavedSummary capture={capture} />;
    case 'cancelled':
      return (
        <div className="message" role="status">
          <p className="message__title">The capture was cancelled. Nothing was written.</p>
        </div>
      );
    case 'failed':
      return (
        <div className="message message--error" role="alert">
          <p className="message__title">The capture failed: {capture.title}</p>
          {capture.detail && <pre className="message__detail">{capture.detail}</pre>}
          <p>{capture.advice} Nothing was written.</p>
          <DismissActions onDismiss={dismiss} />
        </div>
      );
    default:
      return null;
  }
}
