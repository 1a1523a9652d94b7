// The colour theme: the system's, light or dark.
import { FormattedMessage } from 'react-intl';
import { useAppStore } from '../../store';
import { selectTheme } from '../../store/selectors';
import type { ThemeChoice } from '../../store/state/ui-state';
import type { MessageId } from '../../i18n/messages/en';
import { useText } from '../../i18n/useText';

const CHOICES: { value: ThemeChoice; label: MessageId }[] = [
  { value: 'system', label: 'theme.system' },
  { value: 'light', label: 'theme.light' },
  { value: 'dark', label: 'theme.dark' },
];

export function ThemeSelect() {
  const theme = useAppStore(selectTheme);
  const setTheme = useAppStore((s) => s.setTheme);
  const text = useText();
  return (
    <label className="field field--inline">
      <span className="field__label">
        <FormattedMessage id="theme.label" />
      </span>
      <select className="select" value={theme} onChange={(e) => setTheme(e.target.value as ThemeChoice)}>
        {CHOICES.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {text(choice.label)}
          </option>
        ))}
      </select>
    </label>
  );
}
