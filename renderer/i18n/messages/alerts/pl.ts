// The watch alerts' words in Polish.
import type { alertsEn } from './en';

export const alertsPl: Readonly<Record<keyof typeof alertsEn, string>> = {
  'alerts.region': 'Powiadomienia monitorowania',
  'alerts.showChanges': 'Pokaż zmiany',
  'alerts.showFleet': 'Pokaż sklepy',
  'alerts.openDiagnostics': 'Otwórz diagnostykę',
  'alerts.dismissWhich': '„{title}”',
  'alerts.nothing': 'Nie ma czego otworzyć',
  'alerts.notHere':
    'Połączenia z tego zdarzenia nie ma w tej aplikacji (mogło zostać usunięte), więc nie ma diagnostyki do otwarcia.',
  'alerts.count.all':
    '{count, plural, one {# komunikat} few {# komunikaty} many {# komunikatów} other {# komunikatu}}',
  'alerts.count.more':
    '{count, plural, one {jeszcze # komunikat} few {jeszcze # komunikaty} many {jeszcze # komunikatów} other {jeszcze # komunikatu}}',
  'alerts.newestOnly': 'Pokaż tylko najnowszy',
  'alerts.showAll': 'Pokaż wszystkie ({count, number})',
  'alerts.dismissAll': 'Ukryj wszystkie',
};
