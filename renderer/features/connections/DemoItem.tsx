// The built-in demo connection: the embedded server's address and state, its watch, with Start / Stop.
import type { ProfileView } from '../../../shared/profiles';
import { useText } from '../../i18n/useText';
import { useAppStore } from '../../store';
import { selectActiveProfileId, selectDemo, selectDemoBusy } from '../../store/selectors';
import { UseButton } from './UseButton';
import { WatchSelect } from './WatchSelect';
import { useConnectionName } from '../../ui/useConnectionName';

// Between the state and what the server serves; the same in every language.
const SEPARATOR = ' · ';

function ServerState() {
  const demo = useAppStore(selectDemo);
  const t = useText();
  if (!demo) return <p className="connection__token muted">{t('connections.demo.checking')}</p>;
  if (!demo.running || !demo.url) {
    return <p className="connection__token muted">{t('connections.demo.stopped')}</p>;
  }
  const what = demo.companyName
    ? `${SEPARATOR}${t('connections.demo.what', { company: demo.companyName, count: demo.categories })}`
    : '';
  return (
    <>
      <code className="connection__url">{demo.url}</code>
      <p className="connection__token">
        {t('connections.demo.running')}
        <span className="muted">{what}</span>
      </p>
    </>
  );
}

export function DemoItem({ profile }: { profile: ProfileView }) {
  const nameOf = useConnectionName();
  const active = useAppStore(selectActiveProfileId) === profile.id;
  const running = useAppStore(selectDemo)?.running ?? false;
  const busy = useAppStore(selectDemoBusy);
  const startDemo = useAppStore((s) => s.startDemo);
  const stopDemo = useAppStore((s) => s.stopDemo);
  const t = useText();

  return (
    <li className="connection connection--demo" aria-label={nameOf(profile)}>
      <div className="connection__summary">
        <p className="connection__name">
          <span className="connection__title" title={nameOf(profile)}>
            {nameOf(profile)}
          </span>
          <span className="badge">{t('connections.demo.builtIn')}</span>
          {active && <span className="badge badge--accent">{t('connections.item.inUse')}</span>}
        </p>
        <ServerState />
        <p className="connection__token muted">{t('connections.demo.noToken')}</p>
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
          {t(running ? 'connections.demo.stop' : 'connections.demo.start')}
        </button>
      </div>
    </li>
  );
}
