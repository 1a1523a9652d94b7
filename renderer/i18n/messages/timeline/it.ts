// The timeline's words in Italian.
import type { timelineEn } from './en';

export const timelineIt: Readonly<Record<keyof typeof timelineEn, string>> = {
  'timeline.headingSuffix': ': cronologia',
  'timeline.facts.watch': 'Monitoraggio: {every}',
  'timeline.facts.maintenance': 'In manutenzione {until}: nessuna notifica',
  'timeline.range.legend': 'Periodo',
  'timeline.range.24h': '24 ore',
  'timeline.range.7d': '7 giorni',
  'timeline.range.90d': '90 giorni',
  'timeline.range.1y': '1 anno',
  'timeline.rangeIn':
    '{range, select, 24h {le ultime 24 ore} 7d {gli ultimi 7 giorni} 90d {gli ultimi 90 giorni} other {l’ultimo anno}}',
  'timeline.checkNow': 'Verifica ora',
  'timeline.closeWhich': 'la cronologia',
  'timeline.history': 'La cronologia',
  'timeline.loading': 'Caricamento della cronologia…',
  'timeline.chartLabel': 'Cronologia: {summary}',
  'timeline.notWatched':
    'Questa connessione non è monitorata: scegli ogni quanto in Connessioni ({shortcut}), oppure verificala una volta con Verifica ora.',
  'timeline.watched':
    'È monitorata {every} finché l’app è aperta; i suoi risultati compaiono qui man mano che arrivano.',
  'timeline.key': 'Legenda',
  'timeline.key.snapshot': 'Snapshot salvato (clic per confrontare)',
  'timeline.key.event': 'Evento',
  'timeline.summary.none': 'Nessun risultato di monitoraggio per {range}.',
  'timeline.summary.part': '{class} {count, number}',
  'timeline.summary.runs':
    '{runs, plural, one {# risultato} many {# risultati} other {# risultati}} per {range}: {parts}{slow, select, yes {; risposta più lenta {ms, number} ms} other {}}.',
  'timeline.summary.drawn':
    '{runs, plural, one {# risultato} many {# risultati} other {# risultati}} per {range}, disegnati come {buckets, number} tratti di {stretch}, ognuno nella sua classe peggiore: {parts}{slow, select, yes {; risposta più lenta {ms, number} ms} other {}}.',
  'timeline.stretch.minutes':
    '{count, plural, one {circa # minuto} many {circa # minuti} other {circa # minuti}}',
  'timeline.stretch.hours': '{count, plural, one {circa # ora} many {circa # ore} other {circa # ore}}',
  'timeline.stretch.days':
    '{count, plural, one {circa # giorno} many {circa # giorni} other {circa # giorni}}',
  'timeline.series.slowest': 'Risposta più lenta',
  'timeline.series.fastest': 'Risposta più veloce',
  'timeline.series.categories': 'Categorie',
  'timeline.series.class': 'Classe',
  'timeline.series.time': 'Ora',
  'timeline.run.running': 'Verifica in corso…',
  'timeline.run.done': 'Verificato ora: {summary}.',
  'timeline.run.failed': 'Impossibile eseguire la verifica: {message}',
  'timeline.availability.none': 'Disponibilità per {range}: <b>—</b> <muted>{reason}</muted>',
  'timeline.availability.title':
    'Disponibilità = (disponibile + degradato) / esecuzioni contate; le esecuzioni degradate hanno risposto violando la specifica. Non si contano le esecuzioni in una finestra di manutenzione, mentre questo computer era offline o senza token qui.',
  'timeline.availability.figure': 'Disponibilità <b>{percent}</b>',
  'timeline.availability.noneDegraded': 'nulla di degradato',
  'timeline.availability.incidents':
    '{count, plural, one {# incidente} many {# incidenti} other {# incidenti}}',
  'timeline.availability.inRange': 'per {range}',
  'timeline.more': 'Mostra altri {count, number} di {total, number}',
  'timeline.snapshots': 'Snapshot salvati ({count, number})',
  'timeline.noSnapshots':
    'Nessuna esecuzione di questo periodo ha salvato uno snapshot: non è cambiato nulla.',
  'timeline.compare': 'Confronta con il precedente',
  'timeline.events': 'Eventi ({count, number})',
  'timeline.noEvents': 'Nessun evento in questo periodo: nessuna modifica confermata di classe o contenuto.',
  'timeline.showChanges': 'Mostra le modifiche',
  'timeline.openDiagnostics': 'Apri la diagnostica',
  'timeline.maintenance.heading': 'In manutenzione ({count, number})',
  'timeline.maintenance.stretch':
    'fino al <time>{to}</time>: {runs, plural, one {# esecuzione} many {# esecuzioni} other {# esecuzioni}}, nessuna notifica',
  'timeline.note.notListed': 'Impossibile elencare gli snapshot: {reason}',
  'timeline.note.hostRefused': 'l’host ha rifiutato',
  'timeline.note.notKept':
    'Quello snapshot non è più conservato: ogni connessione tiene {keep, plural, one {il suo ultimo snapshot} many {i suoi ultimi # snapshot} other {i suoi ultimi # snapshot}} e quelli fissati (vedi la scheda Modifiche).',
  'timeline.note.oldest':
    'È lo snapshot più vecchio conservato di questa connessione: non ce n’è uno precedente con cui confrontarlo.',
};
