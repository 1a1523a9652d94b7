// The maintenance dialog's list of the windows that already cover its connections, each in words
// with Remove (which takes those connections out of it; a window for every connection goes).
import type { MaintenanceWindow } from '../../../shared/maintenance';
import { windowText } from '../watch-words/maintenance-words';

interface MaintenanceListProps {
  /** Whom the windows cover, as the dialog names them. */
  readonly label: string;
  readonly covering: readonly { readonly index: number; readonly window: MaintenanceWindow }[];
  readonly busy: boolean;
  readonly onRemove: (index: number) => void;
}

export function MaintenanceList({ label, covering, busy, onRemove }: MaintenanceListProps) {
  return (
    <section aria-labelledby="maintenance-existing" className="maintenance__existing">
      <h3 id="maintenance-existing" className="dialog__subtitle">
        Windows that cover {label}
      </h3>
      {covering.length === 0 ? (
        <p className="muted">None yet.</p>
      ) : (
        <ul className="maintenance__list">
          {covering.map(({ index, window }) => (
            <li key={index} className="maintenance__item">
              <span>
                {windowText(window)}
                {window.targets === '*' && <span className="muted"> · every connection</span>}
              </span>
              <button
                type="button"
                className="button button--small"
                disabled={busy}
                onClick={() => onRemove(index)}
              >
                Remove<span className="visually-hidden"> the window {windowText(window)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
