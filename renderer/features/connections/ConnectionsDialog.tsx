// The Connections dialog: a modal over the app with the list of connections or the form to add or
// edit one. The store says whether it is open and what it shows.
import { useRef } from 'react';
import { useAppStore } from '../../store';
import { CloseButton } from '../../ui/CloseButton';
import { selectConnectionsOpen, selectDialogScreen, selectEditedProfile } from '../../store/selectors';
import { ConnectionForm } from './ConnectionForm';
import { ConnectionList } from './ConnectionList';
import { useModalDialog } from '../../ui/useModalDialog';
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
  const ref = useRef<HTMLDialogElement>(null);
  const focusKey = screen.name === 'form' ? `form:${screen.profileId ?? 'new'}` : 'list';
  const onKeyDown = useModalDialog(ref, open, close, focusKey, opener);

  return (
    <dialog ref={ref} className="dialog" aria-labelledby="connections-title" onKeyDown={onKeyDown}>
      {open && (
        <>
          <header className="dialog__header">
            <h2 id="connections-title" className="dialog__title">
              Connections
            </h2>
            <CloseButton onClose={close} />
          </header>
          <div className="dialog__body">
            <Screen />
          </div>
        </>
      )}
    </dialog>
  );
}
