// Words to show, kept as a message id and its values rather than as text, so that a function
// outside React (a field check, a preview's problem) can say what is wrong without knowing the
// language; a component turns them into text with useText() (useText.ts), the benchmark into English
// with englishText() (english-text.ts). A value may itself be words. Plain data: no React here.
import type { MessageId } from './messages/en';

export type WordsValue = string | number | Words;

export interface Words {
  readonly id: MessageId;
  readonly values?: Readonly<Record<string, WordsValue>>;
}

/** Words of `id` with `values`. */
export const words = (id: MessageId, values?: Readonly<Record<string, WordsValue>>): Words =>
  values ? { id, values } : { id };
