// The rule a value breaks, in words for the store managers who read the Installation and
// Categories panels (shared/plain-rule-words.ts reads the schema's messages into these), and the
// line that names every faulty setting (shared/info-fault-words.ts). Values shown as received (a
// quoted text, true, a field's name) are 'common.asIs'.
export const ruleEn = {
  'rule.missing': 'the installation did not send it',
  // A rule and the value that broke it: "expected text, got the number 2".
  'rule.got': '{rule}, got {got}',
  'rule.expected': 'expected {what}',
  // A format and why the value is not one: "expected an absolute http(s) URL (it has no host)".
  'rule.because': '{rule} ({reason})',
  'rule.unknownFields': '{count, plural, one {unknown field {fields}} other {unknown fields {fields}}}',

  // What was expected: a JSON type…
  'rule.type.string': 'text',
  'rule.type.number': 'a number',
  'rule.type.boolean': 'true or false',
  'rule.type.object': 'a group of fields',
  'rule.type.array': 'a list',
  'rule.type.null': 'nothing (null)',
  // …or one of the specification's text formats (shared/text-formats.ts).
  'rule.format.numericText': 'numeric text',
  'rule.format.absoluteUrl': 'an absolute http(s) URL',
  'rule.format.currencyCode': 'a three-letter currency code',
  'rule.format.timeZone': 'a region/city time-zone name',
  'rule.format.singleCharacter': 'a single character',
  'rule.format.nonEmpty': 'non-empty text',
  'rule.format.urlOrRelativePath': 'an absolute http(s) URL or a relative path such as images/bread.svg',

  // What came instead (a text or true/false is shown as received).
  'rule.got.number': 'the number {value}',
  'rule.got.null': 'nothing (null)',
  'rule.got.array': 'a list',
  'rule.got.object': 'a group of fields',
  'rule.got.undefined': 'nothing',

  // Why an address is not an absolute http(s) URL (shared/absolute-url.ts); quoted parts as received.
  'rule.url.noScheme': 'it has no scheme: a relative address',
  'rule.url.scheme': 'the scheme {scheme} is not http or https',
  'rule.url.noSlashes': 'no "//" and host follow the scheme',
  'rule.url.whiteSpace': 'it contains white space',
  'rule.url.control': 'it contains a control character',
  'rule.url.backslash': 'it contains a backslash',
  'rule.url.percent': '{text} is not a percent-escape (% and two hex digits)',
  'rule.url.userInfo': 'it has a user name or password before the host',
  'rule.url.unclosedBracket': 'the host has an unclosed "["',
  'rule.url.afterBracket': 'characters follow the "]" of the host',
  'rule.url.noHost': 'it has no host',
  'rule.url.portNotNumber': 'the port {port} is not a number',
  'rule.url.portTooHigh': 'the port {port} is above 65535',
  'rule.url.forbidden':
    'it contains U+{code}, which no URL may hold (white space, a control or formatting character, or no character at all)',
  'rule.url.stray': 'it contains {character}, which RFC 3986 does not allow in a URL (percent-encode it)',
  'rule.url.syntax': 'it breaks the syntax of RFC 3986 ("[", "]" or a second "#" outside their place)',
  'rule.url.host': 'its host is not valid',
  'rule.url.relativePath':
    'a relative path may not start with "/" nor hold a backslash, "?", "#" or control characters',

  // The line above the settings: "2 settings break the specification: Currency, Amounts".
  'rule.infoFaults':
    '{count, plural, one {# setting breaks} other {# settings break}} the specification: {fields}',
  'rule.infoFaults.more': '{fields} and {count, plural, one {# more} other {# more}}',
  // Names in a row, "Currency, Amounts, Time zone": each pair joined by the language's comma.
  'rule.list': '{first}, {rest}',
} as const;
