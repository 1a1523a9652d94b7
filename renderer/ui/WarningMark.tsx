// A warning beside a value: a mark whose accessible name carries the reason, and the reason in words
// for sighted readers (hidden from assistive technology, which already heard it in the mark's name).
import { useText } from '../i18n/useText';

export function WarningMark({ reason }: { reason: string }) {
  const text = useText();
  return (
    <span className="warning">
      <span className="warning__mark" role="img" aria-label={text('ui.warning', { reason })} title={reason}>
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path fill="currentColor" d="M8 1.2 15.3 14H.7L8 1.2Z" />
          <path fill="var(--warning-bg)" d="M7.2 5.5h1.6v4.6H7.2zM7.2 11.2h1.6v1.6H7.2z" />
        </svg>
      </span>
      <span className="warning__text" aria-hidden="true">
        {reason}
      </span>
    </span>
  );
}
