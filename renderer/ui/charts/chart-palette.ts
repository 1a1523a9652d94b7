// The colours the canvases (the timeline) draw with, read from the page's own colour
// tokens, so a chart follows the theme as the rest of the page does. A token's value is a
// light-dark() pair that a canvas cannot parse: each is read as the computed `color` of a
// short-lived element, which the browser resolves to rgb() for the scheme in force.
import './charts.css';

/** The colours a chart uses, as CSS colours a canvas accepts. */
export interface ChartPalette {
  readonly good: string;
  readonly bad: string;
  readonly neutral: string;
  readonly grid: string;
  readonly text: string;
  readonly muted: string;
  readonly accent: string;
  readonly surface: string;
}

const NAMES = ['good', 'bad', 'neutral', 'grid', 'text', 'muted', 'accent', 'surface'] as const;

let cached: { key: string; palette: ChartPalette } | null = null;

// What the colours depend on: the theme chosen in the app, else the system's scheme.
function schemeKey(): string {
  const theme = document.documentElement.dataset.theme ?? '';
  const dark = typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
  return `${theme}:${dark}`;
}

/** The palette for the scheme in force (read once per scheme). */
export function chartPalette(): ChartPalette {
  const key = schemeKey();
  if (cached?.key === key) return cached.palette;
  const probe = document.createElement('span');
  probe.hidden = true;
  document.body.append(probe);
  const read = (name: string) => {
    probe.className = `chart-colour--${name}`;
    return getComputedStyle(probe).color || 'gray';
  };
  const palette = Object.fromEntries(NAMES.map((name) => [name, read(name)])) as unknown as ChartPalette;
  probe.remove();
  cached = { key, palette };
  return palette;
}

/** `colour` (rgb() or rgba(), as chartPalette gives it) with opacity `alpha`. */
export function withAlpha(colour: string, alpha: number): string {
  const channels = /^rgba?\(([^)]+)\)$/
    .exec(colour.trim())?.[1]
    ?.split(/[,\s/]+/)
    .filter(Boolean);
  if (!channels || channels.length < 3) return colour;
  return `rgba(${channels.slice(0, 3).join(', ')}, ${alpha})`;
}
