// The verdict's words (shared/outcome.ts outcomeWords): conforms, violates, or could not be
// checked and why, with what each cause means for the reader. `retail-inspector check`, reports and
// webhooks say them in English exactly as written here (CAUSE_TEXT, outcomeText); keyed by Cause.
export const outcomeEn = {
  'outcome.conforms': 'conforms',
  'outcome.violates': 'violates the specification',
  'outcome.notChecked': 'could not be checked',
  // {cause}: an outcome.cause words, e.g. "the installation could not be reached".
  'outcome.notCheckedBecause': 'could not be checked: {cause}',

  'outcome.cause.refused': 'the installation refused the call',
  'outcome.cause.wrong-address': 'what answers at this address cannot be read as the API v2',
  'outcome.cause.gateway-error': 'a server or proxy in front of the installation failed',
  'outcome.cause.unreachable': 'the installation could not be reached',
  'outcome.cause.tls': 'the secure connection failed',
  'outcome.cause.timeout': 'the installation did not answer in time',
  'outcome.cause.usage': 'the address or the settings cannot be used',
  'outcome.cause.no-token': 'its token is not available on this computer',
  'outcome.cause.not-offered': 'the installation does not offer one of the operations',

  'outcome.advice.refused':
    'The installation answered, but refused the call, so its data could not be checked. That is no violation of the specification.',
  'outcome.advice.wrong-address':
    'What answers at this address cannot be read as the API v2 (a web page, nothing at the path, a redirect elsewhere, an answer too large or too deeply nested to read): the failed call says which. The base URL is the part of the address before /api/v2/.',
  'outcome.advice.gateway-error':
    'A server or proxy in front of the installation answered with an error instead of the API: try again later, or ask its administrator.',
  'outcome.advice.unreachable':
    'No answer came: check the address, this computer’s network and that the installation is running.',
  'outcome.advice.tls': 'The secure connection failed: the failed call says why and what to do.',
  'outcome.advice.timeout':
    'The installation did not answer within the timeout: try again, or raise the connection’s timeout.',
  'outcome.advice.usage': 'The address or the settings cannot be used as given: the failed check says why.',
  'outcome.advice.no-token':
    'The connection has a token, but it is not available here, so the installation was not called: enter the token again (or set the environment variable the fleet file names).',
  'outcome.advice.not-offered':
    'The installation answered at this address, so the address is right, but it does not offer one of the operations (it answered the specification’s “Unknown method”), so it could not be checked in full. That is no violation of the specification.',
} as const;
