/** The one check every link opened outside the app passes: https only, no credentials. */

/** The URL to open, or null when it must not be opened. */
export function safeExternalUrl(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || !url.hostname) return null;
  return url.href;
}
