// The faults of an answer the client tolerated to read it (shared/leniency.ts), each in one or two
// sentences that say what was wrong, what the client did, and the rule it breaks: the app's marks
// above the data and Diagnostics show them in the language shown; `check`, the reports and the
// capture files say them in English (shared/leniency-words.ts). Counts are written without
// grouping, as the command line always wrote them.
export const leniencyEn = {
  'leniency.bom':
    'The body starts with a UTF-8 byte order mark (BOM), which JSON does not allow; it was removed before reading.',
  'leniency.latin1':
    'The body is not valid UTF-8 ({count, plural, one {{count, number, ::group-off} invalid byte sequence} other {{count, number, ::group-off} invalid byte sequences}}); as its charset={charset} declares, it was read as Latin-1 (windows-1252). JSON must be UTF-8.',
  'leniency.invalidUtf8':
    'The body is not valid UTF-8: {count, plural, one {{count, number, ::group-off} invalid byte sequence was} other {{count, number, ::group-off} invalid byte sequences were}} replaced by U+FFFD (shown as \uFFFD).',
  'leniency.invalidUtf8.noCharset':
    'The body is not valid UTF-8 (no charset declared): {count, plural, one {{count, number, ::group-off} invalid byte sequence was} other {{count, number, ::group-off} invalid byte sequences were}} replaced by U+FFFD (shown as \uFFFD).',
  'leniency.invalidUtf8.unreadCharset':
    'The body is not valid UTF-8 (the declared charset={charset} is not one the inspector reads): {count, plural, one {{count, number, ::group-off} invalid byte sequence was} other {{count, number, ::group-off} invalid byte sequences were}} replaced by U+FFFD (shown as \uFFFD).',
  'leniency.contentType': 'The answer is JSON but was sent as {type}, not application/json.',
  'leniency.contentType.none': 'The answer is JSON but was sent as no content type, not application/json.',
  // Origin and path only: the query would hold the token.
  'leniency.redirect':
    '{path} was redirected (HTTP {status}) to {target}; the answer was read there. Use that address for the connection.',
  'leniency.redirect.notTheApi':
    '{path} was redirected (HTTP {status}) to {target}; what answers there is not the API (see the failed call), so it is no address to use.',
  'leniency.tokenEcho':
    'The answer holds the token itself in an address (e.g. an image URL); it is masked where shown, so such links do not work in the app.',
} as const;
