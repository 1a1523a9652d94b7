// The Connections dialog's words in English (the top bar's connection controls, the list, the form,
// the token's storage, the fleet file, the demo connection): spread into messages/en.ts.
export const connectionsEn = {
  'connections.brand': 'Retail Inspector',
  'connections.select.label': 'Connection',
  'connections.select.unavailable': 'Unavailable',
  'connections.select.loading': 'Loading…',
  'connections.button': 'Connections…',
  'connections.refresh': 'Refresh',
  'connections.address.demo': 'Demo server',
  'connections.address.label': 'Address',
  'connections.address.firstUse': 'starts on first use',
  'connections.insecure': 'insecure (http)',
  'connections.dialog.title': 'Connections',

  'connections.list.summaryLocked': 'No saved connections, and none can be added this session.',
  'connections.list.summaryNone':
    'No saved connections yet: add an installation’s address and, if it asks for one, its token.',
  'connections.list.summary':
    '{count, plural, one {The built-in demo and # saved connection.} other {The built-in demo and # saved connections.}}',
  'connections.list.firstShown':
    'The first {shown, number} of {count, number} shown: search to find the others.',
  'connections.list.noMatch': 'No saved connection matches “{query}”.',
  'connections.list.shown':
    '{shown, number} of {count, plural, one {# saved connection} other {# saved connections}} shown.',
  'connections.list.shownOfMatching':
    '{shown, number} of {count, plural, one {# saved connection} other {# saved connections}} shown, of {matching, number} that match.',
  'connections.list.add': 'Add connection',
  'connections.list.search': 'Search connections by name or address',
  'connections.list.searchPlaceholder': 'Search name or address',
  'connections.list.sortBy': 'Sort by',
  'connections.sort.name': 'Name',
  'connections.sort.address': 'Address',
  'connections.sort.watch': 'Watched first',

  'connections.item.inUse': 'In use',
  'connections.item.edit': 'Edit',
  'connections.item.delete': 'Delete',
  'connections.item.deleteTitle': 'Delete “{name}”?',
  'connections.item.deleteConfirm': 'Delete connection',
  'connections.item.keep': 'Keep it',
  'connections.item.deleteBody':
    '{active, select, yes {Its address and token are removed from this computer; this cannot be undone. The demo connection will be used instead.} other {Its address and token are removed from this computer; this cannot be undone.}}',
  'connections.watch': 'Watch',
  'connections.use': 'Use',

  'connections.demo.builtIn': 'Built in',
  'connections.demo.name': 'Demo (offline)',
  'connections.demo.checking': 'Checking the demo server…',
  'connections.demo.stopped': 'Stopped — it starts when the demo connection is used.',
  'connections.demo.running': 'Running',
  'connections.demo.what': '{company}, {count, plural, one {# category} other {# categories}}',
  'connections.demo.noToken': 'No token needed: a server on this computer serves the bundled sample data.',
  'connections.demo.stop': 'Stop server',
  'connections.demo.start': 'Start server',

  'connections.fleet.title': 'Fleet file',
  'connections.fleet.import': 'Import…',
  'connections.fleet.exportCsv': 'Export CSV',
  'connections.fleet.exportJson': 'Export JSON',
  'connections.fleet.hint':
    "The file <code>retail-inspector check --fleet</code> reads: CSV <code>name,base_url,token_env</code> (and <code>insecure</code>, <code>token</code>), or JSON. Connections are matched by name. A row''s token is its <code>token</code> column, else the environment variable its <code>token_env</code> names (one beginning with <code>RETAIL_INSPECTOR_TOKEN</code>); it is never shown, and never exported.",

  'connections.storage.fileProblem': 'There is a problem with the saved connections',
  'connections.storage.fileLocked':
    'Until the inspector restarts, connections cannot be added, changed or deleted.',
  'connections.storage.weakTitle': 'Tokens are stored with weak protection',
  'connections.storage.weakBody':
    'You allowed this. Anyone who can read your files can recover the stored tokens.',
  'connections.storage.stop': 'Stop storing tokens',
  'connections.storage.stopNote':
    'Stored tokens are then removed from the file and kept for this session only.',
  'connections.storage.sessionTitle': 'Tokens are kept for this session only',
  'connections.storage.sessionBody':
    '{why} They are forgotten when the inspector closes, and you enter them again next time.',
  'connections.storage.confirmTitle': 'Store tokens with weak protection?',
  'connections.storage.confirm': 'Store tokens with weak protection',
  'connections.storage.confirmCancel': 'Keep them for this session only',
  'connections.storage.confirmOnly':
    'Choose this only on a computer that you alone use. You can withdraw it at any time.',
  'connections.storage.allow': 'Store tokens with weak protection…',
  'connections.storage.secure': 'Tokens are stored encrypted by this computer’s key store.',
  'connections.storage.whyWeak':
    'This computer’s key store gives only weak protection (no keyring is unlocked), so tokens are not written to disk.',
  'connections.storage.whyNone':
    'The inspector has no secure key store on this computer, so tokens are not written to disk.',
  'connections.storage.askedAgain':
    'You allowed storing tokens encrypted with a key built into the app. Here they could not be encrypted at all, so the inspector asks again.',
  'connections.storage.riskWeak':
    'Tokens will be written to the connections file, encrypted with a key built into the app. Anyone who can read your files — another administrator, a backup, malware — can decrypt them and use your installations.',
  'connections.storage.riskNone':
    'Tokens will be written to the connections file without encryption, only encoded. Anyone who can read your files — another administrator, a backup, malware — can read them and use your installations.',

  'connections.token.kept.secure': 'stored securely: encrypted by this computer’s key store',
  'connections.token.kept.weak': 'stored with weak protection: anyone who can read your files can recover it',
  'connections.token.kept.session': 'this session only: forgotten when the inspector closes',
  'connections.token.set': 'Token set',
  'connections.token.setHint': 'Token set {hint}',
  'connections.token.none': 'No token',
  'connections.token.label': 'Token',
  'connections.token.optional': '(optional)',
  'connections.token.keepCurrent': 'Keep the current token',
  'connections.token.remove': 'Remove token',
  'connections.token.hidden': 'hidden',
  'connections.token.hintRemoved': 'The saved token will be removed when you save.',
  'connections.token.hintShort':
    'This token is shorter than {chars, plural, one {# character} other {# characters}}: easy to guess, and masked only where it is sent (et_auth_token=…), never inside the installation’s data, which may spell it too. Ask the installation’s administrator for a longer one.',
  'connections.token.hintSet':
    'A token is set ({hint}). Leave this empty to keep it, or type a new one to replace it.',
  'connections.token.hintNew':
    'Sent as et_auth_token when categories are loaded; never shown again after saving.',
  'connections.token.hintSession': '{hint} A new token is kept for this session only.',

  'connections.form.fromLink':
    'Filled in from a link: check the name and the address, type the token if the installation needs one, then Save. Nothing is saved until you do.',
  'connections.form.editTitle': 'Edit “{name}”',
  'connections.form.newTitle': 'New connection',
  'connections.form.name': 'Name',
  'connections.form.address': 'Address',
  'connections.form.addressHint': 'The installation’s base address; the inspector adds /api/v2/… itself.',
  'connections.form.timeout': 'Timeout (seconds)',
  'connections.form.insecure': 'Allow plain http (insecure: the token is sent unencrypted)',
  'connections.form.insecureHint':
    'Only for a trusted network. Addresses on this computer (localhost) may use http without it.',
  'connections.form.useAfterSave': 'Use this connection after saving',
  'connections.form.test': 'Test connection',
  'connections.form.notSaved': 'The connection was not saved',
  'connections.form.savingOff':
    'Saving is off this session: the saved connections could not be read (see the notice in the list).',
  'connections.form.saving': 'Saving…',
  'connections.form.save': 'Save',
  'connections.form.needName': 'Give the connection a name.',
  'connections.form.needAddress': 'Enter the address of the installation, e.g. https://shop.example.com.',
  'connections.form.timeoutRange': 'Enter a timeout from {min, number} to {max, number} seconds.',

  'connections.test.running': 'Testing the connection…',
  'connections.test.cancel': 'Cancel test',
  'connections.test.cancelled': 'The test was cancelled.',
  'connections.test.connected': 'Connected: {company} — {ms} ms',
  'connections.test.accepted': 'The address answers and the token is accepted.',
  // What the store says after an action (the dialog's message, the demo server's outcome).
  'connections.msg.failed': '{what}: {reason}',
  'connections.msg.demoNotStarted': 'The demo server could not start',
  'connections.msg.demoNotStopped': 'The demo server could not stop',
  'connections.msg.choiceNotSaved': 'The choice could not be saved',
  'connections.msg.weakOn': 'Tokens are now stored with weak protection.',
  'connections.msg.weakOff': 'Tokens are no longer stored; they are kept for this session only.',
  'connections.msg.saved':
    '{changes, select, yes {Saved the changes to “{name}”} other {Saved “{name}”}}{switched, select, yes { and switched to it.} other {.}}',
  'connections.msg.theConnection': 'The connection',
  'connections.msg.notDeleted': '“{name}” could not be deleted: {reason}',
  'connections.msg.deleted':
    '{fellBack, select, yes {Deleted “{name}”. The demo connection is in use now.} other {Deleted “{name}”.}}',
  'connections.what': 'The connections',
  'connections.msg.notRemembered': 'This choice will not be remembered: {reason}',
  'connections.msg.watchNotSaved': 'The watch setting was not saved: {reason}',
  // What a fleet file's import or export did: the dialog's message, and its notes.
  'connections.fleet.imported':
    'Imported {done, plural, one {# connection} other {# connections}}: {added, plural, one {# added} other {# added}}, {updated, plural, one {# updated} other {# updated}}{merged, plural, =0 {} one {; # row merged} other {; # rows merged}}{skipped, plural, =0 {.} one {; # row skipped.} other {; # rows skipped.}}',
  'connections.fleet.nothingImported':
    '{skipped, plural, =0 {Nothing was imported.} one {Nothing was imported: # row was skipped.} other {Nothing was imported: # rows were skipped.}}',
  'connections.fleet.lineSkipped': 'Line {line}: {reason}',
  'connections.fleet.lineMerged':
    'Line {line}: merged into line {into}, of the same name "{name}" (this row\'\'s address and settings are used)',
  'connections.fleet.moreLines': '… and {count, number} more.',
  'connections.fleet.noTokens':
    'Tokens are never exported: each row names the environment variable to read its token from.',
  'connections.fleet.saved': 'Saved the connections as {file}',
  'connections.fleet.downloaded': 'Your browser saves the connections as {file}, in its downloads.',
  'connections.fleet.notImported': 'The fleet file was not imported: {reason}',
  'connections.fleet.notExported': 'The fleet file was not exported: {reason}',
} as const;
