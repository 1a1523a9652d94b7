// The Diagnostics view in it: only the renderer's own words; the verdict and the checks come from shared/.
import type { diagnosticsEn } from './en';

export const diagnosticsIt: Readonly<Record<keyof typeof diagnosticsEn, string>> = {
  'diagnostics.heading': 'Diagnostica',
  'diagnostics.intro': 'Verifica <strong>{name}</strong> rispetto alla specifica dell’API v2.',
  'diagnostics.loadingConnections': 'Caricamento delle connessioni…',
  'diagnostics.run': 'Esegui verifiche',
  'diagnostics.running': 'Verifiche in corso…',
  'diagnostics.what': 'Le verifiche',
  'diagnostics.cancelled':
    '{before, select, yes {Le verifiche sono state annullate; il rapporto qui sotto è dell’esecuzione precedente.} other {Le verifiche sono state annullate.}}',
  'diagnostics.empty': 'Ancora nessuna verifica eseguita.',
  'diagnostics.emptyAdvice':
    '«Esegui verifiche» chiama entrambe le operazioni della connessione in uso e verifica ogni regola della specifica, come fa <code>retail-inspector check</code>. Il rapporto può essere esportato per un ticket.',
  'diagnostics.announce':
    'Verifiche concluse: {verdict}. {pass, number} superate, {warn, plural, one {# avviso} many {# avvisi} other {# avvisi}}, {fail, number} non superate.',
  'diagnostics.checks': 'Verifiche',
  'diagnostics.calls': 'Chiamate',
  'diagnostics.environment': 'Ambiente',
  'diagnostics.crashDumps': 'Dump degli arresti',
  'diagnostics.evidence': 'Prove: {title}',
  'diagnostics.fewerLines': 'Mostra meno righe',
  'diagnostics.allLines':
    '{count, plural, one {Mostra # riga} many {Mostra tutte le # righe} other {Mostra tutte le # righe}}',
  'diagnostics.withWarnings': '{verdict}, con avvisi',
  'diagnostics.stopped': 'Cosa l’ha fermata:',
  'diagnostics.answersAt': 'L’API risponde su <code>{url}</code>: usalo come indirizzo della connessione.',
  'diagnostics.counts':
    '{pass, number} superate · {warn, plural, one {# avviso} many {# avvisi} other {# avvisi}} · {fail, number} non superate',
  'diagnostics.connection': 'Connessione',
  'diagnostics.baseUrl': 'URL di base',
  'diagnostics.notCallable': 'non richiamabile',
  'diagnostics.checkedAt': 'Verificato alle',
  'diagnostics.call.notMade': 'Non eseguita: la prima chiamata non ha raggiunto l’installazione.',
  'diagnostics.call.http': 'HTTP',
  'diagnostics.call.noAnswer': 'nessuna risposta',
  'diagnostics.call.duration': 'Durata',
  'diagnostics.call.firstByte': 'Primo byte',
  'diagnostics.call.size': 'Dimensione',
  'diagnostics.call.info': 'la chiamata info',
  'diagnostics.call.categories': 'la chiamata delle categorie',
  'diagnostics.call.copy': 'Copia come curl',
  'diagnostics.call.copied': 'Copiato',
  'diagnostics.call.tryAgain': 'Riprova',
  'diagnostics.call.copyFor': 'per {what}',
  'diagnostics.call.tryAgainWhat': 'a copiare {what} come curl',
  'diagnostics.call.asCurl': '{what} come curl',
  'diagnostics.call.tolerated': 'Difetti tollerati per leggere {what}',
  'diagnostics.call.tokenNote':
    'I comandi leggono il token da <code>RETAIL_INSPECTOR_TOKEN</code>: impostalo prima nella tua shell.',
  'diagnostics.env.os': 'Sistema operativo',
  'diagnostics.env.notUsed': 'non usato (host web)',
  'diagnostics.env.browser': '{name} (browser)',
  'diagnostics.env.someBrowser': 'Browser',
  'diagnostics.env.unknown': 'sconosciuta',
  'diagnostics.export.har': 'HAR (registro delle richieste)',
};
