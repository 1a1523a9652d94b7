/**
 * What a native notification of a watch event says: its words in the app's language when it has
 * them (every event main makes now), else its title and body as they are (an event made before
 * events had words). Pure.
 */
import type { CatalogLanguage } from '../../../shared/languages';
import { SHARED_CATALOGS } from '../../../shared/messages/catalogs';
import type { WatchEvent } from '../../../shared/watch';
import { wordsIn } from '../../../shared/words-text';

/** A notification's title and body. */
export interface NotificationText {
  readonly title: string;
  readonly body: string;
}

/** `event` as a notification in `language`. */
export function notificationText(event: WatchEvent, language: CatalogLanguage): NotificationText {
  if (!event.words) return { title: event.title, body: event.body };
  const catalog = SHARED_CATALOGS[language];
  return {
    title: wordsIn(catalog, language, event.words.title),
    body: event.words.body.map((line) => wordsIn(catalog, language, line)).join('\n'),
  };
}
