// Shared by the end-to-end tests of the app in other languages: a message of the renderer's
// catalogs as the page shows it in German or in the pseudo-language (accented, 40 % longer), so a
// test finds a button or a tab by the name a user reads in that language, and a pattern for it when
// the page adds to it or a count changes.
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { en, type MessageId } from '../../renderer/i18n/messages/en';
import de from '../../renderer/i18n/messages/de';
import { pseudoMessage } from '../../renderer/i18n/pseudo-catalog';

/** The languages these tests show the app in. */
export type ShownLanguage = 'de' | 'en-XA';

/** The message `id` in `language`, formatted with `values` as the page formats it (tags dropped, their text kept). */
export function say(
  language: ShownLanguage,
  id: MessageId,
  values: Record<string, PrimitiveType> = {},
): string {
  const message = language === 'de' ? de[id] : pseudoMessage(en[id]);
  const tags = (chunks: unknown[]) => chunks.join('');
  const withTags = new Proxy(values, {
    get: (target, key) => (typeof key === 'string' && key in target ? target[key] : tags),
    has: () => true,
  });
  return String(new IntlMessageFormat(message, language).format(withTags as Record<string, PrimitiveType>));
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern for the start of the message `id` in `language`, up to its first argument: for a name the page completes. */
export function sayStart(language: ShownLanguage, id: MessageId): RegExp {
  const message = language === 'de' ? de[id] : pseudoMessage(en[id]);
  const start = message.split('{')[0]!.trim();
  return new RegExp(`^${escaped(start)}`);
}
