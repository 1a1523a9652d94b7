// Words (shared/words.ts) as text in one language, through intl-messageformat: the formatter
// react-intl itself uses, so main and the command line say them exactly as the renderer does.
import { IntlMessageFormat } from 'intl-messageformat';
import { sharedEn, type SharedWords } from './messages/en';
import type { Words } from './words';

type Formats = Map<string, IntlMessageFormat>;
const cache = new Map<string, Formats>();

/** `words` as text in `locale`, its messages from `catalog`; an id the catalog lacks reads in English. */
export function wordsIn(
  catalog: Readonly<Record<string, string>>,
  locale: string,
  { id, values }: Words,
): string {
  const flat: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values ?? {}))
    flat[name] = typeof value === 'object' ? wordsIn(catalog, locale, value) : value;
  const key = `${locale}\u0000${id}`;
  let formats = cache.get(locale);
  if (!formats) cache.set(locale, (formats = new Map()));
  let format = formats.get(key);
  if (!format) {
    const message = catalog[id] ?? (sharedEn as Readonly<Record<string, string>>)[id] ?? id;
    formats.set(key, (format = new IntlMessageFormat(message, locale)));
  }
  return String(format.format(flat));
}

/** Shared words in English: what the command line, reports and webhooks say. */
export const englishWords = (words: SharedWords): string => wordsIn(sharedEn, 'en', words);
