// Reloads the active connection's settings and categories.
import { FormattedMessage } from 'react-intl';
import { useAppStore } from '../../store';
import { selectBusy } from '../../store/selectors';

export function RefreshButton() {
  const busy = useAppStore(selectBusy);
  const refresh = useAppStore((s) => s.refresh);
  return (
    <button type="button" className="button" aria-busy={busy} onClick={() => void refresh()}>
      <svg
        className={busy ? 'refresh-icon refresh-icon--spinning' : 'refresh-icon'}
        viewBox="0 0 16 16"
        width="14"
        height="14"
        aria-hidden="true"
      >
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          d="M13.5 8A5.5 5.5 0 1 1 11.9 4.1M13.5 1.8v3.4h-3.4"
        />
      </svg>
      {/* The label stays put while loading (the icon turns), so the bar does not shift. */}
      <FormattedMessage id="connections.refresh" />
    </button>
  );
}
