// The Diagnostics view's words in English (the run, the verdict's frame, the checks' evidence, the
// calls, the environment): spread into messages/en.ts. The verdict, the causes' advice, the checks'
// words and the crash dumps' sentence come from shared/ (the CLI's words) and stay as received.
export const diagnosticsEn = {
  'diagnostics.heading': 'Diagnostics',
  'diagnostics.intro': 'Checks <strong>{name}</strong> against the specification of the API v2.',
  'diagnostics.loadingConnections': 'Loading the connections…',
  'diagnostics.run': 'Run checks',
  'diagnostics.running': 'Running the checks…',
  'diagnostics.what': 'The checks',
  'diagnostics.cancelled':
    '{before, select, yes {The checks were cancelled; the report below is from the run before.} other {The checks were cancelled.}}',
  'diagnostics.empty': 'No checks run yet.',
  'diagnostics.emptyAdvice':
    'Run checks calls both operations of the connection in use and checks every rule of the specification, as <code>retail-inspector check</code> does. The report can be exported for a ticket.',
  'diagnostics.announce':
    'Checks done: {verdict}. {pass, number} passed, {warn, plural, one {# warning} other {# warnings}}, {fail, number} failed.',
  'diagnostics.checks': 'Checks',
  'diagnostics.calls': 'Calls',
  'diagnostics.environment': 'Environment',
  'diagnostics.crashDumps': 'Crash dumps',

  'diagnostics.evidence': 'Evidence: {title}',
  'diagnostics.fewerLines': 'Show fewer lines',
  'diagnostics.allLines': 'Show all {count, plural, one {# line} other {# lines}}',

  'diagnostics.withWarnings': '{verdict}, with warnings',
  'diagnostics.stopped': 'What stopped it:',
  'diagnostics.answersAt': 'The API answers at <code>{url}</code>: use it as the connection’s address.',
  'diagnostics.counts':
    '{pass, number} passed · {warn, plural, one {# warning} other {# warnings}} · {fail, number} failed',
  'diagnostics.connection': 'Connection',
  'diagnostics.baseUrl': 'Base URL',
  'diagnostics.notCallable': 'not callable',
  'diagnostics.checkedAt': 'Checked at',

  'diagnostics.call.notMade': 'Not made: the first call did not reach the installation.',
  'diagnostics.call.http': 'HTTP',
  'diagnostics.call.noAnswer': 'no answer',
  'diagnostics.call.duration': 'Duration',
  'diagnostics.call.firstByte': 'First byte',
  'diagnostics.call.size': 'Size',
  'diagnostics.call.info': 'the info call',
  'diagnostics.call.categories': 'the categories call',
  'diagnostics.call.copy': 'Copy as curl',
  'diagnostics.call.copied': 'Copied',
  'diagnostics.call.tryAgain': 'Try again',
  'diagnostics.call.copyFor': 'for {what}',
  'diagnostics.call.tryAgainWhat': 'to copy {what} as curl',
  'diagnostics.call.asCurl': '{what} as curl',
  'diagnostics.call.tolerated': 'Faults tolerated to read {what}',
  'diagnostics.call.tokenNote':
    'The commands read the token from <code>RETAIL_INSPECTOR_TOKEN</code>: set it in your shell first.',

  'diagnostics.env.os': 'Operating system',
  'diagnostics.env.notUsed': 'not used (web host)',
  'diagnostics.env.browser': '{name} (browser)',
  'diagnostics.env.someBrowser': 'Browser',
  'diagnostics.env.unknown': 'unknown',

  'diagnostics.export.har': 'HAR (request log)',
} as const;
