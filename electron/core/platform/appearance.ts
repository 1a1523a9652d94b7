/**
 * The host's side of the in-app theme: the desktop app applies it to native menus, dialogs and the
 * window background (adapters/native-theme.ts); the web host has nothing to apply (null). The choice
 * is kept in the data folder as appearance.json, so the window opens in the right colour next time.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { THEME_CHOICES, type ThemeChoice } from '../../../shared/theme';
import { writeFileAtomic } from '../lib/atomic-write';

/** Applies a theme outside the page; resolves whether the host did anything. */
export interface Appearance {
  setTheme(theme: ThemeChoice): Promise<boolean>;
}

const FILE = 'appearance.json';
// The file holds one short field; anything bigger is not ours.
const MAX_BYTES = 4_096;

/** The saved theme; 'system' when none is saved or the file is unreadable. Never throws. */
export async function readThemeChoice(dataDir: string): Promise<ThemeChoice> {
  try {
    const text = await readFile(join(dataDir, FILE), 'utf8');
    if (text.length > MAX_BYTES) return 'system';
    const theme = (JSON.parse(text) as { theme?: unknown }).theme;
    return THEME_CHOICES.find((choice) => choice === theme) ?? 'system';
  } catch {
    return 'system';
  }
}

/** Saves `theme` atomically; a failure only means the next start uses the system's colours. */
export async function writeThemeChoice(dataDir: string, theme: ThemeChoice): Promise<void> {
  await writeFileAtomic(join(dataDir, FILE), JSON.stringify({ theme }) + '\n', 0o600).catch(() => undefined);
}
