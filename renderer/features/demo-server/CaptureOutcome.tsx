// How a capture ended: saved (what the file holds, the faults tolerated to read the installation,
// the values that break the specification, the images that could not be captured, and "Open in
// demo server" for a file that follows the specification), failed (what happened and what to do), or cancelled.
import { FormattedMessage } from 'react-intl';
import { words, type Words } from '../../i18n/words';
import { useText } from '../../i18n/useText';
import type { CaptureState } from '../../store/state/dataset-capture-state';
import { useAppStore } from '../../store';
import { selectDemoAction } from '../../store/selectors';
import { DismissActions } from '../../ui/DismissActions';
import { LeniencyMark } from '../../ui/LeniencyMark';
import { ViolationList } from './ViolationList';

/** Failed images listed in the page; the rest are counted (the file itself is complete). */
const MAX_LISTED = 100;

// Between a failed image's address and the reason; the same in every language.
const DASH = ' — ';

type Saved = Extract<CaptureState, { status: 'saved' }>;

function SavedSummary({ capture }: { capture: Saved }) {
  const { outcome } = capture;
  const failed = outcome.failedImages;
  const violations = outcome.violations.total;
  const busy = useAppStore(selectDemoAction).status === 'busy';
  const open = useAppStore((s) => s.openDatasetFile);
  const dismiss = useAppStore((s) => s.dismissCapture);
  const t = useText();
  const warning = failed.length > 0 || violations > 0;
  return (
    <div className={warning ? 'message message--warning' : 'message message--success'}>
      <p className="message__title" role="status">
        {t(savedTitle(capture.connection, failed.length, violations))}
      </p>
      <code className="capture-outcome__file">{outcome.file}</code>
      <ul className="capture-outcome__facts">
        <li>{t('demo.capture.categories', { count: outcome.categories })}</li>
        <li>{t('demo.capture.embedded', { count: outcome.imagesEmbedded })}</li>
        <li>{t('demo.capture.failed', { count: failed.length })}</li>
      </ul>
      <LeniencyMark what="capture" leniencies={outcome.tolerated} />
      {violations > 0 && <ViolationList violations={outcome.violations} />}
      {failed.length > 0 && (
        <>
          <p>{t('demo.capture.failedImages')}</p>
          {/* Scrolls when long: focusable, so it scrolls from the keyboard too. */}
          <ul
            className="message__list capture-outcome__failed"
            tabIndex={0}
            aria-label={t('demo.capture.failedLabel')}
          >
            {failed.slice(0, MAX_LISTED).map((image) => (
              <li key={image.url}>
                <code>{image.url}</code>
                {DASH}
                {image.reason}
              </li>
            ))}
          </ul>
          {failed.length > MAX_LISTED && (
            <p className="muted">{t('demo.capture.more', { count: failed.length - MAX_LISTED })}</p>
          )}
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
            {t('demo.capture.openInDemo')}
          </button>
        )}
        <button type="button" className="button" onClick={dismiss}>
          {t('demo.capture.done')}
        </button>
      </div>
    </div>
  );
}

function savedTitle(connection: string, failed: number, violations: number): Words {
  if (violations > 0) return words('demo.capture.savedViolations', { connection, count: violations });
  return failed > 0
    ? words('demo.capture.savedWithout', { connection, count: failed })
    : words('demo.capture.saved', { connection });
}

export function CaptureOutcome({ capture }: { capture: CaptureState }) {
  const dismiss = useAppStore((s) => s.dismissCapture);
  const t = useText();
  // A failed call's words in the language shown; the host's refusals arrive as text.
  const show = (part: Words | string) => (typeof part === 'string' ? part : t(part));
  switch (capture.status) {
    case 'saved':
      return <SavedSummary capture={capture} />;
    case 'cancelled':
      return (
        <div className="message" role="status">
          <p className="message__title">
            <FormattedMessage id="demo.capture.cancelled" />
          </p>
        </div>
      );
    case 'failed':
      return (
        <div className="message message--error" role="alert">
          <p className="message__title">
            <FormattedMessage id="demo.capture.failedTitle" values={{ title: show(capture.title) }} />
          </p>
          {capture.detail && <pre className="message__detail">{show(capture.detail)}</pre>}
          <p>
            <FormattedMessage id="demo.capture.nothingWritten" values={{ advice: show(capture.advice) }} />
          </p>
          <DismissActions onDismiss={dismiss} />
        </div>
      );
    default:
      return null;
  }
}
