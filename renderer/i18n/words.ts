// Words to show, kept as a message id and its values rather than as text (shared/words.ts), typed
// by the renderer's catalog: a component turns them into text with useText() (useText.ts), the
// benchmark into English with englishText() (english-text.ts). Words made in shared/ or main are
// words of this catalog too: it includes shared/'s (messages/en.ts).
import type { Words as SomeWords, WordsValue as SomeWordsValue } from '../../shared/words';
import type { MessageId } from './messages/en';

export type WordsValue = SomeWordsValue<MessageId>;
export type Words = SomeWords<MessageId>;

/** Words of `id` with `values`. */
export const words = (id: MessageId, values?: Readonly<Record<string, WordsValue>>): Words =>
  values ? { id, values } : { id };
