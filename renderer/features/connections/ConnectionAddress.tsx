// Where the active connection points: the demo server's live address for the demo connection.
import { useAppStore } from '../../store';
import { selectActiveAddress, selectActiveProfile } from '../../store/selectors';

export function ConnectionAddress() {
  const profile = useAppStore(selectActiveProfile);
  const address = useAppStore(selectActiveAddress);
  if (!profile) return null;
  const label = profile.demo ? 'Demo server' : 'Address';
  return (
    <p className="connection-address">
      <span className="connection-address__label">{label}</span>{' '}
      {address ? (
        <code className="connection-address__url" title={address}>
          {address}
        </code>
      ) : (
        <span className="muted">starts on first use</span>
      )}
      {profile.insecure && <span className="badge badge--warning">insecure (http)</span>}
    </p>
  );
}
