// The connection selector: the built-in demo connection and every saved one.
import { useText } from '../../i18n/useText';
import { useAppStore } from '../../store';
import { selectActiveProfileId, selectProfiles, selectProfilesStatus } from '../../store/selectors';
import { useConnectionName } from '../../ui/useConnectionName';

export function ConnectionSelect() {
  const nameOf = useConnectionName();
  const profiles = useAppStore(selectProfiles);
  const activeId = useAppStore(selectActiveProfileId);
  const status = useAppStore(selectProfilesStatus);
  const selectProfile = useAppStore((s) => s.selectProfile);
  const t = useText();
  const loading = profiles.length === 0;
  const active = profiles.find((profile) => profile.id === activeId);
  const activeName = active && nameOf(active);

  return (
    <label className="field field--inline">
      <span className="field__label">{t('connections.select.label')}</span>
      <select
        className="select connection-select"
        title={activeName}
        value={activeId ?? ''}
        disabled={loading}
        onChange={(event) => void selectProfile(event.target.value)}
      >
        {loading && (
          <option value="">
            {t(status === 'failed' ? 'connections.select.unavailable' : 'connections.select.loading')}
          </option>
        )}
        {profiles.map((profile) => (
          <option key={profile.id} value={profile.id}>
            {nameOf(profile)}
          </option>
        ))}
      </select>
    </label>
  );
}
