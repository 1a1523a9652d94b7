// La vista Server demo in italiano.
import type { demoEn } from './en';

export const demoIt: Readonly<Record<keyof typeof demoEn, string>> = {
  'demo.server.heading': 'Server demo',
  'demo.server.running': 'In esecuzione',
  'demo.server.stopped': 'Fermo',
  'demo.server.checking': 'Verifica del server demo…',
  'demo.server.address': 'Indirizzo',
  'demo.server.file': 'File di dati',
  'demo.server.company': 'Azienda',
  'demo.server.categories': 'Categorie',
  'demo.server.stop': 'Ferma server',
  'demo.server.start': 'Avvia server',
  'demo.server.couldNotStart': 'Il server demo non è potuto partire: {failure}',
  'demo.server.damaged':
    'Apri qui sotto un file di dati per servirlo al suo posto; se i dati demo inclusi sono danneggiati, reinstallare Retail Inspector li ripristina.',
  'demo.server.startServes': 'Fermo. Avvia serve di nuovo {file}.',
  'demo.server.bundled': 'i dati demo inclusi',
  'demo.server.reset': 'Ripristina la demo inclusa',
  'demo.server.dropHint':
    'Oppure trascina un file di dati (.ridataset o .json) in un punto qualsiasi di questa finestra. Un file che non è un set di dati valido lascia il server in esecuzione com’è.',
  'demo.server.open': 'Apri file di dati…',
  'demo.server.openInput': 'File di dati da aprire',
  'demo.server.notDataset': 'Sul server demo si possono aprire solo file di dati (.ridataset o .json).',
  'demo.server.tooLarge':
    'È di {mb, number} MB, più di quanto l’app apra ({max, number} MB). Servilo con «retail-inspector serve --data FILE --max-size {next}».',
  'demo.server.unreadable': 'Non è stato possibile leggere il file.',

  'demo.action.open': 'Apertura del set di dati…',
  'demo.action.start': 'Avvio del server demo…',
  'demo.action.stop': 'Arresto del server demo…',
  'demo.action.isStopped': 'Il server demo è fermo.',
  'demo.action.unchanged':
    'Il server demo non è stato modificato: serve ancora <strong>{company}</strong> su <code>{url}</code>.',

  'demo.drop.title': 'Rilascia per aprire sul server demo',
  'demo.drop.body':
    'Un file di dati di Retail Inspector (.ridataset o .json). Se il file non è valido, il server in esecuzione resta com’è.',

  'demo.faults.heading': 'Installazione lenta o instabile',
  'demo.faults.intro':
    'Fa attendere il server demo prima di ogni risposta, o fa fallire una parte delle richieste come fanno le installazioni reali (un 500 JSON, un 502 HTML di un proxy, un 503, una connessione interrotta), per mostrare come se la cava l’app.',
  'demo.faults.legend': 'Guasti del server demo',
  'demo.faults.presets': 'Preimpostazioni',
  'demo.faults.normal': 'Normale',
  'demo.faults.slow': 'Lento (2 s)',
  'demo.faults.flaky': 'Instabile (30 % di errori)',
  'demo.faults.latency': 'Latenza (ms)',
  'demo.faults.rate': 'Tasso di errore (%)',
  'demo.faults.apply': 'Applica',
  'demo.faults.latencyRange': 'Inserisci millisecondi interi da 0 a {max, number}.',
  'demo.faults.rateRange': 'Inserisci una percentuale da 0 a 100.',
  'demo.faults.notRunning': 'Avvia il server demo per rallentarlo o farlo fallire.',
  'demo.faults.notChanged': 'Non è stato possibile modificare i guasti: {error}',
  'demo.faults.now': 'Il server demo {latency} e {failures}.',
  'demo.faults.waits': 'attende {ms, number} ms prima di ogni risposta',
  'demo.faults.atOnce': 'risponde subito',
  'demo.faults.fails': 'fa fallire il {rate, number} % delle richieste',
  'demo.faults.neverFails': 'non fallisce mai di proposito',

  'demo.capture.heading': 'Salva come set di dati offline',
  'demo.capture.intro':
    'Salva la connessione attiva — le sue impostazioni, ogni categoria e ogni immagine — in un unico file di dati che il server demo può servire senza rete.',
  'demo.capture.connection': 'Connessione',
  'demo.capture.noneChosen': 'Nessuna scelta finora',
  'demo.capture.fileName': 'Nome del file',
  'demo.capture.savedIn': 'Salvato in <code>{folder}</code>',
  'demo.capture.defaultFolder': 'la cartella delle acquisizioni dell’app',
  'demo.capture.start':
    'Salva la connessione attiva come set di dati offline{dialog, select, yes {…} other {}}',
  'demo.capture.replaceTitle': 'Sostituire il file esistente?',
  'demo.capture.replace': 'Sostituiscilo',
  'demo.capture.keep': 'Mantienilo',
  'demo.capture.exists':
    '<code>{file}</code> esiste già. Sostituirlo acquisisce di nuovo {connection} e sovrascrive il file.',
  'demo.capture.needName': 'Dai un nome al file da salvare.',
  'demo.capture.badExtension': 'Il nome deve terminare con .ridataset o .json.',
  'demo.capture.step':
    'Acquisizione di {connection}: {phase, select, categories {lettura delle categorie…} images {download delle immagini…} writing {scrittura del file…} other {lettura delle informazioni di sistema…}}',
  'demo.capture.cancelling': 'Annullamento dell’acquisizione…',
  'demo.capture.progress': 'Avanzamento dell’acquisizione',
  'demo.capture.counts':
    '{done, number} di {total, plural, one {# immagine} many {# immagini} other {# immagini}}',
  'demo.capture.countsFailed':
    '{done, number} di {total, plural, one {# immagine} many {# immagini} other {# immagini}}, {failed, number} non riuscite',
  'demo.capture.saved': '{connection} salvata',
  'demo.capture.savedWithout':
    '{connection} salvata, senza {count, plural, one {# immagine} many {# immagini} other {# immagini}}',
  'demo.capture.savedViolations':
    '{connection} salvata così come ha risposto: {count, plural, one {# valore viola} many {# valori violano} other {# valori violano}} la specifica',
  'demo.capture.categories': '{count, plural, one {# categoria} many {# categorie} other {# categorie}}',
  'demo.capture.embedded':
    '{count, plural, one {# immagine incorporata} many {# immagini incorporate} other {# immagini incorporate}}',
  'demo.capture.failed':
    '{count, plural, one {# immagine non riuscita} many {# immagini non riuscite} other {# immagini non riuscite}}',
  'demo.capture.failedImages':
    'Queste immagini non sono state acquisite; le loro categorie mantengono l’indirizzo originale:',
  'demo.capture.failedLabel': 'Immagini non acquisite',
  'demo.capture.more': '… e altre {count, number}.',
  'demo.capture.openInDemo': 'Apri nel server demo',
  'demo.capture.done': 'Fatto',
  'demo.capture.cancelled': 'L’acquisizione è stata annullata. Non è stato scritto nulla.',
  'demo.capture.failedTitle': 'L’acquisizione non è riuscita: {title}',
  'demo.capture.nothingWritten': '{advice} Non è stato scritto nulla.',
  'demo.capture.violations':
    'Il file conserva ciò che l’installazione ha risposto, quindi viola anch’esso la specifica. Il server demo apre solo file che la rispettano; riproduci questo con <code>retail-inspector serve --allow-violations --data FILE</code>.',
  'demo.capture.violationsLabel': 'Valori che violano la specifica',
  'demo.msg.notOpened': 'Non è stato possibile aprire {name}',
  'demo.msg.theDataset': 'Il set di dati',
  'demo.msg.theDatasetLower': 'il set di dati',
  'demo.msg.nowServing':
    'Ora viene servito {company} ({count, plural, one {# categoria} many {# categorie} other {# categorie}}) da {from}.',
  'demo.msg.running': 'Il server demo è in esecuzione su {url}.',
  'demo.msg.notStarted': 'Il server demo non è potuto partire',
  'demo.msg.notStopped': 'Il server demo non si è potuto fermare',
  'demo.msg.bundledNotStarted': 'La demo inclusa non è potuta partire',
  'demo.msg.servingBundled': 'Ora viene servita la demo inclusa, {company}.',
  'demo.capture.notWritten': 'Non è stato possibile scrivere il file',
  'demo.capture.notStarted': 'Non è stato possibile avviare l’acquisizione',
  'demo.capture.fixCause': 'Correggere la causa indicata sopra, poi riprovare.',
};
