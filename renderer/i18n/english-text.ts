// Words in English, outside React: for the benchmark, which computes what the page must show with
// the app's own words (bench/renderer-chromium.ts), and the app shows English by default. Through
// intl-messageformat, the formatter react-intl itself uses, so this file (and the benchmark that
// imports it) needs neither React nor its types.
import { IntlMessageFormat } from 'intl-messageformat';
import { en, type MessageId } from './messages/en';
import type { Words } from './words';

const formats = new Map<MessageId, IntlMessageFormat>();

/** `words` as English text. */
export function englishText({ id, values }: Words): string {
  const flat: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values ?? {}))
    flat[name] = typeof value === 'object' ? englishText(value) : value;
  let format = formats.get(id);
  if (!format) formats.set(id, (format = new IntlMessageFormat(en[id], 'en')));
  return String(format.format(flat));
}
