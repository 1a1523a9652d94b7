// The maintenance dialog's list of the windows that already cover its connections, each in words
// with Remove (which takes those connections out of it; a window for every connection goes).
import { FormattedMessage } from 'react-intl';
import type { MaintenanceWindow } from '../../../shared/maintenance';
import { useText } from '../../i18n/useText';
import { windowText } from '../watch-words/maintenance-words';

// Between a window and whom it covers, and before the hidden words of Remove; in every language.
const SEPARATOR = ' · ';
const SPACE = ' ';

interface MaintenanceListProps {
  /** Whom the windows cover, as the dialog names them. */
  readonly label: string;
  readonly covering: readonly { readonly index: number; readonly window: MaintenanceWindow }[];
  readonly busy: boolean;
  readonly onRemove: (index: number) => void;
}

export function MaintenanceList({ label, covering, busy, onRemove }: MaintenanceListProps) {
  const text = useText();
  return (
    <section aria-labelledby="maintenance-existing" className="maintenance__existing">
      <h3 id="maintenance-existing" className="dialog__subtitle">
        <FormattedMessage id="fleet.maintenance.covering" values={{ label }} />
      </h3>
      {covering.length === 0 ? (
        <p className="muted">
          <FormattedMessage id="fleet.maintenance.none" />
        </p>
      ) : (
        <ul className="maintenance__list">
          {covering.map(({ index, window }) => (
            <li key={index} className="maintenance__item">
              <span>
                {text(windowText(window))}
                {window.targets === '*' && (
                  <span className="muted">
                    {SEPARATOR}
                    <FormattedMessage id="fleet.maintenance.everyConnection" />
                  </span>
                )}
              </span>
              <button
                type="button"
                className="button button--small"
                disabled={busy}
                onClick={() => onRemove(index)}
              >
                <FormattedMessage id="fleet.maintenance.remove" />
                <span className="visually-hidden">
                  {SPACE}
                  <FormattedMessage
                    id="fleet.maintenance.removeWhich"
                    values={{ window: text(windowText(window)) }}
                  />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
