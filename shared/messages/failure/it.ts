// Una chiamata non riuscita in italiano: che cosa è successo e che cosa fare.
import type { failureEn } from './en';

export const failureIt: Record<keyof typeof failureEn, string> = {
  'failure.network.dns.title': 'Impossibile trovare il nome del server',
  'failure.network.dns.action':
    'Verificare che l’indirizzo non contenga errori di battitura e che questo computer sia online.',
  'failure.network.refused.title': 'Il server ha rifiutato la connessione',
  'failure.network.refused.action': 'Verificare indirizzo e porta, e che l’installazione sia in funzione.',
  'failure.network.reset.title': 'La connessione è stata interrotta',
  'failure.network.reset.action':
    'Riprovare; se continua a succedere, potrebbe interferire un proxy o un firewall.',
  'failure.network.tls.title': 'La connessione sicura non è riuscita',
  'failure.network.tls.action':
    'Rivolgersi all’amministratore dell’installazione; se l’installazione è servita in HTTP semplice, usare http://.',
  'failure.network.timeout.title': 'L’installazione non ha risposto in tempo',
  'failure.network.timeout.action':
    'Riprovare, oppure aumentare il timeout della connessione se l’installazione è lenta.',
  'failure.network.unreachable.title': 'La rete non raggiunge il server',
  'failure.network.unreachable.action': 'Verificare la connessione di rete e la VPN di questo computer.',
  'failure.network.blocked-port.title': 'Questa porta non può essere chiamata dall’app desktop',
  'failure.network.blocked-port.action':
    'Usare retail-inspector check o l’host web (retail-inspector web), che chiamano qualsiasi porta, oppure servire l’installazione su un’altra porta.',
  'failure.network.proxy.title': 'Il proxy non ha inoltrato la connessione',
  'failure.network.proxy.action':
    'Verificare le impostazioni del proxy (quelle del sistema per l’app desktop; HTTPS_PROXY, HTTP_PROXY e NO_PROXY per la riga di comando e l’host web), oppure rivolgersi a chi gestisce il proxy.',
  'failure.network.other.title': 'Impossibile raggiungere l’installazione',
  'failure.network.other.action': 'Verificare l’indirizzo e la connessione di rete di questo computer.',

  'failure.tls.plain-http.title': 'Questo server usa HTTP semplice: usare http://',
  'failure.tls.plain-http.action': 'Iniziare l’indirizzo con http:// invece di https://.',
  'failure.tls.untrusted.title': 'Il certificato del server non è attendibile',
  'failure.tls.untrusted.action':
    'Chiedere all’amministratore dell’installazione un certificato di un’autorità attendibile; per un’autorità privata, aggiungerla all’archivio dei certificati di questo computer (riga di comando: NODE_EXTRA_CA_CERTS).',
  'failure.tls.expired.title': 'Il certificato del server è scaduto',
  'failure.tls.expired.action':
    'Chiedere all’amministratore dell’installazione di rinnovarlo, e verificare l’orologio di questo computer.',
  'failure.tls.wrong-host.title': 'Il certificato del server è per un altro nome',
  'failure.tls.wrong-host.action':
    'Usare il nome per cui è stato emesso il certificato, oppure rivolgersi all’amministratore dell’installazione.',

  'failure.api.title': 'L’installazione ha segnalato un errore',
  'failure.api.token': 'L’installazione ha rifiutato il token: verificare il token della connessione.',
  'failure.api.failing':
    'L’installazione ha un guasto o è in manutenzione: riprovare più tardi, oppure rivolgersi al suo amministratore.',
  'failure.api.message':
    'Il messaggio dell’installazione indica che cosa non ha funzionato; se non è chiaro, rivolgersi al suo amministratore.',
  'failure.nothingHere':
    'Qui niente risponde a questa operazione: verificare l’indirizzo (la parte prima di /api/v2/).',

  'failure.status.title': 'L’installazione ha risposto {status}',
  'failure.status.refused':
    'L’accesso è stato rifiutato: verificare il token della connessione, e chiedere all’amministratore dell’installazione se un login, un firewall o un proxy davanti all’API rifiuta questo computer.',
  'failure.status.proxyLogin':
    'Il proxy chiede nome utente e password: inserirli nelle impostazioni del proxy.',
  'failure.status.tooMany': 'Troppe richieste: attendere un po’ prima di riprovare.',
  'failure.status.serverFailed':
    'Un server o un proxy davanti all’installazione non ha funzionato: riprovare più tardi, oppure rivolgersi al suo amministratore.',
  'failure.status.other':
    'Verificare l’indirizzo: potrebbe portare a un altro sito web o a un altro servizio.',

  'failure.cancelled.title': 'Annullato',
  'failure.cancelled.detail': 'La richiesta è stata annullata.',
  'failure.cancelled.action': 'Riprovare quando si è pronti.',

  'failure.notJson.title': 'Questa non sembra l’API retail',
  'failure.notJson.detail': 'La risposta era {contentType}: {preview}',
  'failure.notJson.action':
    'Verificare l’indirizzo: potrebbe portare a una pagina di login o a un altro sito web.',

  'failure.contract.title': 'La risposta non corrisponde alla specifica dell’API',
  'failure.contract.action':
    'Inviare questi dettagli all’amministratore dell’installazione: la risposta dell’installazione viola la specifica dell’API.',

  'failure.tooLarge.title': 'La risposta è troppo grande',
  'failure.tooLarge.detail': 'Ha superato {megabytes} MB.',
  'failure.tooLarge.action': 'L’indirizzo potrebbe portare a qualcosa di diverso dall’API.',

  'failure.tooDeep.title': 'La risposta è annidata troppo in profondità per essere letta',
  'failure.tooDeep.action':
    'Verificare l’indirizzo; se è corretto, inviare questi dettagli all’amministratore dell’installazione.',
  'failure.nesting':
    '{path}: annidato per più di {limit, plural, one {# livello} many {# livelli} other {# livelli}}; un JSON così profondo non viene letto (la RFC 8259 §9 consente a chi legge di limitare l’annidamento)',

  'failure.redirect.title': 'L’installazione ha reindirizzato altrove',
  'failure.redirect.action': 'Inserire l’indirizzo a cui reindirizza, se è attendibile.',

  'failure.invalidUrl.title': 'L’indirizzo non può essere usato',
  'failure.invalidUrl.action': 'Correggere l’indirizzo e riprovare.',

  'failure.page.title': 'Il server ha risposto HTTP {status} con una pagina web invece di dati',
  'failure.page.titleOk': 'Questa non sembra l’API retail: ha risposto una pagina web invece di dati',
  'failure.page.detail': '{page}. {meaning}',
  'failure.page.detailOnly': '{page}.',
  'failure.page.titled': '«{title}»',
  'failure.page.titledBy': '«{title}» ({server})',
  'failure.page.untitled': 'La pagina non ha titolo',
  'failure.page.from': 'Una pagina di {server}',
  'failure.page.means.notApi': 'Probabilmente è una pagina di login o un altro sito web, non l’API.',
  'failure.page.means.502': 'Un proxy tra questo computer e l’installazione non è riuscito a raggiungerla.',
  'failure.page.means.503':
    'Un proxy tra questo computer e l’installazione la segnala come non disponibile: sovraccarica, ferma o in manutenzione.',
  'failure.page.means.504':
    'Un proxy tra questo computer e l’installazione ha atteso invano la sua risposta.',
  'failure.page.means.refused':
    'Qualcosa davanti all’API (un login, un firewall o un proxy) ha rifiutato la chiamata.',
  'failure.page.means.missing': 'Il server web a questo indirizzo non ha questa pagina: non è l’API.',
  'failure.page.means.failed': 'Si è verificato un errore sul server durante la risposta.',
  'failure.page.action.502':
    'Riprovare tra qualche minuto; se continua a non riuscire, chiedere all’amministratore dell’installazione se l’installazione dietro il proxy è in funzione.',
  'failure.page.action.503':
    'Riprovare più tardi: l’installazione potrebbe essere in manutenzione. Se dura, rivolgersi al suo amministratore.',
  'failure.page.action.504':
    'Riprovare tra qualche minuto; se continua a non riuscire, chiedere all’amministratore dell’installazione perché risponde così lentamente.',
};
