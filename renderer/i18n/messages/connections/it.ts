// La finestra Connessioni in italiano: punto vendita per un negozio, categoria merceologica.
import type { connectionsEn } from './en';

export const connectionsIt: Readonly<Record<keyof typeof connectionsEn, string>> = {
  'connections.brand': 'Retail Inspector',
  'connections.select.label': 'Connessione',
  'connections.select.unavailable': 'Non disponibile',
  'connections.select.loading': 'Caricamento…',
  'connections.button': 'Connessioni…',
  'connections.refresh': 'Aggiorna',
  'connections.address.demo': 'Server demo',
  'connections.address.label': 'Indirizzo',
  'connections.address.firstUse': 'si avvia al primo utilizzo',
  'connections.insecure': 'non sicuro (http)',
  'connections.dialog.title': 'Connessioni',

  'connections.list.summaryLocked':
    'Nessuna connessione salvata, e in questa sessione non se ne possono aggiungere.',
  'connections.list.summaryNone':
    'Ancora nessuna connessione salvata: aggiungi l’indirizzo di un’installazione e, se lo richiede, il suo token.',
  'connections.list.summary':
    '{count, plural, one {La demo integrata e # connessione salvata.} many {La demo integrata e # connessioni salvate.} other {La demo integrata e # connessioni salvate.}}',
  'connections.list.firstShown':
    'Sono mostrate le prime {shown, number} di {count, number}: cerca per trovare le altre.',
  'connections.list.noMatch': 'Nessuna connessione salvata corrisponde a «{query}».',
  'connections.list.shown':
    'Mostrate {shown, number} di {count, plural, one {# connessione salvata} many {# connessioni salvate} other {# connessioni salvate}}.',
  'connections.list.shownOfMatching':
    'Mostrate {shown, number} di {count, plural, one {# connessione salvata} many {# connessioni salvate} other {# connessioni salvate}}, su {matching, number} corrispondenti.',
  'connections.list.add': 'Aggiungi connessione',
  'connections.list.search': 'Cerca connessioni per nome o indirizzo',
  'connections.list.searchPlaceholder': 'Cerca nome o indirizzo',
  'connections.list.sortBy': 'Ordina per',
  'connections.sort.name': 'Nome',
  'connections.sort.address': 'Indirizzo',
  'connections.sort.watch': 'Prima le monitorate',

  'connections.item.inUse': 'In uso',
  'connections.item.edit': 'Modifica',
  'connections.item.delete': 'Elimina',
  'connections.item.deleteTitle': 'Eliminare «{name}»?',
  'connections.item.deleteConfirm': 'Elimina connessione',
  'connections.item.keep': 'Mantienila',
  'connections.item.deleteBody':
    '{active, select, yes {L’indirizzo e il token vengono rimossi da questo computer; non si può annullare. Al suo posto verrà usata la connessione demo.} other {L’indirizzo e il token vengono rimossi da questo computer; non si può annullare.}}',
  'connections.watch': 'Monitora',
  'connections.use': 'Usa',

  'connections.demo.builtIn': 'Integrata',
  'connections.demo.name': 'Demo (offline)',
  'connections.demo.checking': 'Verifica del server demo…',
  'connections.demo.stopped': 'Fermo: si avvia quando si usa la connessione demo.',
  'connections.demo.running': 'In esecuzione',
  'connections.demo.what':
    '{company}, {count, plural, one {# categoria} many {# categorie} other {# categorie}}',
  'connections.demo.noToken':
    'Nessun token necessario: un server su questo computer fornisce i dati di esempio inclusi.',
  'connections.demo.stop': 'Ferma server',
  'connections.demo.start': 'Avvia server',

  'connections.fleet.title': 'File dei punti vendita',
  'connections.fleet.import': 'Importa…',
  'connections.fleet.exportCsv': 'Esporta CSV',
  'connections.fleet.exportJson': 'Esporta JSON',
  'connections.fleet.hint':
    'Il file che legge <code>retail-inspector check --fleet</code>: CSV <code>name,base_url,token_env</code> (e <code>insecure</code>, <code>token</code>) oppure JSON. Le connessioni sono associate per nome. Il token di una riga è la sua colonna <code>token</code>, altrimenti la variabile d’ambiente indicata da <code>token_env</code> (una che inizia con <code>RETAIL_INSPECTOR_TOKEN</code>); non viene mai mostrato né esportato.',

  'connections.storage.fileProblem': 'C’è un problema con le connessioni salvate',
  'connections.storage.fileLocked':
    'Fino al riavvio dell’inspector non è possibile aggiungere, modificare o eliminare connessioni.',
  'connections.storage.weakTitle': 'I token sono salvati con una protezione debole',
  'connections.storage.weakBody':
    'L’hai consentito tu. Chiunque possa leggere i tuoi file può recuperare i token salvati.',
  'connections.storage.stop': 'Smetti di salvare i token',
  'connections.storage.stopNote':
    'I token salvati vengono quindi rimossi dal file e conservati solo per questa sessione.',
  'connections.storage.sessionTitle': 'I token sono conservati solo per questa sessione',
  'connections.storage.sessionBody':
    '{why} Vengono dimenticati alla chiusura dell’inspector, e la prossima volta li inserisci di nuovo.',
  'connections.storage.confirmTitle': 'Salvare i token con una protezione debole?',
  'connections.storage.confirm': 'Salva i token con una protezione debole',
  'connections.storage.confirmCancel': 'Conservali solo per questa sessione',
  'connections.storage.confirmOnly':
    'Scegli questa opzione solo su un computer che usi soltanto tu. Puoi revocarla in qualsiasi momento.',
  'connections.storage.allow': 'Salva i token con una protezione debole…',
  'connections.storage.secure': 'I token sono salvati cifrati dal portachiavi di questo computer.',
  'connections.storage.whyWeak':
    'Il portachiavi di questo computer offre solo una protezione debole (nessun portachiavi è sbloccato), quindi i token non vengono scritti su disco.',
  'connections.storage.whyNone':
    'L’inspector non dispone di un portachiavi sicuro su questo computer, quindi i token non vengono scritti su disco.',
  'connections.storage.askedAgain':
    'Hai consentito di salvare i token cifrati con una chiave integrata nell’app. Qui non è stato possibile cifrarli affatto, quindi l’inspector lo chiede di nuovo.',
  'connections.storage.riskWeak':
    'I token saranno scritti nel file delle connessioni, cifrati con una chiave integrata nell’app. Chiunque possa leggere i tuoi file — un altro amministratore, un backup, un malware — può decifrarli e usare le tue installazioni.',
  'connections.storage.riskNone':
    'I token saranno scritti nel file delle connessioni senza cifratura, solo codificati. Chiunque possa leggere i tuoi file — un altro amministratore, un backup, un malware — può leggerli e usare le tue installazioni.',

  'connections.token.kept.secure': 'salvato in modo sicuro: cifrato dal portachiavi di questo computer',
  'connections.token.kept.weak':
    'salvato con protezione debole: chiunque possa leggere i tuoi file può recuperarlo',
  'connections.token.kept.session': 'solo questa sessione: dimenticato alla chiusura dell’inspector',
  'connections.token.set': 'Token impostato',
  'connections.token.setHint': 'Token impostato {hint}',
  'connections.token.none': 'Nessun token',
  'connections.token.label': 'Token',
  'connections.token.optional': '(facoltativo)',
  'connections.token.keepCurrent': 'Mantieni il token attuale',
  'connections.token.remove': 'Rimuovi token',
  'connections.token.hidden': 'nascosto',
  'connections.token.hintRemoved': 'Il token salvato verrà rimosso al salvataggio.',
  'connections.token.hintShort':
    'Questo token è più corto di {chars, plural, one {# carattere} many {# caratteri} other {# caratteri}}: facile da indovinare, e mascherato solo dove viene inviato (et_auth_token=…), mai nei dati dell’installazione, che possono contenerlo anch’essi. Chiedi all’amministratore dell’installazione un token più lungo.',
  'connections.token.hintSet':
    'È impostato un token ({hint}). Lascia vuoto il campo per mantenerlo, o digitane uno nuovo per sostituirlo.',
  'connections.token.hintNew':
    'Inviato come et_auth_token al caricamento delle categorie; mai più mostrato dopo il salvataggio.',
  'connections.token.hintSession': '{hint} Un nuovo token è conservato solo per questa sessione.',

  'connections.form.fromLink':
    'Compilato da un link: controlla il nome e l’indirizzo, digita il token se l’installazione ne richiede uno, poi salva. Finché non lo fai, nulla viene salvato.',
  'connections.form.editTitle': 'Modifica «{name}»',
  'connections.form.newTitle': 'Nuova connessione',
  'connections.form.name': 'Nome',
  'connections.form.address': 'Indirizzo',
  'connections.form.addressHint':
    'L’indirizzo di base dell’installazione; l’inspector aggiunge da sé /api/v2/….',
  'connections.form.timeout': 'Timeout (secondi)',
  'connections.form.insecure': 'Consenti http semplice (non sicuro: il token è inviato in chiaro)',
  'connections.form.insecureHint':
    'Solo per una rete affidabile. Gli indirizzi di questo computer (localhost) possono usare http anche senza.',
  'connections.form.useAfterSave': 'Usa questa connessione dopo il salvataggio',
  'connections.form.test': 'Prova connessione',
  'connections.form.notSaved': 'La connessione non è stata salvata',
  'connections.form.savingOff':
    'Il salvataggio è disattivato in questa sessione: non è stato possibile leggere le connessioni salvate (vedi l’avviso nell’elenco).',
  'connections.form.saving': 'Salvataggio…',
  'connections.form.save': 'Salva',
  'connections.form.needName': 'Dai un nome alla connessione.',
  'connections.form.needAddress':
    'Inserisci l’indirizzo dell’installazione, ad es. https://shop.example.com.',
  'connections.form.timeoutRange': 'Inserisci un timeout da {min, number} a {max, number} secondi.',

  'connections.test.running': 'Prova della connessione…',
  'connections.test.cancel': 'Annulla prova',
  'connections.test.cancelled': 'La prova è stata annullata.',
  'connections.test.connected': 'Connesso: {company} — {ms} ms',
  'connections.test.accepted': 'L’indirizzo risponde e il token è accettato.',
  'connections.msg.failed': '{what}: {reason}',
  'connections.msg.demoNotStarted': 'Il server demo non è potuto partire',
  'connections.msg.demoNotStopped': 'Il server demo non si è potuto fermare',
  'connections.msg.choiceNotSaved': 'Non è stato possibile salvare la scelta',
  'connections.msg.weakOn': 'Ora i token sono salvati con una protezione debole.',
  'connections.msg.weakOff': 'I token non sono più salvati; sono conservati solo per questa sessione.',
  'connections.msg.saved':
    '{changes, select, yes {Modifiche a «{name}» salvate} other {«{name}» salvata}}{switched, select, yes { e ora in uso.} other {.}}',
  'connections.msg.theConnection': 'La connessione',
  'connections.msg.notDeleted': 'Non è stato possibile eliminare «{name}»: {reason}',
  'connections.msg.deleted':
    '{fellBack, select, yes {«{name}» eliminata. Ora è in uso la connessione demo.} other {«{name}» eliminata.}}',
  'connections.what': 'Le connessioni',
  'connections.msg.notRemembered': 'Questa scelta non verrà ricordata: {reason}',
  'connections.msg.watchNotSaved': 'L’impostazione di monitoraggio non è stata salvata: {reason}',
  'connections.fleet.imported':
    '{done, plural, one {# connessione importata} many {# connessioni importate} other {# connessioni importate}}: {added, plural, one {# aggiunta} many {# aggiunte} other {# aggiunte}}, {updated, plural, one {# aggiornata} many {# aggiornate} other {# aggiornate}}{merged, plural, =0 {} one {; # riga unita} many {; # righe unite} other {; # righe unite}}{skipped, plural, =0 {.} one {; # riga saltata.} many {; # righe saltate.} other {; # righe saltate.}}',
  'connections.fleet.nothingImported':
    '{skipped, plural, =0 {Non è stato importato nulla.} one {Non è stato importato nulla: # riga è stata saltata.} many {Non è stato importato nulla: # righe sono state saltate.} other {Non è stato importato nulla: # righe sono state saltate.}}',
  'connections.fleet.lineSkipped': 'Riga {line}: {reason}',
  'connections.fleet.lineMerged':
    'Riga {line}: unita alla riga {into}, con lo stesso nome «{name}» (si usano l’indirizzo e le impostazioni di questa riga)',
  'connections.fleet.moreLines': '… e altre {count, number}.',
  'connections.fleet.noTokens':
    'I token non vengono mai esportati: ogni riga indica la variabile d’ambiente da cui leggere il suo token.',
  'connections.fleet.saved': 'Connessioni salvate come {file}',
  'connections.fleet.downloaded': 'Il browser salva le connessioni come {file}, tra i suoi download.',
  'connections.fleet.notImported': 'Il file dei punti vendita non è stato importato: {reason}',
  'connections.fleet.notExported': 'Il file dei punti vendita non è stato esportato: {reason}',
};
