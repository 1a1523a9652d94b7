// KNOWN REMAINING ENGLISH: the text that still shows in English in the pseudo-language because it
// is made outside the renderer's catalogs, in shared/ or in main, and is being translated there (as
// words of shared/messages/). language-layout.e2e.test.ts lets a text through that one of these
// patterns matches whole; everything else without the pseudo-language's accents fails it. Each
// entry says where the text is made: once it is translated, delete the entry (the test warns of
// entries that no longer match anything), until this list is empty.
export interface StillEnglish {
  /** The whole text of one text node, as the page shows it. */
  readonly text: RegExp;
  /** Where the text is made, and who is translating it. */
  readonly madeIn: string;
}

const CHECK_REPORT = 'the check report’s rule titles and messages (shared/check rules, the CLI’s words)';

export const STILL_ENGLISH: readonly StillEnglish[] = [
  // Diagnostics: every rule's title and message.
  { text: /^GET \S+ (answers with JSON|matches the specification)$/, madeIn: CHECK_REPORT },
  { text: /^The default currency is a currency code$/, madeIn: CHECK_REPORT },
  { text: /^The time zone is a known region\/city name$/, madeIn: CHECK_REPORT },
  { text: /^Decimals are numbers of digits$/, madeIn: CHECK_REPORT },
  { text: /^The (logo|placeholder image) loads$/, madeIn: CHECK_REPORT },
  { text: /^Categories are listed$/, madeIn: CHECK_REPORT },
  { text: /^Category (ids are unique|images load)$/, madeIn: CHECK_REPORT },
  { text: /^answered in [\d.]+ ms, HTTP \d+, \d+ bytes$/, madeIn: CHECK_REPORT },
  { text: /^every (field has the specified type and format|id is unique)$/, madeIn: CHECK_REPORT },
  { text: /^\S+ is a known (currency|time zone)$/, madeIn: CHECK_REPORT },
  { text: /^decimals \d+, quantity decimals \d+$/, madeIn: CHECK_REPORT },
  { text: /^\S+ loads \(\S+, \d+ bytes\)$/, madeIn: CHECK_REPORT },
  { text: /^\d+ categories$/, madeIn: CHECK_REPORT },
  { text: /^\d+ categories share \S+, which loads$/, madeIn: CHECK_REPORT },
  { text: /^\d+ of \d+ distinct images tried, all load$/, madeIn: CHECK_REPORT },
];
