// The Connections dialog: a modal over the app with the list of connections or the form to add or
// edit one. The store says whether it is open and what it shows.
import { useAppStore } from '../../store';
import { ModalDialog } from '../../ui/ModalDialog';
import { selectConnectionsOpen, selectDialogScreen, selectEditedProfile } from '../../store/selectors';
import { ConnectionForm } from './ConnectionForm';
import { ConnectionList } from './ConnectionList';
import './connections-dialog.css';

const opener = () => document.getElementById('connections-button');

function Screen() {
  const screen = useAppStore(selectDialogScreen);
  const edited = useAppStore(selectEditedProfile);
  // An edit of a connection deleted meanwhile (in another window) falls back to the list.
  if (screen.name === 'form' && (screen.profileId === null || edited)) {
    return <ConnectionForm key={screen.profileId ?? 'new'} />;
  }
  return <ConnectionList />;
}

export function ConnectionsDialog() {
  const open = useAppStore(selectConnectionsOpen);
  const screen = useAppStore(selectDialogScreen);
  const close = useAppStore((s) => s.closeConnections);
  const focusKey = screen.name === 'form' ? `form:${screen.profileId ?? 'new'}` : 'list';
  return (
    <ModalDialog
      open={open}
      onClose={close}
      title="Connections"
      titleId="connections-title"
      focusKey={focusKey}
      fallbackFocus={opener}
    >
      <Screen />
    </ModalDialog>
  );
}
