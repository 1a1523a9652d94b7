// The dialog's first screen: how tokens are kept, what the last action did, and every connection,
// the built-in demo first.
import { useAppStore } from '../../store';
import { selectCanSave, selectProfiles } from '../../store/selectors';
import { ConnectionItem } from './ConnectionItem';
import { DemoItem } from './DemoItem';
import { DialogMessageView } from './DialogMessageView';
import { StorageNotice } from './StorageNotice';

function summary(saved: number, canSave: boolean): string {
  if (saved === 0 && !canSave) return 'No saved connections, and none can be added this session.';
  if (saved === 0)
    return 'No saved connections yet: add an installation’s address and, if it asks for one, its token.';
  return `The built-in demo and ${saved} saved ${saved === 1 ? 'connection' : 'connections'}.`;
}

export function ConnectionList() {
  const profiles = useAppStore(selectProfiles);
  const canSave = useAppStore(selectCanSave);
  const showForm = useAppStore((s) => s.showForm);
  const demo = profiles.filter((p) => p.demo);
  const saved = profiles.filter((p) => !p.demo);

  return (
    <div className="connection-list">
      <StorageNotice />
      <DialogMessageView />
      <div className="connection-list__toolbar">
        <p className="muted">{summary(saved.length, canSave)}</p>
        <button
          id="add-connection"
          type="button"
          className="button button--primary"
          disabled={!canSave}
          onClick={() => showForm(null)}
          data-autofocus
        >
          Add connection
        </button>
      </div>
      <ul className="connection-list__items">
        {demo.map((profile) => (
          <DemoItem key={profile.id} profile={profile} />
        ))}
        {saved.map((profile) => (
          <ConnectionItem key={profile.id} profile={profile} />
        ))}
      </ul>
    </div>
  );
}
