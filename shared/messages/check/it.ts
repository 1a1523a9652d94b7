// Le verifiche in italiano: la regola di ogni verifica, ciò che ha trovato e le nostre frasi tra le prove.
import type { checkEn } from './en';

export const checkIt: Record<keyof typeof checkEn, string> = {
  'check.reachable.title': '{operation} risponde con JSON',
  'check.reachable.answered': 'ha risposto in {timing}',
  'check.reachable.failed': '{failure} ({timing})',
  'check.timing.noAnswer': 'dopo {ms} ms',
  'check.timing.answer': '{ms} ms, HTTP {status}, {bytes} byte',
  'check.shape.title': '{operation} è conforme alla specifica',
  'check.shape.conforms': 'ogni campo ha il tipo e il formato specificati',
  'check.shape.problems': '{count, plural, one {# problema} many {# problemi} other {# problemi}}',
  'check.status.title': '{operation} risponde status: true',
  'check.status.false': 'status:false: {message}',
  'check.notOffered':
    'l’installazione non offre {operation, select, info {le informazioni di sistema} other {le categorie}}: {message}',
  'check.notOffered.detail':
    '{answered} ha risposto a questo indirizzo, quindi l’indirizzo è giusto; {operation} ha risposto con l’errore che la specifica prevede per un’operazione che l’installazione non offre, quindi non è stato possibile verificarla.',

  'check.tolerated.title': '{operation}: {rule}',
  'check.tolerated.bom': 'Il corpo inizia senza indicatore dell’ordine dei byte (BOM)',
  'check.tolerated.latin1': 'Il corpo è in UTF-8',
  'check.tolerated.invalid-utf8': 'Il corpo è in UTF-8',
  'check.tolerated.content-type': 'La risposta è inviata come application/json',
  'check.tolerated.redirect': 'L’operazione risponde al proprio indirizzo',
  'check.tolerated.token-echo': 'La risposta non contiene il token',
  'check.tolerated.strictFails':
    'Una lettura rigorosa della specifica (JSON secondo RFC 8259) qui fallisce, quindi il codice di uscita è almeno 1.',
  'check.rule': 'Regola: {clause}.',

  'check.currency.title': 'La valuta predefinita è un codice valuta',
  'check.currency.known': '{currency} è una valuta nota',
  'check.currency.unknown': 'default_currency: «{currency}» non è un codice valuta che Intl conosce',
  'check.timezone.title': 'Il fuso orario è un nome regione/città noto',
  'check.timezone.known': '{zone} è un fuso orario noto',
  'check.timezone.unknown': 'timezone: «{zone}» non è un fuso orario che Intl conosce',
  'check.decimals.title': 'I decimali sono numeri di cifre',
  'check.decimals.both': 'decimali {decimals}, decimali delle quantità {quantities}',
  'check.decimals.amounts': 'decimali {decimals}',
  'check.decimals.quantities': 'decimali delle quantità {quantities}',
  'check.decimals.large': '{shown} (più di 10 è insolito; la specifica non fissa alcun limite)',
  'check.logo.title': 'Il logo si carica',
  'check.logo.broken': 'il logo {problem}',
  'check.logo.redirected': 'il logo si carica solo dopo un reindirizzamento a {target}',
  'check.logo.loads': '{url} si carica ({type}, {bytes} byte)',

  'check.image.status': 'ha risposto HTTP {status}',
  'check.image.tooLarge': 'supera {megabytes} MB',
  'check.image.notImage': 'è {type}, non un’immagine',
  'check.image.untyped': 'non ha un tipo di contenuto, non è un’immagine',
  'check.image.timeout': 'non si carica entro {seconds} s',
  'check.image.unfetched': 'non si può scaricare ({reason})',
  'check.image.broken': '{url} {problem}',

  'check.ascii.title': 'Gli indirizzi sono scritti in ASCII',
  'check.ascii.found':
    '{count, plural, one {{count, number} indirizzo contiene} many {{count, number} indirizzi contengono} other {{count, number} indirizzi contengono}} caratteri fuori da ASCII; i browser e Retail Inspector li leggono, un client rigoroso secondo RFC 3986 forse no (codificarli in UTF-8 con la codifica percentuale)',
  'check.moreProblems': '… e altri {count} problemi',

  'check.count.title': 'Le categorie sono elencate',
  'check.count.empty': 'l’elenco è vuoto: l’installazione non ha categorie',
  'check.count.listed': '{count, plural, one {# categoria} many {# categorie} other {# categorie}}',
  'check.ids.title': 'Gli id delle categorie sono univoci',
  'check.ids.unique': 'ogni id è univoco',
  'check.ids.repeated':
    '{count, plural, one {{count, number} riga ripete un id precedente} many {{count, number} righe ripetono un id precedente} other {{count, number} righe ripetono un id precedente}}',
  'check.ids.repeats': 'rows[{row}].id: «{id}» ripete rows[{first}].id',
  'check.placeholder.title': 'L’immagine segnaposto si carica',
  'check.placeholder.none': 'ogni categoria ha un’immagine propria',
  'check.placeholder.loads':
    '{count, plural, one {{count, number} categoria mostra {url}, che si carica} many {{count, number} categorie condividono {url}, che si carica} other {{count, number} categorie condividono {url}, che si carica}}',
  'check.placeholder.redirected':
    '{count, plural, one {{count, number} categoria mostra {url}, che si carica solo dopo un reindirizzamento a {target}} many {{count, number} categorie condividono {url}, che si carica solo dopo un reindirizzamento a {target}} other {{count, number} categorie condividono {url}, che si carica solo dopo un reindirizzamento a {target}}}',
  'check.placeholder.broken':
    '{count, plural, one {{count, number} categoria mostra un’immagine che {problem}} many {{count, number} categorie condividono un’immagine che {problem}} other {{count, number} categorie condividono un’immagine che {problem}}}',
  'check.images.title': 'Le immagini delle categorie si caricano',
  'check.images.redirected': 'immagini provate: {moved} su {tried} si caricano solo dopo un reindirizzamento',
  'check.images.noCategory': 'nessuna categoria, quindi nessuna immagine da provare',
  'check.images.onlyShared': 'nessun’altra immagine da provare: ogni categoria mostra quella condivisa',
  'check.images.load': 'immagini distinte provate: {tried} su {distinct}, si caricano tutte',
  'check.images.broken': 'immagini provate: {broken} su {tried} non si caricano',

  'check.certificate.title':
    'Il certificato TLS è valido ancora per almeno {days, plural, one {# giorno} many {# giorni} other {# giorni}}',
  'check.certificate.expires':
    'il certificato scade tra {days, plural, one {# giorno} many {# giorni} other {# giorni}}',
  'check.certificate.renew':
    'Rinnovarlo prima della scadenza: una volta scaduto, ogni chiamata via https fallisce.',
  'check.certificate.line':
    'valido fino al {date} ({days, plural, one {# giorno} many {# giorni} other {# giorni}}){issuer}{names}{fit}',
  'check.certificate.issuer': ', emesso da {issuer}',
  'check.certificate.names': ', per {names}',
  'check.certificate.otherHost': ' (non l’host chiamato)',
};
