// Every catalog of the renderer (renderer/i18n/messages/) holds exactly the English catalog's keys,
// each message valid ICU MessageFormat with the same arguments of the same kinds: a plural in
// English is a plural in Polish, with every plural form Polish needs (one, few, many, other) and a
// select with the same options. Also the pseudo-language: accented, 40 % longer, arguments kept.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../renderer/i18n/languages';
import { en } from '../../renderer/i18n/messages/en';
import de from '../../renderer/i18n/messages/de';
import es from '../../renderer/i18n/messages/es';
import fr from '../../renderer/i18n/messages/fr';
import it_ from '../../renderer/i18n/messages/it';
import nl from '../../renderer/i18n/messages/nl';
import pl from '../../renderer/i18n/messages/pl';
import { PROTECTED, PSEUDO_GROWTH, pseudoCatalog, pseudoMessage } from '../../renderer/i18n/pseudo-catalog';

const CATALOGS: Record<string, Record<string, string>> = { de, fr, es, it: it_, nl, pl };

/** Each argument of a message as "name:kind", with a plural's or select's options, sorted. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      into.add(`<${element.value}>`);
      argumentsOf(element.children, into);
      continue;
    }
    const kind = TYPE[element.type];
    into.add(`${element.value}:${kind === 'argument' ? 'text' : kind}`);
    if (element.type === TYPE.select)
      into.add(`${element.value} options ${Object.keys(element.options).sort()}`);
    if (element.type === TYPE.select || element.type === TYPE.plural)
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
  }
  return into;
}

/** The plural elements of a message, nested ones too. */
function pluralsOf(elements: MessageFormatElement[]): { value: string; options: string[] }[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.plural)
      return [
        { value: element.value, options: Object.keys(element.options) },
        ...Object.values(element.options).flatMap((o) => pluralsOf(o.value)),
      ];
    if (element.type === TYPE.select)
      return Object.values(element.options).flatMap((o) => pluralsOf(o.value));
    if (element.type === TYPE.tag) return pluralsOf(element.children);
    return [];
  });
}

/** The text of a message, without its arguments' names and options' keys (nor its code, if asked). */
function literalsOf(elements: MessageFormatElement[], withCode = true): string[] {
  return elements.flatMap((element) =>
    element.type === TYPE.literal
      ? [element.value]
      : element.type === TYPE.tag
        ? withCode || element.value !== 'code'
          ? literalsOf(element.children, withCode)
          : []
        : element.type === TYPE.plural || element.type === TYPE.select
          ? Object.values(element.options).flatMap((o) => literalsOf(o.value, withCode))
          : [],
  );
}

/** How long a message's text is at most: its literals, with the longest option of each choice. */
function longestText(elements: MessageFormatElement[]): number {
  let length = 0;
  for (const element of elements) {
    if (element.type === TYPE.literal) length += element.value.length;
    else if (element.type === TYPE.tag) length += longestText(element.children);
    else if (element.type === TYPE.plural || element.type === TYPE.select)
      length += Math.max(...Object.values(element.options).map((o) => longestText(o.value)));
  }
  return length;
}

/** The plural forms `language` uses for whole counts up to a million (what the app counts). */
function formsFor(language: string): Set<string> {
  const rules = new Intl.PluralRules(language);
  const counts = [...Array.from({ length: 1_200 }, (_, i) => i), 1_000_000];
  return new Set(counts.map((n) => rules.select(n)));
}

describe('the renderer’s catalogs', () => {
  it('has one catalog per language of the picker', () => {
    expect(LANGUAGES.map((l) => l.tag).sort()).toEqual(['en', ...Object.keys(CATALOGS)].sort());
  });

  for (const [language, catalog] of Object.entries(CATALOGS)) {
    describe(language, () => {
      it('has exactly the English keys', () => {
        expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
      });

      it('has each message with the English message’s arguments, plurals and selects', () => {
        const wrong = Object.entries(en).flatMap(([id, message]) => {
          const theirs = catalog[id];
          if (theirs === undefined) return [];
          const [a, b] = [argumentsOf(parse(message)), argumentsOf(parse(theirs))];
          return [...a].sort().join() === [...b].sort().join() ? [] : [`${id}: ${[...a]} ≠ ${[...b]}`];
        });
        expect(wrong).toEqual([]);
      });

      it('gives each plural every form the language needs, and "other"', () => {
        const needed = formsFor(language);
        const missing = Object.entries(catalog).flatMap(([id, message]) =>
          pluralsOf(parse(message)).flatMap(({ value, options }) => {
            const lacking = [...needed, 'other'].filter((form) => !options.includes(form));
            return lacking.length ? [`${id} {${value}}: ${lacking}`] : [];
          }),
        );
        expect(missing).toEqual([]);
      });

      it('translates the words, not just the keys (fewer than a tenth as in English)', () => {
        const same = Object.keys(en).filter((id) => catalog[id] === en[id as keyof typeof en]);
        expect(same.length).toBeLessThan(Object.keys(en).length / 10);
      });
    });
  }

  it('writes English plurals with one and other', () => {
    const missing = Object.entries(en).flatMap(([id, message]) =>
      pluralsOf(parse(message))
        .filter((p) => !p.options.includes('one') || !p.options.includes('other'))
        .map(() => id),
    );
    expect(missing).toEqual([]);
  });
});

describe('the pseudo-language', () => {
  it('accents every letter, keeps the arguments and is at least 40 % longer', () => {
    const message = pseudoMessage('{count, plural, one {# field} other {# fields}} with a warning');
    expect(message).toBe('[{count,plural,one{# ƒīḗŀḓ} other{# ƒīḗŀḓş}} ẇīŧħ ȧ ẇȧřƞīƞɠ ~~~~~ ~~~~]');
    const catalog = pseudoCatalog();
    for (const [id, english] of Object.entries(en)) {
      const pseudo = catalog[id as keyof typeof en];
      expect([...argumentsOf(parse(pseudo))].sort(), id).toEqual([...argumentsOf(parse(english))].sort());
      const shown = (message: string) => longestText(parse(message));
      expect(shown(pseudo), id).toBeGreaterThanOrEqual(shown(english) * (1 + PSEUDO_GROWTH));
      // Every letter but the protected words' and code's is accented.
      const accented = literalsOf(parse(pseudo), false).join(' ').replace(PROTECTED, '');
      expect(accented, id).not.toMatch(/[a-zA-Z]/);
    }
  });

  it('keeps the product’s name, its commands, units and code as they are', () => {
    expect(pseudoMessage('Installing Retail Inspector again restores it.')).toMatch(
      /^\[Īƞşŧȧŀŀīƞɠ Retail Inspector ȧɠȧīƞ řḗşŧǿřḗş īŧ\. [~ ]+\]$/,
    );
    expect(pseudoMessage('Serve it with "retail-inspector serve --data FILE --max-size {next}".')).toMatch(
      /^\[Şḗřṽḗ īŧ ẇīŧħ "retail-inspector serve --data FILE --max-size \{next\}"\. [~ ]+\]$/,
    );
    expect(pseudoMessage('as <code>retail-inspector check</code> does')).toMatch(
      /^\[ȧş <code>retail-inspector check<\/code> ḓǿḗş [~ ]+\]$/,
    );
    expect(pseudoMessage('Connected: {company} — {ms} ms')).toMatch(
      /^\[Ƈǿƞƞḗƈŧḗḓ: \{company\} — \{ms\} ms [~ ]+\]$/,
    );
    expect(pseudoMessage('{value} kB, a row’s 5 s')).toMatch(/^\[\{value\} kB, ȧ řǿẇ’ş 5 s [~ ]+\]$/);
    // The brand the top bar shows, whole.
    expect(pseudoCatalog()['connections.brand']).toMatch(/^\[Retail Inspector [~ ]+\]$/);
  });
});
