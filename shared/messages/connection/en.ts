// The words main says about a connection: why its address cannot be called as given, what reading
// a typed address changed, a redirect not followed, and Test connection's notes. The connection
// form, Test connection and the failed calls show them in the language shown; the command line
// says them in English exactly as written here (shared/address-words.ts).
export const connectionEn = {
  'connection.address.empty': 'Enter the address of the installation, e.g. https://shop.example.com',
  'connection.address.noScheme':
    'The address has no scheme (http:// or https://); enter it in full, e.g. https://shop.example.com',
  // {address}: the address with the scheme it probably means, e.g. "https://shop.example".
  'connection.address.noSchemeMeant':
    'The address has no scheme (http:// or https://): did you mean {address}?',
  'connection.address.notWeb': 'This is not a web address; enter one like https://shop.example.com',
  // {scheme}: the scheme given, e.g. "ftp:".
  'connection.address.scheme': 'Only http and https addresses are supported, not {scheme}',
  'connection.address.credentials': 'Remove the user name and password from the address; use the token field',
  'connection.address.plainHttp':
    'Plain http sends the token unencrypted. Use https, or mark the connection as insecure if this network is trusted.',

  'connection.note.token':
    'The token in the pasted address was removed from it; enter it in the token field.',
  'connection.note.query': 'The query string was removed.',
  // {tail}: the path removed, e.g. "/api/v2/auth/info".
  'connection.note.apiTail': 'The address ended in {tail}; the inspector adds the /api/v2/ paths itself.',
  'connection.note.slashes':
    '{count, plural, one {The trailing slash was removed.} other {The trailing slashes were removed.}}',
  'connection.note.sessionUnsealed':
    'The token is kept for this session only: the system key store did not encrypt it. Save it again later.',
  'connection.note.sessionOnly':
    'The token is kept for this session only: this machine cannot store it securely.',

  // {origin}: where the installation redirected, e.g. "https://login.example".
  'connection.redirect.otherHost':
    'The installation redirected to {origin}; not followed, to keep the token on the host it belongs to.',
  'connection.redirect.loop': 'More than {max} redirects; the address probably loops.',

  // Test connection connected, but what it read breaks the specification: {faults} names the settings.
  'connection.test.infoFaults': '{faults}. The Installation panel shows each as received, with the reason.',
  'connection.test.categoryFaults':
    '{faulty, plural, one {# of {total, plural, one {# category} other {# categories}} breaks} other {# of {total, plural, one {# category} other {# categories}} break}} the specification. The Categories panel shows each row as received, its faulty values marked.',
} as const;
