/** Where the web host keeps its data when Electron's userData folder is not available. */
import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * The web host's data folder: RETAIL_INSPECTOR_DATA_DIR, else the platform's usual place. Kept apart
 * from the desktop app's folder: tokens the desktop app encrypted with the OS key store cannot be
 * read by a plain Node process.
 */
export function webDataDir(
  env: Readonly<Record<string, string | undefined>>,
  platform = process.platform,
): string {
  if (env.RETAIL_INSPECTOR_DATA_DIR) return env.RETAIL_INSPECTOR_DATA_DIR;
  if (platform === 'win32')
    return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), 'Retail Inspector', 'web');
  if (platform === 'darwin')
    return join(homedir(), 'Library', 'Application Support', 'Retail Inspector', 'web');
  return join(env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), 'retail-inspector', 'web');
}
