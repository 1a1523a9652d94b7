import type { leniencyEn } from './en';

export const leniencyNl: Record<keyof typeof leniencyEn, string> = {
  'leniency.bom':
    'De inhoud begint met een UTF-8-bytevolgordemarkering (BOM), die JSON niet toestaat; die is vóór het lezen verwijderd.',
  'leniency.latin1':
    'De inhoud is geen geldige UTF-8 ({count, plural, one {{count, number, ::group-off} ongeldige bytereeks} other {{count, number, ::group-off} ongeldige bytereeksen}}); zoals de charset={charset} aangeeft, is hij gelezen als Latin-1 (windows-1252). JSON moet UTF-8 zijn.',
  'leniency.invalidUtf8':
    'De inhoud is geen geldige UTF-8: {count, plural, one {{count, number, ::group-off} ongeldige bytereeks is} other {{count, number, ::group-off} ongeldige bytereeksen zijn}} vervangen door U+FFFD (getoond als \uFFFD).',
  'leniency.invalidUtf8.noCharset':
    'De inhoud is geen geldige UTF-8 (geen charset opgegeven): {count, plural, one {{count, number, ::group-off} ongeldige bytereeks is} other {{count, number, ::group-off} ongeldige bytereeksen zijn}} vervangen door U+FFFD (getoond als \uFFFD).',
  'leniency.invalidUtf8.unreadCharset':
    'De inhoud is geen geldige UTF-8 (de opgegeven charset={charset} is er geen die Retail Inspector leest): {count, plural, one {{count, number, ::group-off} ongeldige bytereeks is} other {{count, number, ::group-off} ongeldige bytereeksen zijn}} vervangen door U+FFFD (getoond als \uFFFD).',
  'leniency.contentType': 'Het antwoord is JSON, maar is verzonden als {type}, niet als application/json.',
  'leniency.contentType.none':
    'Het antwoord is JSON, maar is verzonden zonder inhoudstype, niet als application/json.',
  'leniency.redirect':
    '{path} is omgeleid (HTTP {status}) naar {target}; het antwoord is daar gelezen. Gebruik dat adres voor de verbinding.',
  'leniency.redirect.notTheApi':
    '{path} is omgeleid (HTTP {status}) naar {target}; wat daar antwoordt is niet de API (zie de mislukte aanroep), dus het is geen adres om te gebruiken.',
  'leniency.tokenEcho':
    'Het antwoord bevat het token zelf in een adres (bijv. een afbeeldings-URL); het wordt overal gemaskeerd getoond, dus zulke links werken niet in de app.',
};
