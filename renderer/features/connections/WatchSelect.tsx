// A connection's watch in the dialog: off, or every 1, 5, 15 or 60 minutes. Saved at once; main
// runs it while the app is open. The hidden name tells a screen reader which connection it is for.
import { WATCH_EVERY, type WatchEvery } from '../../../shared/watch';
import type { ProfileView } from '../../../shared/profiles';
import { FormattedMessage } from 'react-intl';
import { useAppStore } from '../../store';
import { selectWatchEvery } from '../../store/selectors';
import { everyText } from '../watch-words/watch-words';
import { useText } from '../../i18n/useText';
import { useConnectionName } from '../../ui/useConnectionName';

const parse = (value: string): WatchEvery =>
  value === 'off' ? 'off' : (WATCH_EVERY.find((every) => String(every) === value) ?? 'off');

export function WatchSelect({ profile }: { profile: ProfileView }) {
  const nameOf = useConnectionName();
  const text = useText();
  const every = useAppStore(selectWatchEvery(profile.id));
  const setWatch = useAppStore((s) => s.setWatch);
  const id = `watch-${profile.id}`;
  return (
    <div className="connection__watch">
      <label htmlFor={id} className="connection__watch-label">
        <FormattedMessage id="connections.watch" />
        <span className="visually-hidden"> {nameOf(profile)}</span>
      </label>
      <select
        id={id}
        className="select"
        value={String(every)}
        onChange={(event) => void setWatch(profile.id, parse(event.target.value))}
      >
        {WATCH_EVERY.map((choice) => (
          <option key={choice} value={String(choice)}>
            {text(everyText(choice))}
          </option>
        ))}
      </select>
    </div>
  );
}
