// Il verdetto in italiano: conforme, viola o non è stato possibile verificare, e perché.
import type { outcomeEn } from './en';

export const outcomeIt: Record<keyof typeof outcomeEn, string> = {
  'outcome.conforms': 'è conforme alla specifica',
  'outcome.violates': 'viola la specifica',
  'outcome.notChecked': 'non è stato possibile verificarla',
  'outcome.notCheckedBecause': 'non è stato possibile verificarla: {cause}',

  'outcome.cause.refused': 'l’installazione ha rifiutato la chiamata',
  'outcome.cause.wrong-address': 'ciò che risponde a questo indirizzo non si può leggere come API v2',
  'outcome.cause.gateway-error': 'un server o un proxy davanti all’installazione non ha funzionato',
  'outcome.cause.unreachable': 'impossibile raggiungere l’installazione',
  'outcome.cause.tls': 'la connessione sicura non è riuscita',
  'outcome.cause.timeout': 'l’installazione non ha risposto in tempo',
  'outcome.cause.usage': 'l’indirizzo o le impostazioni non possono essere usati',
  'outcome.cause.no-token': 'il suo token non è disponibile su questo computer',
  'outcome.cause.not-offered': 'l’installazione non offre una delle operazioni',

  'outcome.advice.refused':
    'L’installazione ha risposto, ma ha rifiutato la chiamata, quindi non è stato possibile verificarne i dati. Non è una violazione della specifica.',
  'outcome.advice.wrong-address':
    'Ciò che risponde a questo indirizzo non si può leggere come API v2 (una pagina web, niente nel percorso, un reindirizzamento altrove, una risposta troppo grande o annidata troppo in profondità per essere letta): la chiamata non riuscita dice quale. L’URL di base è la parte dell’indirizzo prima di /api/v2/.',
  'outcome.advice.gateway-error':
    'Un server o un proxy davanti all’installazione ha risposto con un errore invece dell’API: riprovare più tardi, oppure rivolgersi al suo amministratore.',
  'outcome.advice.unreachable':
    'Non è arrivata alcuna risposta: verificare l’indirizzo, la rete di questo computer e che l’installazione sia in funzione.',
  'outcome.advice.tls':
    'La connessione sicura non è riuscita: la chiamata non riuscita dice perché e che cosa fare.',
  'outcome.advice.timeout':
    'L’installazione non ha risposto entro il timeout: riprovare, oppure aumentare il timeout della connessione.',
  'outcome.advice.usage':
    'L’indirizzo o le impostazioni non possono essere usati così come sono: la verifica non riuscita dice perché.',
  'outcome.advice.no-token':
    'La connessione ha un token, ma qui non è disponibile, quindi l’installazione non è stata chiamata: inserire di nuovo il token (o impostare la variabile d’ambiente indicata dal file dei punti vendita).',
  'outcome.advice.not-offered':
    'L’installazione ha risposto a questo indirizzo, quindi l’indirizzo è giusto, ma non offre una delle operazioni (ha risposto «Unknown method» della specifica), quindi non è stato possibile verificarla del tutto. Non è una violazione della specifica.',
};
