// One notice while the watch cannot reach the network (this computer offline): the connections are
// not to blame, so no event is raised for any of them; it goes when the network answers again.
import { useAppStore } from '../../store';

export function OfflineNotice() {
  const offline = useAppStore((s) => s.watchOffline);
  if (!offline) return null;
  const since = new Date(offline.since).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  return (
    <div className="notice our-cause" role="status">
      <p>
        <strong>This computer cannot reach the network</strong> (since {since}: {offline.why}). No event is
        raised for any connection until it can; the watch goes on and picks up where it was.
      </p>
    </div>
  );
}
