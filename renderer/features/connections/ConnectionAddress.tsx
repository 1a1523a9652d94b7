// Where the active connection points: the demo server's live address for the demo connection.
import { useText } from '../../i18n/useText';
import { useAppStore } from '../../store';
import { selectActiveAddress, selectActiveProfile } from '../../store/selectors';

// Between the label and the address: no word, the same in every language.
const SPACE = ' ';

export function ConnectionAddress() {
  const profile = useAppStore(selectActiveProfile);
  const address = useAppStore(selectActiveAddress);
  const t = useText();
  if (!profile) return null;
  const label = t(profile.demo ? 'connections.address.demo' : 'connections.address.label');
  return (
    <p className="connection-address">
      <span className="connection-address__label">{label}</span>
      {SPACE}
      {address ? (
        <code className="connection-address__url" title={address}>
          {address}
        </code>
      ) : (
        <span className="muted">{t('connections.address.firstUse')}</span>
      )}
      {profile.insecure && <span className="badge badge--warning">{t('connections.insecure')}</span>}
    </p>
  );
}
