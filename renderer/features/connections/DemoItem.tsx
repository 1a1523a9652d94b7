// The built-in demo connection: the embedded server's address and state, its watch, with Start / Stop.
import type { ProfileView } from '../../../shared/profiles';
import { useAppStore } from '../../store';
import { selectActiveProfileId, selectDemo, selectDemoBusy } from '../../store/selectors';
import { UseButton } from './UseButton';
import { WatchSelect } from './WatchSelect';

function ServerState() {
  const demo = useAppStore(selectDemo);
  if (!demo) return <p className="connection__token muted">Checking the demo server…</p>;
  if (!demo.running || !demo.url) {
    return <p className="connection__token muted">Stopped — it starts when the demo connection is used.</p>;
  }
  const what = demo.companyName ? ` · ${demo.companyName}, ${demo.categories} categories` : '';
  return (
    <>
      <code className="connection__url">{demo.url}</code>
      <p className="connection__token">
        Running<span className="muted">{what}</span>
      </p>
    </>
  );
}

export function DemoItem({ profile }: { profile: ProfileView }) {
  const active = useAppStore(selectActiveProfileId) === profile.id;
  const running = useAppStore(selectDemo)?.running ?? false;
  const busy = useAppStore(selectDemoBusy);
  const startDemo = useAppStore((s) => s.startDemo);
  const stopDemo = useAppStore((s) => s.stopDemo);

  return (
    <li className="connection connection--demo" aria-label={profile.name}>
      <div className="connection__summary">
        <p className="connection__name">
          <span className="connection__title" title={profile.name}>
            {profile.name}
          </span>
          <span className="badge">Built in</span>
          {active && <span className="badge badge--accent">In use</span>}
        </p>
        <ServerState />
        <p className="connection__token muted">
          No token needed: a server on this computer serves the bundled sample data.
        </p>
      </div>
      <div className="connection__actions">
        <WatchSelect profile={profile} />
        <UseButton profile={profile} />
        {/* One button that changes its word, so the focus stays on it; never disabled while busy,
            since a disabled button drops the focus. */}
        <button
          type="button"
          className="button"
          aria-disabled={busy}
          onClick={() => {
            if (!busy) void (running ? stopDemo() : startDemo());
          }}
        >
          {running ? 'Stop server' : 'Start server'}
        </button>
      </div>
    </li>
  );
}
