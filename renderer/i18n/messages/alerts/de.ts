// The watch alerts' words in German.
import type { alertsEn } from './en';

export const alertsDe: Readonly<Record<keyof typeof alertsEn, string>> = {
  'alerts.region': 'Überwachungsmeldungen',
  'alerts.showChanges': 'Änderungen zeigen',
  'alerts.showFleet': 'Filialen zeigen',
  'alerts.openDiagnostics': 'Diagnose öffnen',
  'alerts.dismissWhich': '„{title}“',
  'alerts.nothing': 'Nichts zu öffnen',
  'alerts.notHere':
    'Die Verbindung dieses Ereignisses ist nicht in dieser App (vielleicht wurde sie gelöscht), daher gibt es keine Diagnose zu öffnen.',
  'alerts.count.all': '{count, plural, one {# Meldung} other {# Meldungen}}',
  'alerts.count.more': '{count, plural, one {# weitere Meldung} other {# weitere Meldungen}}',
  'alerts.newestOnly': 'Nur die neueste zeigen',
  'alerts.showAll': 'Alle {count, number} zeigen',
  'alerts.dismissAll': 'Alle ausblenden',
};
