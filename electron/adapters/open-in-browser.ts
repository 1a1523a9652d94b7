/**
 * The one place the app hands a link to the system browser. Only URLs that pass safeExternalUrl
 * (https, a host, no credentials) get through; electronegativity's OPEN_EXTERNAL check points here
 * and is recorded as reviewed in .electronegativity-reviewed.json.
 */
import { shell } from 'electron';
import { safeExternalUrl } from '../core/platform/safe-external-url';

/** Opens `url` in the system browser if it is a safe https link; resolves whether it did. */
export async function openInBrowser(url: string): Promise<boolean> {
  const safe = safeExternalUrl(url);
  if (!safe) return false;
  await shell.openExternal(safe);
  return true;
}
