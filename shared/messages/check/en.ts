// The words of the conformance checks (electron/core/checks/): each check's rule (its title), what
// it found (its message) and our sentences among its evidence. Diagnostics shows them in the
// language shown; `retail-inspector check`, `check --json` and the reports say them in English
// exactly as written here, so a count the command line wrote without grouping is written
// {count, number, ::group-off}, and one it grouped (1,000 more days) is a plural's #.
// {operation}: an operation as the specification names it, e.g. "GET /api/v2/auth/info".
export const checkEn = {
  // The calls: answered, status true, the specification's shapes.
  'check.reachable.title': '{operation} answers with JSON',
  'check.reachable.answered': 'answered in {timing}',
  // {failure}: the failed call's title (a failure words), {timing} when it ended.
  'check.reachable.failed': '{failure} ({timing})',
  'check.timing.noAnswer': 'after {ms} ms',
  'check.timing.answer': '{ms} ms, HTTP {status}, {bytes} bytes',
  'check.shape.title': '{operation} matches the specification',
  'check.shape.conforms': 'every field has the specified type and format',
  'check.shape.problems': '{count, plural, one {# problem} other {# problems}}',
  'check.status.title': '{operation} answers status: true',
  // {message}: the installation's own, as received.
  'check.status.false': 'status:false: {message}',
  'check.notOffered':
    'the installation does not offer {operation, select, info {system information} other {categories}}: {message}',
  'check.notOffered.detail':
    '{answered} answered at this address, so the address is right; {operation} answered the specification’s failure for an operation the installation does not offer, so it could not be checked.',

  // A fault tolerated to read an answer: the rule it breaks, after the operation.
  'check.tolerated.title': '{operation}: {rule}',
  'check.tolerated.bom': 'The body starts without a byte order mark',
  'check.tolerated.latin1': 'The body is UTF-8',
  'check.tolerated.invalid-utf8': 'The body is UTF-8',
  'check.tolerated.content-type': 'The answer is sent as application/json',
  'check.tolerated.redirect': 'The operation answers at its own address',
  'check.tolerated.token-echo': 'The answer does not contain the token',
  'check.tolerated.strictFails':
    'A strict reading of the specification (RFC 8259 JSON) fails here, so the exit code is at least 1.',
  // {clause}: the RFC or specification clause, quoted in English as written there.
  'check.rule': 'Rule: {clause}.',

  // The system information.
  'check.currency.title': 'The default currency is a currency code',
  'check.currency.known': '{currency} is a known currency',
  'check.currency.unknown': 'default_currency: "{currency}" is not a currency code Intl knows',
  'check.timezone.title': 'The time zone is a known region/city name',
  'check.timezone.known': '{zone} is a known time zone',
  'check.timezone.unknown': 'timezone: "{zone}" is not a time zone Intl knows',
  'check.decimals.title': 'Decimals are numbers of digits',
  'check.decimals.both': 'decimals {decimals}, quantity decimals {quantities}',
  'check.decimals.amounts': 'decimals {decimals}',
  'check.decimals.quantities': 'quantity decimals {quantities}',
  'check.decimals.large': '{shown} (more than 10 is unusual; the specification sets no limit)',
  'check.logo.title': 'The logo loads',
  // {problem}: an image problem (check.image.*), completing "the logo …".
  'check.logo.broken': 'the logo {problem}',
  'check.logo.redirected': 'the logo loads only after a redirect to {target}',
  'check.logo.loads': '{url} loads ({type}, {bytes} bytes)',

  // Why an image did not load, completing "the logo …" or "an image that …".
  'check.image.status': 'answered HTTP {status}',
  'check.image.tooLarge': 'is larger than {megabytes} MB',
  'check.image.notImage': 'is {type}, not an image',
  'check.image.untyped': 'is untyped, not an image',
  'check.image.timeout': 'did not load within {seconds} s',
  // {reason}: the network reason's code, e.g. "dns".
  'check.image.unfetched': 'could not be fetched ({reason})',
  // {url} and what kept it from loading, as one line of evidence.
  'check.image.broken': '{url} {problem}',

  // Addresses outside ASCII.
  'check.ascii.title': 'Addresses are written in ASCII',
  'check.ascii.found':
    '{count, plural, one {{count, number, ::group-off} address holds} other {{count, number, ::group-off} addresses hold}} characters outside ASCII; browsers and the inspector read them, a strict RFC 3986 client may not (percent-encode them as UTF-8)',
  'check.moreProblems': '... and {count} more problems',

  // The categories.
  'check.count.title': 'Categories are listed',
  'check.count.empty': 'the list is empty: the installation has no categories',
  'check.count.listed': '{count, plural, one {# category} other {# categories}}',
  'check.ids.title': 'Category ids are unique',
  'check.ids.unique': 'every id is unique',
  'check.ids.repeated':
    '{count, plural, one {{count, number, ::group-off} row repeats an earlier id} other {{count, number, ::group-off} rows repeat an earlier id}}',
  'check.ids.repeats': 'rows[{row}].id: "{id}" repeats rows[{first}].id',
  'check.placeholder.title': 'The placeholder image loads',
  'check.placeholder.none': 'every category has an image of its own',
  'check.placeholder.loads':
    '{count, plural, one {{count, number, ::group-off} category shares {url}, which loads} other {{count, number, ::group-off} categories share {url}, which loads}}',
  'check.placeholder.redirected':
    '{count, plural, one {{count, number, ::group-off} category shares {url}, which loads only after a redirect to {target}} other {{count, number, ::group-off} categories share {url}, which loads only after a redirect to {target}}}',
  'check.placeholder.broken':
    '{count, plural, one {{count, number, ::group-off} category shares an image that {problem}} other {{count, number, ::group-off} categories share an image that {problem}}}',
  'check.images.title': 'Category images load',
  'check.images.redirected': '{moved} of {tried} images tried load only after a redirect',
  'check.images.noCategory': 'no category, so no image to try',
  'check.images.onlyShared': 'no other image to try: every category shows the shared one',
  'check.images.load': '{tried} of {distinct} distinct images tried, all load',
  'check.images.broken': '{broken} of {tried} images tried do not load',

  // The certificate. Day counts are grouped as the command line grouped them (1,000 more days); an
  // expired certificate's "-1 days" stays plural, as it always read.
  'check.certificate.title':
    'The TLS certificate is valid for at least {days, plural, one {# more day} other {# more days}}',
  'check.certificate.expires':
    'the certificate expires in {days, plural, =-1 {# days} one {# day} other {# days}}',
  'check.certificate.renew': 'Renew it before then: once it expires, every call over https fails.',
  // {issuer}, {names} and {fit}: the certificate.issuer, .names and .otherHost words, or nothing.
  'check.certificate.line':
    'valid until {date} ({days, plural, =-1 {# days} one {# day} other {# days}}){issuer}{names}{fit}',
  'check.certificate.issuer': ', issued by {issuer}',
  'check.certificate.names': ', for {names}',
  'check.certificate.otherHost': ' (not the host called)',
} as const;
