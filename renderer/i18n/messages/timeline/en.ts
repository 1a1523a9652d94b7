// The timeline's words in English (renderer/features/timeline/ and the store's ranges): its header,
// the history in words, the chart's series, the availability of the range and the lists.
export const timelineEn = {
  'timeline.headingSuffix': ': timeline',
  'timeline.facts.watch': 'Watch: {every}',
  'timeline.facts.maintenance': 'In maintenance {until}: no notifications',
  'timeline.range.legend': 'Range',
  'timeline.range.24h': '24 hours',
  'timeline.range.7d': '7 days',
  'timeline.range.90d': '90 days',
  'timeline.range.1y': '1 year',
  'timeline.rangeIn':
    '{range, select, 24h {the last 24 hours} 7d {the last 7 days} 90d {the last 90 days} other {the last 1 year}}',
  'timeline.checkNow': 'Check now',
  'timeline.closeWhich': 'the timeline',
  'timeline.history': 'The history',
  'timeline.loading': 'Loading the history…',
  'timeline.chartLabel': 'Timeline of {summary}',
  'timeline.notWatched':
    'This connection is not watched: choose how often in Connections ({shortcut}), or check it once with Check now.',
  'timeline.watched': 'It is watched {every} while the app is open; its results show here as they come.',
  'timeline.key': 'Key',
  'timeline.key.snapshot': 'Snapshot saved (click to compare)',
  'timeline.key.event': 'Event',

  'timeline.summary.none': 'No watch results in {range}.',
  'timeline.summary.part': '{class} {count, number}',
  'timeline.summary.runs':
    '{runs, plural, one {# result} other {# results}} in {range}: {parts}{slow, select, yes {; slowest answer {ms, number} ms} other {}}.',
  'timeline.summary.drawn':
    '{runs, plural, one {# result} other {# results}} in {range}, drawn as {buckets, number} stretches of {stretch}, each in its worst class: {parts}{slow, select, yes {; slowest answer {ms, number} ms} other {}}.',
  'timeline.stretch.minutes': '{count, plural, one {about # minute} other {about # minutes}}',
  'timeline.stretch.hours': '{count, plural, one {about # hour} other {about # hours}}',
  'timeline.stretch.days': '{count, plural, one {about # day} other {about # days}}',

  'timeline.series.slowest': 'Slowest answer',
  'timeline.series.fastest': 'Fastest answer',
  'timeline.series.categories': 'Categories',
  'timeline.series.class': 'Class',
  'timeline.series.time': 'Time',

  'timeline.run.running': 'Checking now…',
  'timeline.run.done': 'Checked now: {summary}.',
  'timeline.run.failed': 'The check could not run: {message}',

  'timeline.availability.none': 'Availability in {range}: <b>—</b> <muted>{reason}</muted>',
  'timeline.availability.title':
    'Availability = (up + degraded) / counted runs; degraded runs answered but broke the specification. Runs in a maintenance window, while this computer was offline or without a token here are not counted.',
  'timeline.availability.figure': 'Availability <b>{percent}</b>',
  'timeline.availability.noneDegraded': 'none degraded',
  'timeline.availability.incidents': '{count, plural, one {# incident} other {# incidents}}',
  'timeline.availability.inRange': 'in {range}',

  'timeline.more': 'Show {count, number} more of {total, number}',
  'timeline.snapshots': 'Snapshots saved ({count, number})',
  'timeline.noSnapshots': 'No run in this range saved a snapshot: nothing changed.',
  'timeline.compare': 'Compare with the one before',
  'timeline.events': 'Events ({count, number})',
  'timeline.noEvents': 'No event in this range: no confirmed change of class or content.',
  'timeline.showChanges': 'Show the changes',
  'timeline.openDiagnostics': 'Open Diagnostics',
  'timeline.maintenance.heading': 'In maintenance ({count, number})',
  'timeline.maintenance.stretch':
    'to <time>{to}</time>: {runs, plural, one {# run} other {# runs}}, no notification',
  'timeline.note.notListed': 'The snapshots could not be listed: {reason}',
  'timeline.note.hostRefused': 'the host refused',
  'timeline.note.notKept':
    'That snapshot is no longer kept: each connection keeps its last {keep, plural, one {# snapshot} other {# snapshots}} and those pinned (see the Changes tab).',
  'timeline.note.oldest':
    'That is the oldest snapshot kept of this connection: there is none before it to compare with.',
} as const;
