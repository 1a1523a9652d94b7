/**
 * The clause of the API v2 specification behind each warning of a rule that is not a leniency (an
 * image that does not load): `check`, the Diagnostics view and the reports cite it, so no warning is
 * given without the rule it rests on. Leniencies cite theirs in shared/leniency.ts.
 */

const IMAGE_CLAUSE =
  'API v2 specification: a category’s image is the absolute URL of its image (a placeholder image’s URL for a category without one)';

const ASCII_CLAUSE =
  'RFC 3986 §2: a URI is written in ASCII, every other character percent-encoded as UTF-8 (RFC 3987 §3.1)';

/** The clause per check id; a warning of another id has none to cite. */
export const CHECK_CLAUSES: Readonly<Record<string, string>> = {
  'info.logo': 'API v2 specification: logo is the absolute URL of the company logo',
  'categories.placeholder': IMAGE_CLAUSE,
  'categories.images': IMAGE_CLAUSE,
  'info.addresses-ascii': ASCII_CLAUSE,
  'categories.addresses-ascii': ASCII_CLAUSE,
  'tls.certificate':
    'RFC 5280 §4.1.2.5: a certificate is not valid after its notAfter date, and a client refuses the connection then',
};
