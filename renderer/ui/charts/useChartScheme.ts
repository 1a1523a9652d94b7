// Changes whenever the colours a chart draws with may have changed: the theme chosen in the app,
// or the system's scheme while the app follows it. A chart redraws when it changes. The new key
// comes a frame after the change: the app puts the theme on <html> in an effect of its own, which
// runs after the effects of the components inside it.
import { useEffect, useState } from 'react';
import { useAppStore } from '../../store';
import { selectTheme } from '../../store/selectors';

const darkQuery = () =>
  typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null;

export function useChartScheme(): string {
  const theme = useAppStore(selectTheme);
  const [systemDark, setSystemDark] = useState(() => darkQuery()?.matches ?? false);
  const wanted = `${theme}:${systemDark}`;
  const [key, setKey] = useState(wanted);
  useEffect(() => {
    const query = darkQuery();
    if (!query) return;
    const onChange = () => setSystemDark(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  useEffect(() => {
    if (wanted === key) return;
    const frame = requestAnimationFrame(() => setKey(wanted));
    return () => cancelAnimationFrame(frame);
  }, [wanted, key]);
  return key;
}
