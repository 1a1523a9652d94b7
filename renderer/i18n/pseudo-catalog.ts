// The pseudo-language (en-XA), made from the English catalog when it is chosen: every letter of the
// text accented and each message 40 % longer and bracketed, "[Ŝḗŧŧīƞɠş ~~~~]", with its arguments,
// plurals and tags left as they are. A view shown in it reveals text that is not translated (plain
// letters), cut (a missing "]") or laid out for English lengths only. What no translation changes
// stays plain: the product's name, its commands and units (PROTECTED), and code (<code>…</code>).
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import { en, type Catalog, type MessageId } from './messages/en';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ';
const ACCENT = new Map([...PLAIN].map((letter, i) => [letter, [...ACCENTED][i] ?? letter]));

/** How much longer than English a pseudo message is, at least: German runs about this much longer. */
export const PSEUDO_GROWTH = 0.4;

/**
 * The words every language keeps as English writes them, so the pseudo-language keeps them too: the
 * product's name, a command with its flags and placeholders (`retail-inspector serve --data FILE`),
 * and a unit every language writes alike, after a number or an argument ("{ms} ms", "{value} kB").
 */
export const PROTECTED = new RegExp(
  [
    'Retail Inspector',
    'retail-inspector(?: (?:capture|check|diff|export|exporter|openapi|report|serve|watch|web)\\b)?(?: --[a-z][a-z-]*| [A-Z]+\\b)*',
    '(?<![^\\s\\d])(?:ms|s|B|kB|MB|GB)(?![\\p{L}\\p{N}])',
  ].join('|'),
  'gu',
);

const accentLetters = (text: string) => [...text].map((c) => ACCENT.get(c) ?? c).join('');

/** `text` accented, but for its protected words. */
function accent(text: string): string {
  let out = '';
  let from = 0;
  for (const match of text.matchAll(PROTECTED)) {
    out += accentLetters(text.slice(from, match.index)) + match[0];
    from = match.index + match[0].length;
  }
  return out + accentLetters(text.slice(from));
}

// How many characters of text `elements` hold, their longest options counted.
function textLength(elements: MessageFormatElement[]): number {
  let length = 0;
  for (const element of elements) {
    if (element.type === TYPE.literal) length += element.value.length;
    else if (element.type === TYPE.tag) length += textLength(element.children);
    else if (element.type === TYPE.plural || element.type === TYPE.select)
      length += Math.max(...Object.values(element.options).map((option) => textLength(option.value)));
  }
  return length;
}

// The message's text, accented in place; returns how many characters of text it holds.
function accentAll(elements: MessageFormatElement[]): number {
  let length = 0;
  for (const element of elements) {
    if (element.type === TYPE.literal) {
      element.value = accent(element.value);
      length += element.value.length;
    } else if (element.type === TYPE.tag && element.value === 'code') {
      // Code is the same in every language: only counted.
      length += textLength(element.children);
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
