// The watch alerts' words in Italian.
import type { alertsEn } from './en';

export const alertsIt: Readonly<Record<keyof typeof alertsEn, string>> = {
  'alerts.region': 'Notifiche di monitoraggio',
  'alerts.showChanges': 'Mostra le modifiche',
  'alerts.showFleet': 'Mostra i punti vendita',
  'alerts.openDiagnostics': 'Apri la diagnostica',
  'alerts.dismissWhich': '«{title}»',
  'alerts.nothing': 'Niente da aprire',
  'alerts.notHere':
    'La connessione di quell’evento non è in questa app (forse è stata eliminata), quindi non c’è alcuna diagnostica da aprire.',
  'alerts.count.all': '{count, plural, one {# avviso} many {# avvisi} other {# avvisi}}',
  'alerts.count.more': '{count, plural, one {# altro avviso} many {altri # avvisi} other {altri # avvisi}}',
  'alerts.newestOnly': 'Mostra solo il più recente',
  'alerts.showAll': 'Mostra tutti i {count, number}',
  'alerts.dismissAll': 'Ignora tutti',
};
