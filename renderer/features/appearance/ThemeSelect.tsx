// The colour theme: the system's, light or dark.
import { useAppStore } from '../../store';
import { selectTheme } from '../../store/selectors';
import type { ThemeChoice } from '../../store/state/ui-state';

const CHOICES: { value: ThemeChoice; label: string }[] = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

export function ThemeSelect() {
  const theme = useAppStore(selectTheme);
  const setTheme = useAppStore((s) => s.setTheme);
  return (
    <label className="field field--inline">
      <span className="field__label">Theme</span>
      <select className="select" value={theme} onChange={(e) => setTheme(e.target.value as ThemeChoice)}>
        {CHOICES.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}
