// The fleet board's words in Italian: Punti vendita for the fleet, connessione for a connection.
// Counts take one, many (a million) and other.
import type { fleetEn } from './en';

export const fleetIt: Readonly<Record<keyof typeof fleetEn, string>> = {
  'fleet.heading': 'Punti vendita',
  'fleet.intro':
    'Ogni connessione con il suo ultimo risultato di monitoraggio. Scegli ogni quanto monitorarla in Connessioni ({shortcut}); una connessione è monitorata finché l’app è aperta.',
  'fleet.board': 'Il quadro dei punti vendita',
  'fleet.loading': 'Caricamento del quadro dei punti vendita…',
  'fleet.gridHint':
    'Le frecce passano da una connessione all’altra, Invio ne apre la cronologia, Spazio la seleziona per il rapporto di disponibilità.',
  'fleet.noMatch': 'Nessuna connessione corrisponde alla ricerca e al filtro.',
  'fleet.noMatchAdvice': 'Cancella la ricerca o mostra tutte le classi.',

  'fleet.notify.native': 'Gli eventi di monitoraggio compaiono come notifiche del sistema.',
  'fleet.notify.ask':
    'Gli eventi di monitoraggio compaiono in questa pagina finché non consenti le notifiche.',
  'fleet.notify.allow': 'Consenti le notifiche',
  'fleet.notify.browser': 'Gli eventi di monitoraggio compaiono come notifiche del browser.',
  'fleet.notify.denied':
    'Il browser blocca le notifiche per questa pagina: gli eventi di monitoraggio compaiono nella pagina.',
  'fleet.notify.page': 'Gli eventi di monitoraggio compaiono nella pagina.',

  'fleet.search.label': 'Cerca connessioni per nome o indirizzo',
  'fleet.search.placeholder': 'Cerca nome o indirizzo',
  'fleet.filter.legend': 'Mostra',
  'fleet.filter.all': 'Tutte',
  'fleet.filter.notChecked': 'Non verificabile',
  'fleet.filter.option': '{label} ({count, number})',
  'fleet.shown':
    '{count, plural, one {la # connessione mostrata} many {le # connessioni mostrate} other {le # connessioni mostrate}}',
  'fleet.selected':
    '{count, plural, one {la # connessione selezionata} many {le # connessioni selezionate} other {le # connessioni selezionate}}',
  'fleet.count.all': '{total, plural, one {# connessione} many {# connessioni} other {# connessioni}}',
  'fleet.count.some':
    '{shown, number} di {total, plural, one {# connessione mostrata} many {# connessioni mostrate} other {# connessioni mostrate}}',
  'fleet.count.watched': '{connections}, {watched, number} monitorate',
  'fleet.count.maintenance':
    '{connections}, {watched, number} monitorate, {maintenance, number} in manutenzione',
  'fleet.availabilityButton': 'Rapporto di disponibilità…',
  'fleet.maintenanceButton': 'Manutenzione…',
  'fleet.watchOptionsButton': 'Impostazioni di monitoraggio…',

  'fleet.column.name': 'Connessione',
  'fleet.column.class': 'Classe',
  'fleet.column.lastAt': 'Ultima verifica',
  'fleet.column.responseMs': 'Risposta',
  'fleet.column.categories': 'Categorie',
  'fleet.column.availability30': '30 giorni',
  'fleet.column.spark': 'Ultime 24 ore',
  'fleet.column.every': 'Monitoraggio',
  'fleet.grid': 'Connessioni: {shown, number} di {total, number} mostrate',
  'fleet.selectAll': 'Seleziona tutte le {count, number} mostrate',
  'fleet.select': 'Seleziona {name}',
  'fleet.checking': 'verifica in corso…',
  'fleet.noRunCounted': 'nessuna esecuzione contata',
  'fleet.maintenance.badge': 'Manutenzione',
  'fleet.maintenance.badgeTitle': 'In una finestra di manutenzione {until}: nessuna notifica',

  'fleet.spark.none': 'Ultime 24 ore: nessun risultato',
  'fleet.spark.conforms': 'Ultime 24 ore: sempre conforme',
  'fleet.spark.conformsSlowest': 'Ultime 24 ore: sempre conforme; risposta più lenta {ms, number} ms',
  'fleet.spark.parts': 'Ultime 24 ore: {parts}',
  'fleet.spark.partsSlowest': 'Ultime 24 ore: {parts}; risposta più lenta {ms, number} ms',
  'fleet.spark.first':
    '{class} in {count, number} su {unit, select, halfHours {{buckets, plural, one {# mezz’ora} many {# mezz’ore} other {# mezz’ore}}} other {{buckets, plural, one {# tratto} many {# tratti} other {# tratti}}}}',
  'fleet.spark.next': '{class} in {count, number}',

  'fleet.maintenance.title': 'Finestra di manutenzione',
  'fleet.maintenance.intro':
    'Durante una finestra le connessioni vengono verificate e registrate come sempre, ma non parte alcuna notifica. Alla fine, ciò che differisce dall’inizio diventa una notifica.',
  'fleet.maintenance.for': 'Per',
  'fleet.maintenance.forOne': 'Per <b>{label}</b>',
  'fleet.maintenance.start': 'Inizio',
  'fleet.maintenance.startError': 'Scegli una data e un’ora.',
  'fleet.maintenance.duration': 'Durata',
  'fleet.maintenance.repeat': 'Ripetizione',
  'fleet.maintenance.zone': 'Fuso orario',
  'fleet.maintenance.zoneError': 'Fuso orario sconosciuto a questo sistema.',
  'fleet.maintenance.zoneHint':
    'L’inizio e le ripetizioni seguono l’orologio di questo fuso, anche con l’ora legale.',
  'fleet.maintenance.notSaved': 'La finestra non è stata salvata: {problem}',
  'fleet.maintenance.add': 'Aggiungi finestra',
  'fleet.maintenance.covering': 'Finestre che coprono {label}',
  'fleet.maintenance.none': 'Ancora nessuna.',
  'fleet.maintenance.everyConnection': 'tutte le connessioni',
  'fleet.maintenance.remove': 'Rimuovi',
  'fleet.maintenance.removeWhich': 'la finestra {window}',

  'fleet.report.title': 'Rapporto di disponibilità',
  'fleet.report.intro':
    'Il rapporto che <code>retail-inspector report</code> scrive dalla cronologia del monitoraggio: disponibilità = (disponibile + degradato) / esecuzioni contate, il degradato a parte; non si contano le esecuzioni in una finestra di manutenzione, mentre questo computer era offline o senza token qui.',
  'fleet.report.for': 'Per',
  'fleet.report.range': 'Periodo',
  'fleet.report.last': '{count, plural, one {Ultimo giorno} many {Ultimi # giorni} other {Ultimi # giorni}}',
  'fleet.report.days': 'Da un giorno a un giorno',
  'fleet.report.firstDay': 'Primo giorno',
  'fleet.report.lastDay': 'Ultimo giorno',
  'fleet.report.format': 'Formato',
  'fleet.report.chooseFirst': 'Scegli il primo giorno.',
  'fleet.report.chooseLast': 'Scegli l’ultimo giorno.',
  'fleet.report.firstAfterLast': 'Il primo giorno è dopo l’ultimo.',
  'fleet.report.noConnection': 'Nessuna connessione per il rapporto.',
  'fleet.report.notExported': 'Non esportato: {problem}',
  'fleet.report.downloaded': 'Il browser salva il rapporto come {file}, nei suoi download.',
  'fleet.report.saved': 'Salvato come {file}',
  'fleet.report.cancelled': 'Esportazione annullata; non è stato salvato nulla.',
  'fleet.report.notPrinted': 'Non stampato: {problem}',
  'fleet.report.pdf': 'Salva come PDF…',
  'fleet.report.print': 'Stampa…',
  'fleet.report.export': 'Esporta',

  'fleet.options.title': 'Impostazioni di monitoraggio',
  'fleet.options.loading': 'Caricamento delle impostazioni di monitoraggio…',
  'fleet.options.intro': 'Valgono per ogni connessione monitorata, dalla prossima esecuzione.',
  'fleet.options.confirmRuns': 'Conferma una modifica dopo questo numero di esecuzioni consecutive',
  'fleet.options.confirmRunsHint':
    'Con 2 (predefinito), una risposta isolata passa senza avviso; 1 segnala subito ogni modifica.',
  'fleet.options.grouping': 'Raggruppa le connessioni che falliscono insieme',
  'fleet.options.groupingHint':
    'Un solo avviso per tutte, ad esempio quando cade un proxy davanti a molti punti vendita.',
  'fleet.options.groupMin': 'Almeno (connessioni)',
  'fleet.options.groupShare': 'E almeno (% di quelle monitorate)',
  'fleet.options.groupWindowRuns': 'Entro (esecuzioni)',
  'fleet.options.remind': 'Ricordamelo finché un problema dura',
  'fleet.options.remindHint':
    'L’avviso torna finché una connessione resta guasta; il ripristino dice per quanto tempo.',
  'fleet.options.range': 'Inserisci un numero intero da {min, number} a {max, number}.',
  'fleet.options.invalid': 'Alcune impostazioni sono fuori intervallo; correggile per salvare.',
  'fleet.options.notSaved': 'Le impostazioni di monitoraggio non sono state salvate: {problem}',
  'fleet.options.save': 'Salva',
  'fleet.remind.minutes': '{count, plural, one {Ogni minuto} many {Ogni # minuti} other {Ogni # minuti}}',
  'fleet.remind.hours': '{count, plural, one {Ogni ora} many {Ogni # ore} other {Ogni # ore}}',

  'fleet.print.title': 'Disponibilità',
  'fleet.print.intro':
    'Dal {from} al {to}. Disponibilità = (disponibile + degradato) / esecuzioni contate; le esecuzioni degradate hanno risposto violando la specifica. Non contate: le esecuzioni in una finestra di manutenzione, mentre questo computer era offline, senza token qui o con un errore di utilizzo.',
  'fleet.print.connection': 'Connessione',
  'fleet.print.availability': 'Disponibilità',
  'fleet.print.degraded': 'Degradato',
  'fleet.print.counted': 'Esecuzioni contate',
  'fleet.print.down': 'Esecuzioni fallite',
  'fleet.print.incidents': 'Incidenti',
  'fleet.print.longest': 'Incidente più lungo',
  'fleet.print.median': 'Risposta mediana',
};
