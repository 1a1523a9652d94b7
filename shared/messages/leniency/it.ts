import type { leniencyEn } from './en';

export const leniencyIt: Record<keyof typeof leniencyEn, string> = {
  'leniency.bom':
    'Il corpo inizia con un indicatore dell’ordine dei byte UTF-8 (BOM), che JSON non ammette; è stato rimosso prima della lettura.',
  'leniency.latin1':
    'Il corpo non è UTF-8 valido ({count, plural, one {{count, number, ::group-off} sequenza di byte non valida} many {{count, number, ::group-off} sequenze di byte non valide} other {{count, number, ::group-off} sequenze di byte non valide}}); come dichiara il suo charset={charset}, è stato letto come Latin-1 (windows-1252). JSON deve essere UTF-8.',
  'leniency.invalidUtf8':
    'Il corpo non è UTF-8 valido: {count, plural, one {{count, number, ::group-off} sequenza di byte non valida è stata sostituita} many {{count, number, ::group-off} sequenze di byte non valide sono state sostituite} other {{count, number, ::group-off} sequenze di byte non valide sono state sostituite}} da U+FFFD (mostrato come \uFFFD).',
  'leniency.invalidUtf8.noCharset':
    'Il corpo non è UTF-8 valido (nessun charset dichiarato): {count, plural, one {{count, number, ::group-off} sequenza di byte non valida è stata sostituita} many {{count, number, ::group-off} sequenze di byte non valide sono state sostituite} other {{count, number, ::group-off} sequenze di byte non valide sono state sostituite}} da U+FFFD (mostrato come \uFFFD).',
  'leniency.invalidUtf8.unreadCharset':
    'Il corpo non è UTF-8 valido (il charset={charset} dichiarato non è tra quelli che Retail Inspector legge): {count, plural, one {{count, number, ::group-off} sequenza di byte non valida è stata sostituita} many {{count, number, ::group-off} sequenze di byte non valide sono state sostituite} other {{count, number, ::group-off} sequenze di byte non valide sono state sostituite}} da U+FFFD (mostrato come \uFFFD).',
  'leniency.contentType': 'La risposta è JSON ma è stata inviata come {type}, non come application/json.',
  'leniency.contentType.none':
    'La risposta è JSON ma è stata inviata senza tipo di contenuto, non come application/json.',
  'leniency.redirect':
    '{path} è stato reindirizzato (HTTP {status}) a {target}; la risposta è stata letta lì. Usare quell’indirizzo per la connessione.',
  'leniency.redirect.notTheApi':
    '{path} è stato reindirizzato (HTTP {status}) a {target}; ciò che risponde lì non è l’API (vedere la chiamata fallita), quindi non è un indirizzo da usare.',
  'leniency.tokenEcho':
    'La risposta contiene il token stesso in un indirizzo (ad es. l’URL di un’immagine); è mascherato ovunque sia mostrato, quindi questi link non funzionano nell’app.',
};
