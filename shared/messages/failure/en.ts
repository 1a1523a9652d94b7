// The words for a failed call (shared/failure-message.ts, shared/page-failure-words.ts): what
// happened and what to do, for every failure kind. The command line, reports and webhooks say them
// in English exactly as written here (shared/describe-failure.ts), so a straight apostrophe is
// doubled ('' is ICU's escaped '), never replaced by a typographic one: that would change their text.
// Network reasons and TLS problems are keyed by their CallFailure values (shared/call-result.ts).
export const failureEn = {
  'failure.network.dns.title': 'The server name could not be found',
  'failure.network.dns.action': 'Check the address for typos, and that this computer is online.',
  'failure.network.refused.title': 'The server refused the connection',
  'failure.network.refused.action': 'Check the address and port, and that the installation is running.',
  'failure.network.reset.title': 'The connection was cut off',
  'failure.network.reset.action': 'Try again; if it keeps happening, a proxy or firewall may be interfering.',
  'failure.network.tls.title': 'The secure connection failed',
  'failure.network.tls.action':
    "Ask the installation''s administrator; if the installation is served over plain HTTP, use http://.",
  'failure.network.timeout.title': 'The installation did not answer in time',
  'failure.network.timeout.action':
    "Try again, or raise the connection''s timeout if the installation is slow.",
  'failure.network.unreachable.title': 'The network cannot reach the server',
  'failure.network.unreachable.action': "Check this computer''s network connection and VPN.",
  'failure.network.blocked-port.title': 'This port cannot be called from the desktop app',
  'failure.network.blocked-port.action':
    'Use retail-inspector check or the web host (retail-inspector web), which call any port, or serve the installation on another port.',
  'failure.network.proxy.title': 'The proxy did not pass the connection on',
  'failure.network.proxy.action':
    "Check the proxy settings (the system''s for the desktop app; HTTPS_PROXY, HTTP_PROXY and NO_PROXY for the command line and the web host), or ask whoever runs the proxy.",
  'failure.network.other.title': 'The installation could not be reached',
  'failure.network.other.action': "Check the address and this computer''s network connection.",

  'failure.tls.plain-http.title': 'This server speaks plain HTTP: use http://',
  'failure.tls.plain-http.action': 'Start the address with http:// instead of https://.',
  'failure.tls.untrusted.title': 'The server’s certificate is not trusted',
  'failure.tls.untrusted.action':
    "Ask the installation''s administrator for a certificate from a trusted authority; for a private authority, add it to this computer''s trust store (command line: NODE_EXTRA_CA_CERTS).",
  'failure.tls.expired.title': 'The server’s certificate has expired',
  'failure.tls.expired.action':
    "Ask the installation''s administrator to renew it, and check this computer''s clock.",
  'failure.tls.wrong-host.title': 'The server’s certificate is for another name',
  'failure.tls.wrong-host.action':
    "Use the name the certificate was issued for, or ask the installation''s administrator.",

  'failure.api.title': 'The installation reported an error',
  'failure.api.token': "The installation refused the token: check the connection''s token.",
  'failure.api.failing':
    'The installation is failing or in maintenance: try again later, or ask its administrator.',
  'failure.api.message':
    "Its message says what went wrong; ask the installation''s administrator if it is unclear.",
  // An operation nobody answers: an api-failure's 404 or "Unknown method", or an HTTP 404 or 410.
  'failure.nothingHere': 'Nothing answers this operation here: check the address (the part before /api/v2/).',

  // {status}: the HTTP status as received, e.g. "502 Bad Gateway".
  'failure.status.title': 'The installation answered {status}',
  'failure.status.refused':
    "Access was refused: check the connection''s token, and ask the installation''s administrator whether a login, firewall or proxy in front of the API refuses this computer.",
  'failure.status.proxyLogin': 'The proxy wants a user name and password: set them in the proxy settings.',
  'failure.status.tooMany': 'Too many requests: wait a while before trying again.',
  'failure.status.serverFailed':
    'A server or proxy in front of the installation failed: try again later, or ask its administrator.',
  'failure.status.other': 'Check the address: it may point to another web site or service.',

  'failure.cancelled.title': 'Cancelled',
  'failure.cancelled.detail': 'The request was cancelled.',
  'failure.cancelled.action': 'Retry when you are ready.',

  'failure.notJson.title': 'This does not look like the retail API',
  // {contentType} and {preview} as received: "text/html", the answer's first characters.
  'failure.notJson.detail': 'The answer was {contentType}: {preview}',
  'failure.notJson.action': 'Check the address: it may point to a login page or another web site.',

  'failure.contract.title': 'The answer does not match the API specification',
  'failure.contract.action':
    "Send these details to the installation''s administrator: its answer breaks the API specification.",

  'failure.tooLarge.title': 'The answer is too large',
  // {megabytes}: digits as they are, without separators ("256").
  'failure.tooLarge.detail': 'It grew past {megabytes} MB.',
  'failure.tooLarge.action': 'The address may point to something other than the API.',

  'failure.tooDeep.title': 'The answer is nested too deeply to read',
  'failure.tooDeep.action':
    "Check the address; if it is right, send these details to the installation''s administrator.",
  // Where JSON nests deeper than read ({path}: the JSON path, e.g. rows[3].extra); also said of files.
  'failure.nesting':
    '{path}: nested more than {limit, plural, one {# level} other {# levels}} deep; JSON this deep is not read (RFC 8259 §9 lets a reader limit nesting)',

  'failure.redirect.title': 'The installation redirected elsewhere',
  'failure.redirect.action': 'Enter the address it redirects to, if you trust it.',

  'failure.invalidUrl.title': 'The address cannot be used',
  'failure.invalidUrl.action': 'Correct the address and try again.',

  // A web page that answered instead of data (shared/page-failure-words.ts).
  'failure.page.title': 'The server answered HTTP {status} with a web page instead of data',
  'failure.page.titleOk': 'This does not look like the retail API: a web page answered instead of data',
  // {page}: failure.page.titled, titledBy, untitled or from; {meaning}: a failure.page.means sentence.
  'failure.page.detail': '{page}. {meaning}',
  'failure.page.detailOnly': '{page}.',
  'failure.page.titled': '“{title}”',
  'failure.page.titledBy': '“{title}” ({server})',
  'failure.page.untitled': 'The page has no title',
  'failure.page.from': 'A page from {server}',
  'failure.page.means.notApi': 'It is probably a login page or another web site, not the API.',
  'failure.page.means.502': 'A proxy between this computer and the installation could not reach it.',
  'failure.page.means.503':
    'A proxy between this computer and the installation says it is unavailable: overloaded, stopped or in maintenance.',
  'failure.page.means.504':
    'A proxy between this computer and the installation waited for its answer in vain.',
  'failure.page.means.refused':
    'Something in front of the API (a login, a firewall or a proxy) refused the call.',
  'failure.page.means.missing': 'The web server at this address has no such page: it is not the API.',
  'failure.page.means.failed': 'The server failed while answering.',
  'failure.page.action.502':
    "Try again in a few minutes; if it keeps failing, ask the installation''s administrator whether the installation behind the proxy is running.",
  'failure.page.action.503':
    'Try again later: the installation may be in maintenance. Ask its administrator if it lasts.',
  'failure.page.action.504':
    "Try again in a few minutes; if it keeps failing, ask the installation''s administrator why it answers so slowly.",
} as const;
