/**
 * Pieces of the file names the app offers (captures, category exports): a connection's name reduced
 * to ASCII letters, digits and dashes, valid on every file system, and the local date.
 */

/** e.g. "Bäckerei Müller (Nord)" → "backerei-muller-nord"; "installation" when nothing is left. */
export function fileNameStem(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, 60)
      .replace(/^-+|-+$/g, '') || 'installation'
  );
}

/** The local date as yyyy-mm-dd. */
export function localDay(now: Date): string {
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((n) => String(n).padStart(2, '0'))
    .join('-');
}
