// The pseudo-language (en-XA), made from the English catalog when it is chosen: every letter of the
// text accented and each message 40 % longer and bracketed, "[Ŝḗŧŧīƞɠş ~~~~]", with its arguments,
// plurals and tags left as they are. A view shown in it reveals text that is not translated (plain
// letters), cut (a missing "]") or laid out for English lengths only.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import { en, type Catalog, type MessageId } from './messages/en';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ';
const ACCENT = new Map([...PLAIN].map((letter, i) => [letter, [...ACCENTED][i] ?? letter]));

/** How much longer than English a pseudo message is, at least: German runs about this much longer. */
export const PSEUDO_GROWTH = 0.4;

const accent = (text: string) => [...text].map((c) => ACCENT.get(c) ?? c).join('');

// The message's text, accented in place; returns how many characters of text it holds.
function accentAll(elements: MessageFormatElement[]): number {
  let length = 0;
  for (const element of elements) {
    if (element.type === TYPE.literal) {
      element.value = accent(element.value);
      length += element.value.length;
    } else if (element.type === TYPE.tag) {
      length += accentAll(element.children);
    } else if (element.type === TYPE.plural || element.type === TYPE.select) {
      // The longest option stands for the message's length.
      length += Math.max(...Object.values(element.options).map((option) => accentAll(option.value)));
    }
  }
  return length;
}

/** One English message in the pseudo-language. */
export function pseudoMessage(message: string): string {
  const elements = parse(message);
  const length = accentAll(elements);
  // In words of at most five, so the padding wraps as text does and never overflows by itself.
  const padding = '~'.repeat(Math.max(1, Math.ceil(length * PSEUDO_GROWTH))).replace(/~{5}(?=~)/g, '$& ');
  return `[${printAST(elements)} ${padding}]`;
}

/** The whole catalog in the pseudo-language. */
export function pseudoCatalog(): Catalog {
  const entries = Object.entries(en).map(([id, message]) => [id, pseudoMessage(message)]);
  return Object.fromEntries(entries) as Record<MessageId, string>;
}
