// Opens the Connections dialog; so does Ctrl+K (⌘K) anywhere.
import { FormattedMessage } from 'react-intl';
import { useAppStore } from '../../store';
import { CONNECTIONS_SHORTCUT, useConnectionsShortcut } from './useConnectionsShortcut';

export function ConnectionsButton() {
  const openConnections = useAppStore((s) => s.openConnections);
  useConnectionsShortcut(openConnections);
  return (
    <button
      id="connections-button"
      type="button"
      className="button"
      aria-haspopup="dialog"
      aria-keyshortcuts={CONNECTIONS_SHORTCUT.aria}
      onClick={openConnections}
    >
      <FormattedMessage id="connections.button" />
      <kbd className="kbd" aria-hidden="true">
        {CONNECTIONS_SHORTCUT.label}
      </kbd>
    </button>
  );
}
