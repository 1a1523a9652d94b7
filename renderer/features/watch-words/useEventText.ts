// A watch event's title and body in the language shown: its words (WatchEvent.words) when it has
// them, else its title and body as main wrote them in English (an event of an older history file).
import { useCallback } from 'react';
import type { WatchEvent } from '../../../shared/watch';
import { useText } from '../../i18n/useText';

/** What an event says. */
export interface EventText {
  readonly title: string;
  readonly body: string;
}

export function useEventText(): (event: WatchEvent) => EventText {
  const text = useText();
  return useCallback(
    (event: WatchEvent): EventText =>
      event.words
        ? { title: text(event.words.title), body: event.words.body.map((line) => text(line)).join('\n') }
        : { title: event.title, body: event.body },
    [text],
  );
}
