// "Use" on a connection of the list (a saved one or the demo): switches the app to it. Not shown for
// the connection in use. The hidden name tells a screen reader which connection each one is for.
import type { ProfileView } from '../../../shared/profiles';
import { FormattedMessage } from 'react-intl';
import { useAppStore } from '../../store';
import { selectActiveProfileId } from '../../store/selectors';
import { useConnectionName } from '../../ui/useConnectionName';

export function UseButton({ profile }: { profile: ProfileView }) {
  const nameOf = useConnectionName();
  const active = useAppStore(selectActiveProfileId) === profile.id;
  const switchToConnection = useAppStore((s) => s.switchToConnection);
  if (active) return null;
  return (
    <button type="button" className="button" onClick={() => void switchToConnection(profile.id)}>
      <FormattedMessage id="connections.use" />
      <span className="visually-hidden"> {nameOf(profile)}</span>
    </button>
  );
}
