// The words of a watch event (electron/core/watch/watch-event.ts, grouped-event.ts,
// certificate-event.ts; shared/watch-words.ts): its title and the lines of its body. The command
// line, webhooks, the on-change command and the history say them in English exactly as written
// here, so these messages are the events' English text, byte for byte: a count written without
// digit grouping is `{count}` (inside a plural where other languages need one), with grouping `#`
// or `{count, number}`; a straight apostrophe stays straight. Keys are `watch.event.…`, apart from
// the renderer's own `watch.…` words, which the renderer's catalogs spread after these.
// Connection names, field names, hosts, proxies, problems, issuers and certificate names are values
// as received, never translated.
export const watchEn = {
  // A class completing "<connection>: …" (shared/watch.ts watchClassText).
  'watch.event.class':
    '{class, select, conforms {conforms} violates {violates the specification} refused {could not be checked (refused)} wrongAddress {could not be checked (wrong-address)} gatewayError {could not be checked (gateway-error)} unreachable {could not be checked (unreachable)} tls {could not be checked (tls)} timeout {could not be checked (timeout)} usage {could not be checked (usage)} noToken {could not be checked (no-token)} notOffered {could not be checked (not-offered)} other {could not be checked}}',
  // The class in a sentence (shared/watch.ts watchClassSentence): {cause} is the verdict's words
  // for the cause (shared/messages/outcome/).
  'watch.event.notCheckedBecause': 'could not be checked: {cause}',
  'watch.event.named': '{name}: {what}',

  'watch.event.headline.settings': '{count, plural, one {# setting changed} other {# settings changed}}',
  'watch.event.headline.settingsUncounted': 'settings changed',
  'watch.event.headline.categories': '{count, plural, one {# category changed} other {# categories changed}}',
  'watch.event.headline.categoriesUncounted': 'categories changed',
  'watch.event.headline.both': '{settings} and {categories}',
  'watch.event.headline.none': 'changed',
  'watch.event.detail.settings': 'Settings changed: {fields}.',
  'watch.event.detail.settingsUncounted': 'The settings changed.',
  'watch.event.detail.categories': 'Categories: {counts}.',
  'watch.event.detail.categoriesUnknown': 'The categories changed.',
  'watch.event.detail.categoriesReordered': 'The categories changed (their order, or rows with the same id).',
  'watch.event.count.added': '{count, plural, one {{count} added} other {{count} added}}',
  'watch.event.count.removed': '{count, plural, one {{count} removed} other {{count} removed}}',
  'watch.event.count.changed': '{count, plural, one {{count} changed} other {{count} changed}}',
  'watch.event.join.comma': '{first}, {second}',
  'watch.event.join.semicolon': '{first}; {second}',
  'watch.event.join.sentences': '{first} {second}',
  'watch.event.body.changeRuns': '{detail} Seen in {runs} runs in a row.',
  'watch.event.body.transition': 'Now {now}; before: {before}.',
  'watch.event.body.transitionRuns': 'Now {now} ({runs} runs in a row); before: {before}.',
  'watch.event.lasted': '{class} for {duration}',
  'watch.event.lastedUpTo': '{class} for up to {duration}',
  'watch.event.otherClasses': 'other classes',

  // Lists of names as received: "a, b and 3 more" (fields, counted as written), "A, B and 1,234
  // more" (installations), "A, B and C".
  'watch.event.fields.more': '{names} and {count} more',
  'watch.event.names.more': '{names} and {count, number} more',
  'watch.event.names.last': '{names} and {last}',
  'watch.event.names': '{names}.',
  'watch.event.namesJoined': 'Joined the incident told before: {names}.',
  'watch.event.installations': '{count, plural, one {# installation} other {# installations}}',
  'watch.event.moreInstallations': '{count, plural, one {# more installation} other {# more installations}}',
  'watch.event.share': 'What they share: {parts}.',
  'watch.event.share.host': 'the host {host}',
  'watch.event.share.proxy': 'the proxy {proxy}',
  'watch.event.share.problem': 'the problem "{problem}"',
  'watch.event.share.status': 'HTTP {status}',
  // A reminder: how long it lasts is `for` one duration, `upTo` the longest of several, or not known.
  'watch.event.reminder.title':
    '{lasting, select, for {Reminder: {who}: still {class}, for {duration}} upTo {Reminder: {who}: still {class}, for up to {duration}} other {Reminder: {who}: still {class}}}',
  'watch.event.reminder.body':
    '{lasting, select, for {Still {class}, for {duration}.} upTo {Still {class}, for up to {duration}.} other {Still {class}.}}',
  'watch.event.windowEnd': 'Found at the end of a maintenance window; during it nothing was reported.',

  // How long something lasted (shared/duration-text.ts): the two largest units, days spelled.
  'watch.event.duration.daysHours': '{days, plural, one {# day} other {# days}} {hours} h',
  'watch.event.duration.days': '{days, plural, one {# day} other {# days}}',
  'watch.event.duration.hoursMinutes': '{hours} h {minutes} min',
  'watch.event.duration.hours': '{hours} h',
  'watch.event.duration.minutesSeconds': '{minutes} min {seconds} s',
  'watch.event.duration.minutes': '{minutes} min',
  'watch.event.duration.seconds': '{seconds} s',

  'watch.event.certificate.title': 'Certificate of {name} expires in {left}',
  'watch.event.certificate.days': '{count, plural, one {# day} other {# days}}',
  'watch.event.certificate.lessThanDay': 'less than a day',
  'watch.event.certificate.expires': 'The certificate of {name} expires in {left}, on {date}{issuer}{names}.',
  'watch.event.certificate.expiresShared':
    'The certificate they all serve expires in {left}, on {date}{issuer}{names}.',
  'watch.event.certificate.issuer': ', issued by {issuer}',
  'watch.event.certificate.names': ', for {names}',
  'watch.event.certificate.said':
    "Said once each as fewer than {levels} days are left; renewing it is the job of whoever runs the installation's server.",
  'watch.event.certificate.saidShared':
    'Said once each as fewer than {levels} days are left; renewing it is the job of whoever runs their server.',
} as const;
