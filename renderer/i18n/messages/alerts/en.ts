// The watch alerts' words in English (renderer/features/alerts/): the page's stack of watch
// notices, and why an event opened nothing.
export const alertsEn = {
  'alerts.region': 'Watch notifications',
  'alerts.showChanges': 'Show the changes',
  'alerts.showFleet': 'Show the fleet',
  'alerts.openDiagnostics': 'Open Diagnostics',
  'alerts.dismissWhich': '“{title}”',
  'alerts.nothing': 'Nothing to open',
  'alerts.notHere':
    'The connection of that event is not in this app (it may have been deleted), so there is no Diagnostics to open.',
  'alerts.count.all': '{count, plural, one {# notice} other {# notices}}',
  'alerts.count.more': '{count, plural, one {# more notice} other {# more notices}}',
  'alerts.newestOnly': 'Show the newest only',
  'alerts.showAll': 'Show all {count, number}',
  'alerts.dismissAll': 'Dismiss all',
} as const;
