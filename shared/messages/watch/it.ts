import type { watchEn } from './en';

export const watchIt: Record<keyof typeof watchEn, string> = {
  'watch.event.class':
    '{class, select, conforms {conforme} violates {viola la specifica} refused {verifica impossibile (rifiutato)} wrongAddress {verifica impossibile (indirizzo errato)} gatewayError {verifica impossibile (errore del gateway)} unreachable {verifica impossibile (irraggiungibile)} tls {verifica impossibile (TLS non riuscito)} timeout {verifica impossibile (tempo scaduto)} usage {verifica impossibile (non richiamabile)} noToken {verifica impossibile (nessun token qui)} notOffered {verifica impossibile (non offerto)} other {verifica impossibile}}',
  'watch.event.notCheckedBecause': 'verifica impossibile: {cause}',
  'watch.event.named': '{name}: {what}',

  'watch.event.headline.settings':
    '{count, plural, one {# impostazione cambiata} many {# impostazioni cambiate} other {# impostazioni cambiate}}',
  'watch.event.headline.settingsUncounted': 'impostazioni cambiate',
  'watch.event.headline.categories':
    '{count, plural, one {# categoria merceologica cambiata} many {# categorie merceologiche cambiate} other {# categorie merceologiche cambiate}}',
  'watch.event.headline.categoriesUncounted': 'categorie merceologiche cambiate',
  'watch.event.headline.both': '{settings} e {categories}',
  'watch.event.headline.none': 'cambiato',
  'watch.event.detail.settings': 'Impostazioni cambiate: {fields}.',
  'watch.event.detail.settingsUncounted': 'Le impostazioni sono cambiate.',
  'watch.event.detail.categories': 'Categorie merceologiche: {counts}.',
  'watch.event.detail.categoriesUnknown': 'Le categorie merceologiche sono cambiate.',
  'watch.event.detail.categoriesReordered':
    'Le categorie merceologiche sono cambiate (il loro ordine, o righe con lo stesso id).',
  'watch.event.count.added':
    '{count, plural, one {{count} aggiunta} many {{count} aggiunte} other {{count} aggiunte}}',
  'watch.event.count.removed':
    '{count, plural, one {{count} rimossa} many {{count} rimosse} other {{count} rimosse}}',
  'watch.event.count.changed':
    '{count, plural, one {{count} cambiata} many {{count} cambiate} other {{count} cambiate}}',
  'watch.event.join.comma': '{first}, {second}',
  'watch.event.join.semicolon': '{first}; {second}',
  'watch.event.join.sentences': '{first} {second}',
  'watch.event.body.changeRuns': '{detail} Visto in {runs} esecuzioni di fila.',
  'watch.event.body.transition': 'Ora: {now}; prima: {before}.',
  'watch.event.body.transitionRuns': 'Ora: {now} ({runs} esecuzioni di fila); prima: {before}.',
  'watch.event.lasted': '{class} per {duration}',
  'watch.event.lastedUpTo': '{class} per un massimo di {duration}',
  'watch.event.otherClasses': 'altri stati',

  'watch.event.fields.more': '{names} e altri {count}',
  'watch.event.names.more': '{names} e altri {count, number}',
  'watch.event.names.last': '{names} e {last}',
  'watch.event.names': '{names}.',
  'watch.event.namesJoined': 'Si aggiungono all’incidente segnalato prima: {names}.',
  'watch.event.installations':
    '{count, plural, one {# installazione} many {# installazioni} other {# installazioni}}',
  'watch.event.moreInstallations':
    '{count, plural, one {# altra installazione} many {# altre installazioni} other {# altre installazioni}}',
  'watch.event.share': 'In comune: {parts}.',
  'watch.event.share.host': 'l’host {host}',
  'watch.event.share.proxy': 'il proxy {proxy}',
  'watch.event.share.problem': 'il problema «{problem}»',
  'watch.event.share.status': 'lo stato HTTP {status}',
  'watch.event.reminder.title':
    '{lasting, select, for {Promemoria: {who}: ancora {class}, da {duration}} upTo {Promemoria: {who}: ancora {class}, da un massimo di {duration}} other {Promemoria: {who}: ancora {class}}}',
  'watch.event.reminder.body':
    '{lasting, select, for {Ancora {class}, da {duration}.} upTo {Ancora {class}, da un massimo di {duration}.} other {Ancora {class}.}}',
  'watch.event.windowEnd':
    'Rilevato alla fine di una finestra di manutenzione; durante la finestra non è stato segnalato nulla.',

  'watch.event.duration.daysHours':
    '{days, plural, one {# giorno} many {# giorni} other {# giorni}} {hours} h',
  'watch.event.duration.days': '{days, plural, one {# giorno} many {# giorni} other {# giorni}}',
  'watch.event.duration.hoursMinutes': '{hours} h {minutes} min',
  'watch.event.duration.hours': '{hours} h',
  'watch.event.duration.minutesSeconds': '{minutes} min {seconds} s',
  'watch.event.duration.minutes': '{minutes} min',
  'watch.event.duration.seconds': '{seconds} s',

  'watch.event.certificate.title': 'Il certificato di {name} scade tra {left}',
  'watch.event.certificate.days': '{count, plural, one {# giorno} many {# giorni} other {# giorni}}',
  'watch.event.certificate.lessThanDay': 'meno di un giorno',
  'watch.event.certificate.expires': 'Il certificato di {name} scade tra {left}, il {date}{issuer}{names}.',
  'watch.event.certificate.expiresShared':
    'Il certificato che servono tutte scade tra {left}, il {date}{issuer}{names}.',
  'watch.event.certificate.issuer': ', emesso da {issuer}',
  'watch.event.certificate.names': ', per {names}',
  'watch.event.certificate.said':
    'Segnalato una volta per soglia, quando restano meno di {levels} giorni; rinnovarlo spetta a chi gestisce il server dell’installazione.',
  'watch.event.certificate.saidShared':
    'Segnalato una volta per soglia, quando restano meno di {levels} giorni; rinnovarlo spetta a chi gestisce il loro server.',
};
