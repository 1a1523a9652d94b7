// The watch's words in English, shared by the board, the timeline and the alerts
// (renderer/features/watch-words/): a class, how often a connection is watched, when it was last
// checked, its availability and its maintenance windows.
export const watchEn = {
  'watch.class.conforms': 'Conforms',
  'watch.class.violates': 'Violates',
  'watch.class.refused': 'Refused',
  'watch.class.wrongAddress': 'Wrong address',
  'watch.class.gatewayError': 'Gateway error',
  'watch.class.unreachable': 'Unreachable',
  'watch.class.tls': 'TLS failed',
  'watch.class.timeout': 'Timed out',
  'watch.class.usage': 'Cannot be called',
  'watch.class.noToken': 'No token here',
  'watch.class.notOffered': 'Not offered',
  'watch.class.none': 'Not checked yet',
  'watch.class.inline':
    '{class, select, conforms {conforms} violates {violates} refused {refused} wrongAddress {wrong address} gatewayError {gateway error} unreachable {unreachable} tls {tls failed} timeout {timed out} usage {cannot be called} noToken {no token here} notOffered {not offered} other {not checked yet}}',
  'watch.readingHistory': 'Reading history…',
  'watch.ms': '{ms, number} ms',

  'watch.every.off': 'Off',
  'watch.every.minutes': '{minutes, plural, one {Every minute} other {Every # min}}',
  'watch.everyInline.off': 'off',
  'watch.everyInline.minutes': '{minutes, plural, one {every minute} other {every # min}}',

  'watch.ago.never': 'never',
  'watch.ago.now': 'just now',
  'watch.ago.minutes': '{count, plural, one {# min. ago} other {# min. ago}}',
  'watch.ago.hours': '{count, plural, one {# hr. ago} other {# hr. ago}}',
  'watch.ago.days': '{count, plural, one {# day ago} other {# days ago}}',

  'watch.availability.degraded': '{percent} degraded',
  'watch.availability.counted': '{count, plural, one {# run counted} other {# runs counted}}',
  'watch.availability.noFigure':
    'No run counted: none was made, or each was in a maintenance window, while this computer was offline or without a token here.',
  'watch.availability.reading': 'Reading the history…',
  'watch.availability.titleNone': 'Last 30 days: {reason}',
  'watch.availability.title':
    'Last 30 days: {percent} answered, none degraded; {counted}. Availability = (up + degraded) / counted runs.',
  'watch.availability.titleDegraded':
    'Last 30 days: {percent} answered, of which {degraded} degraded (answered, breaking the specification); {counted}. Availability = (up + degraded) / counted runs.',

  'watch.duration.minutes': '{count, plural, one {# minute} other {# minutes}}',
  'watch.duration.hours': '{count, plural, one {# hour} other {# hours}}',
  'watch.duration.days': '{count, plural, one {# day} other {# days}}',
  'watch.repeat.once': 'Once',
  'watch.repeat.day': 'Every day',
  'watch.repeat.week': 'Every week',
  'watch.repeat.month': 'Every month',
  'watch.repeat.cron': 'Cron "{expression}"',
  'watch.window.once': 'Once on {when} ({zone}), for {duration}',
  'watch.window.repeats': '{repeat} from {when} ({zone}), for {duration}',
  'watch.until': 'until {time}',

  'watch.offline':
    '<b>This computer cannot reach the network</b> (since {since}: {why}). No event is raised for any connection until it can; the watch goes on and picks up where it was.',
  'watch.tokenMissing.one':
    '<b>The token of “{name}” is not available on this computer</b> (kept only for a session that has ended, or the key store cannot read it now). Until it is entered again, the app does not call this connection and its watch raises no event for it; nothing is wrong with the installation.',
  'watch.tokenMissing.many':
    '<b>{count, plural, one {# connection} other {# connections}} whose token is not available on this computer</b> (kept only for a session that has ended, or the key store cannot read it now). Until each token is entered again, the app does not call these connections and their watch raises no event for them; nothing is wrong with the installations.',
  'watch.tokenMissing.enter': 'Enter the token again',
} as const;
