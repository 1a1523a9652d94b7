/**
 * The file name a capture is offered under: `<connection>-<yyyy-mm-dd>.json`, the connection's name
 * reduced to ASCII letters, digits and dashes so it is valid on every file system.
 */

/** e.g. "Demo (offline)" on 22 Nov 2026 → "demo-offline-2026-11-22.json". */
export function captureFileName(connectionName: string, now = new Date()): string {
  const stem =
    connectionName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, 60)
      .replace(/^-+|-+$/g, '') || 'installation';
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((n) => String(n).padStart(2, '0'))
    .join('-');
  return `${stem}-${day}.json`;
}
