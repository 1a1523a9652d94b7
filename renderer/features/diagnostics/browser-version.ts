// The browser's own name and version, read from navigator.userAgent: in the web host the report
// has no Chromium version (main is plain Node), and the page is what runs in the browser.

/** e.g. { name: 'Chromium', version: '131.0.6778.85' }; null for a browser not recognised. */
export function browserVersion(userAgent: string): { name: string; version: string } | null {
  const chrome = /(?:Chrome|Chromium|HeadlessChrome)\/([\d.]+)/.exec(userAgent);
  if (chrome) return { name: 'Chromium', version: chrome[1]! };
  const firefox = /Firefox\/([\d.]+)/.exec(userAgent);
  if (firefox) return { name: 'Firefox', version: firefox[1]! };
  const safari = /Version\/([\d.]+).*Safari\//.exec(userAgent);
  if (safari) return { name: 'Safari', version: safari[1]! };
  return null;
}
