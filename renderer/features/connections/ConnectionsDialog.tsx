// The Connections dialog: a modal over the app with the list of connections or the form to add or
// edit one. The store says whether it is open and what it shows.
import { useText } from '../../i18n/useText';
import { useAppStore } from '../../store';
import { ModalDialog } from '../../ui/ModalDialog';
import { selectConnectionsOpen, selectDialogScreen, selectEditedProfile } from '../../store/selectors';
import type { DialogScreen } from '../../store/state/connection-dialog-state';
import { ConnectionForm } from './ConnectionForm';
import { ConnectionList } from './ConnectionList';
import './connections-dialog.css';

const opener = () => document.getElementById('connections-button');

// A new form for each connection, and for each link (a second link replaces what the first filled in).
function formKey(screen: DialogScreen & { name: 'form' }): string {
  if (screen.prefill) return `link:${screen.prefill.name}\n${screen.prefill.baseUrl}`;
  return `form:${screen.profileId ?? 'new'}`;
}

function Screen() {
  const screen = useAppStore(selectDialogScreen);
  const edited = useAppStore(selectEditedProfile);
  // An edit of a connection deleted meanwhile (in another window) falls back to the list.
  if (screen.name === 'form' && (screen.profileId === null || edited)) {
    return <ConnectionForm key={formKey(screen)} />;
  }
  return <ConnectionList />;
}

export function ConnectionsDialog() {
  const open = useAppStore(selectConnectionsOpen);
  const screen = useAppStore(selectDialogScreen);
  const close = useAppStore((s) => s.closeConnections);
  const t = useText();
  const focusKey = screen.name === 'form' ? formKey(screen) : 'list';
  return (
    <ModalDialog
      open={open}
      onClose={close}
      title={t('connections.dialog.title')}
      titleId="connections-title"
      focusKey={focusKey}
      fallbackFocus={opener}
    >
      <Screen />
    </ModalDialog>
  );
}
