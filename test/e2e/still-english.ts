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

// Empty: every text the views show is the catalogs' or the installation's. A text made in English
// again fails the layout test, unless it is listed here with where it is made.
export const STILL_ENGLISH: readonly StillEnglish[] = [];
