// The watch's words in Italian (punto vendita for a shop). Counts take one, many (a million) and other.
import type { watchEn } from './en';

export const watchIt: Readonly<Record<keyof typeof watchEn, string>> = {
  'watch.class.conforms': 'Conforme',
  'watch.class.violates': 'Non conforme',
  'watch.class.refused': 'Rifiutato',
  'watch.class.wrongAddress': 'Indirizzo errato',
  'watch.class.gatewayError': 'Errore del gateway',
  'watch.class.unreachable': 'Irraggiungibile',
  'watch.class.tls': 'TLS non riuscito',
  'watch.class.timeout': 'Tempo scaduto',
  'watch.class.usage': 'Non richiamabile',
  'watch.class.noToken': 'Nessun token qui',
  'watch.class.notOffered': 'Non offerto',
  'watch.class.none': 'Non ancora verificato',
  'watch.class.inline':
    '{class, select, conforms {conforme} violates {non conforme} refused {rifiutato} wrongAddress {indirizzo errato} gatewayError {errore del gateway} unreachable {irraggiungibile} tls {TLS non riuscito} timeout {tempo scaduto} usage {non richiamabile} noToken {nessun token qui} notOffered {non offerto} other {non ancora verificato}}',
  'watch.readingHistory': 'Lettura della cronologia…',
  'watch.ms': '{ms, number} ms',

  'watch.every.off': 'Disattivato',
  'watch.every.minutes': '{minutes, plural, one {Ogni minuto} many {Ogni # min} other {Ogni # min}}',
  'watch.everyInline.off': 'disattivato',
  'watch.everyInline.minutes': '{minutes, plural, one {ogni minuto} many {ogni # min} other {ogni # min}}',

  'watch.ago.never': 'mai',
  'watch.ago.now': 'proprio ora',
  'watch.ago.minutes': '{count, plural, one {# min fa} many {# min fa} other {# min fa}}',
  'watch.ago.hours': '{count, plural, one {# h fa} many {# h fa} other {# h fa}}',
  'watch.ago.days': '{count, plural, one {# giorno fa} many {# giorni fa} other {# giorni fa}}',

  'watch.availability.degraded': '{percent} degradato',
  'watch.availability.counted':
    '{count, plural, one {# esecuzione contata} many {# esecuzioni contate} other {# esecuzioni contate}}',
  'watch.availability.noFigure':
    'Nessuna esecuzione contata: non ne è stata fatta nessuna, oppure ognuna cadeva in una finestra di manutenzione, mentre questo computer era offline o senza token qui.',
  'watch.availability.reading': 'Lettura della cronologia…',
  'watch.availability.titleNone': 'Ultimi 30 giorni: {reason}',
  'watch.availability.title':
    'Ultimi 30 giorni: {percent} con risposta, nulla di degradato; {counted}. Disponibilità = (disponibile + degradato) / esecuzioni contate.',
  'watch.availability.titleDegraded':
    'Ultimi 30 giorni: {percent} con risposta, di cui {degraded} degradato (risposta contro la specifica); {counted}. Disponibilità = (disponibile + degradato) / esecuzioni contate.',

  'watch.duration.minutes': '{count, plural, one {# minuto} many {# minuti} other {# minuti}}',
  'watch.duration.hours': '{count, plural, one {# ora} many {# ore} other {# ore}}',
  'watch.duration.days': '{count, plural, one {# giorno} many {# giorni} other {# giorni}}',
  'watch.repeat.once': 'Una volta',
  'watch.repeat.day': 'Ogni giorno',
  'watch.repeat.week': 'Ogni settimana',
  'watch.repeat.month': 'Ogni mese',
  'watch.repeat.cron': 'Cron «{expression}»',
  'watch.window.once': 'Una volta il {when} ({zone}), per {duration}',
  'watch.window.repeats': '{repeat} dal {when} ({zone}), per {duration}',
  'watch.until': 'fino alle {time}',

  'watch.offline':
    '<b>Questo computer non raggiunge la rete</b> (dalle {since}: {why}). Nessun evento viene generato per alcuna connessione finché non la raggiunge; il monitoraggio continua e riprende da dove era.',
  'watch.tokenMissing.one':
    '<b>Il token di «{name}» non è disponibile su questo computer</b> (conservato solo per una sessione terminata, oppure l’archivio delle chiavi non riesce a leggerlo ora). Finché non viene reinserito, l’app non chiama questa connessione e il suo monitoraggio non genera eventi; l’installazione non ha alcun problema.',
  'watch.tokenMissing.many':
    '<b>{count, plural, one {# connessione il cui token non è disponibile} many {# connessioni il cui token non è disponibile} other {# connessioni il cui token non è disponibile}} su questo computer</b> (conservato solo per una sessione terminata, oppure l’archivio delle chiavi non riesce a leggerlo ora). Finché ogni token non viene reinserito, l’app non chiama queste connessioni e il loro monitoraggio non genera eventi; le installazioni non hanno alcun problema.',
  'watch.tokenMissing.enter': 'Reinserisci il token',
};
