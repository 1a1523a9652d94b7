/**
 * Text formats the spec gives for string fields, as plain predicates with the message a user sees
 * when a value breaks them. They are applied by `withFormats` (shared/formatted-object.ts) in one
 * pass per object, which keeps validating 100,000 rows close to the cost of JSON.parse (bench/).
 */
import { ABSOLUTE_URL_PATTERN, absoluteUrlProblem, isAbsoluteUrl } from './absolute-url';

/** A rule for a string field: `test` says whether the text conforms, `message` what was expected. */
export interface TextFormat {
  readonly test: (value: string) => boolean;
  readonly message: string;
  /** What exactly is wrong with a value `test` refused, when the message alone would not say. */
  readonly reason?: (value: string) => string | null;
  /** The same rule as JSON Schema keywords, for the OpenAPI description (electron/core/openapi). */
  readonly jsonSchema: TextFormatJsonSchema;
}

/** JSON Schema 2020-12 keywords that state a TextFormat (patterns are ECMA-262, without flags). */
export interface TextFormatJsonSchema {
  readonly format?: 'uri';
  readonly pattern?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
}

const DIGITS = /^\d+$/;
const CURRENCY = /^[A-Z]{3}$/;
const REGION_CITY = /^[A-Za-z][A-Za-z_-]*(?:\/[A-Za-z0-9][A-Za-z0-9_+-]*)+$/;
// A dataset may name an asset by a relative path: no scheme, no leading slash,
// no backslash, no control characters (spaces and non-ASCII letters are fine).
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const RELATIVE_PATH = /^(?![a-z][a-z0-9+.-]*:)(?!\/)[^\\?#\x00-\x1f]+$/i;

/** The spec's "numeric text": decimal digits only. */
export const numericText: TextFormat = {
  test: (v) => DIGITS.test(v),
  message: 'expected numeric text',
  jsonSchema: { pattern: DIGITS.source },
};

/**
 * An absolute http(s) URL as RFC 3986 writes one, that WHATWG URL parsing (what browsers and fetch
 * do) also accepts: a valid host, a port from 0 to 65535, no user name, no spaces, backslashes,
 * control characters or stray `%` (shared/absolute-url.ts).
 */
export const absoluteUrl: TextFormat = {
  test: isAbsoluteUrl,
  message: 'expected an absolute http(s) URL',
  reason: absoluteUrlProblem,
  // JSON Schema patterns take no flags: the scheme's case-insensitivity is spelt out. `format: uri`
  // is RFC 3986's syntax; the pattern adds the scheme, a host without user name, and the port range.
  jsonSchema: { format: 'uri', pattern: ABSOLUTE_URL_PATTERN },
};

/** Three capital letters (whether Intl knows the currency is a softer check made elsewhere). */
export const currencyCode: TextFormat = {
  test: (v) => CURRENCY.test(v),
  message: 'expected a three-letter currency code',
  jsonSchema: { pattern: CURRENCY.source },
};

/** A time-zone name in region/city form, e.g. Europe/Berlin or America/Argentina/Buenos_Aires. */
export const timeZoneName: TextFormat = {
  test: (v) => REGION_CITY.test(v),
  message: 'expected a region/city time-zone name',
  jsonSchema: { pattern: REGION_CITY.source },
};

/** Exactly one character (a decimal separator). */
export const singleCharacter: TextFormat = {
  test: (v) => [...v].length === 1,
  message: 'expected a single character',
  // JSON Schema counts length in code points, as the test above does.
  jsonSchema: { minLength: 1, maxLength: 1 },
};

/** Any text but the empty string. */
export const nonEmpty: TextFormat = {
  test: (v) => v.length > 0,
  message: 'expected non-empty text',
  jsonSchema: { minLength: 1 },
};

/** An absolute http(s) URL, or a relative path resolved against the serving origin (datasets only). */
export const urlOrRelativePath: TextFormat = {
  // RELATIVE_PATH refuses a scheme, so the two never both hold; relative paths are the common case.
  test: (v) => RELATIVE_PATH.test(v) || isAbsoluteUrl(v),
  message: 'expected an absolute http(s) URL or a relative path such as images/bread.svg',
  reason: (v) =>
    SCHEME.test(v)
      ? absoluteUrlProblem(v)
      : 'a relative path may not start with "/" nor hold a backslash, "?", "#" or control characters',
  // Datasets only, never in an API response; no single JSON Schema keyword says "or relative".
  jsonSchema: {},
};

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Whether a dataset reference is relative (served from the dataset: no scheme, no leading "/")
 * rather than an address of its own (an absolute URL, valid or not, or a root-relative "/img/a.svg"
 * as an installation that breaks the specification sends it: those are served as they are).
 */
export function isRelativeReference(value: string): boolean {
  return !SCHEME.test(value) && !value.startsWith('/');
}
