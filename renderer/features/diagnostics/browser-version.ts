// The browser's own name and version, read from navigator.userAgent: in the web host the report
// has no Chromium version (main is plain Node), and the page is what runs in the browser.

/** e.g. { label: 'Chromium (browser)', version: '131.0.6778.85' }. */
export function browserVersion(userAgent: string): { label: string; version: string } {
  const chrome = /(?:Chrome|Chromium|HeadlessChrome)\/([\d.]+)/.exec(userAgent);
  if (chrome) return { label: 'Chromium (browser)', version: chrome[1]! };
  const firefox = /Firefox\/([\d.]+)/.exec(userAgent);
  if (firefox) return { label: 'Firefox (browser)', version: firefox[1]! };
  const safari = /Version\/([\d.]+).*Safari\//.exec(userAgent);
  if (safari) return { label: 'Safari (browser)', version: safari[1]! };
  return { label: 'Browser', version: 'unknown' };
}
