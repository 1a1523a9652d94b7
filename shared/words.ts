// Words to show, kept as a message id and its values rather than as text, so that code that does
// not know the language (shared/, main, a field check) can say what happened; whoever shows them
// turns them into text in the language shown: the renderer with useText(), main with
// wordsIn() (shared/words-text.ts), the command line and webhooks in English with englishWords().
// A value may itself be words. Plain data.

export type WordsValue<Id extends string = string> = string | number | Words<Id>;

export interface Words<Id extends string = string> {
  readonly id: Id;
  readonly values?: Readonly<Record<string, WordsValue<Id>>>;
}

/** Words of `id` with `values`. */
export const wordsOf = <Id extends string>(
  id: Id,
  values?: Readonly<Record<string, WordsValue<Id>>>,
): Words<Id> => (values ? { id, values } : { id });

/** Whether `value` is words (rather than text or a number). */
export const isWords = (value: unknown): value is Words =>
  typeof value === 'object' && value !== null && typeof (value as Words).id === 'string';
