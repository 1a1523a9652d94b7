// The watch alerts' words in Dutch.
import type { alertsEn } from './en';

export const alertsNl: Readonly<Record<keyof typeof alertsEn, string>> = {
  'alerts.region': 'Bewakingsmeldingen',
  'alerts.showChanges': 'Wijzigingen tonen',
  'alerts.showFleet': 'Filialen tonen',
  'alerts.openDiagnostics': 'Diagnose openen',
  'alerts.dismissWhich': '‘{title}’',
  'alerts.nothing': 'Niets te openen',
  'alerts.notHere':
    'De verbinding van die gebeurtenis staat niet in deze app (misschien is ze verwijderd), dus er is geen diagnose te openen.',
  'alerts.count.all': '{count, plural, one {# melding} other {# meldingen}}',
  'alerts.count.more': '{count, plural, one {nog # melding} other {nog # meldingen}}',
  'alerts.newestOnly': 'Alleen de nieuwste tonen',
  'alerts.showAll': 'Alle {count, number} tonen',
  'alerts.dismissAll': 'Alle verbergen',
};
