import type { leniencyEn } from './en';

export const leniencyDe: Record<keyof typeof leniencyEn, string> = {
  'leniency.bom':
    'Der Inhalt beginnt mit einer UTF-8-Bytereihenfolgemarke (BOM), die JSON nicht erlaubt; sie wurde vor dem Lesen entfernt.',
  'leniency.latin1':
    'Der Inhalt ist kein gültiges UTF-8 ({count, plural, one {{count, number, ::group-off} ungültige Bytefolge} other {{count, number, ::group-off} ungültige Bytefolgen}}); wie sein charset={charset} angibt, wurde er als Latin-1 (windows-1252) gelesen. JSON muss UTF-8 sein.',
  'leniency.invalidUtf8':
    'Der Inhalt ist kein gültiges UTF-8: {count, plural, one {{count, number, ::group-off} ungültige Bytefolge wurde} other {{count, number, ::group-off} ungültige Bytefolgen wurden}} durch U+FFFD ersetzt (angezeigt als \uFFFD).',
  'leniency.invalidUtf8.noCharset':
    'Der Inhalt ist kein gültiges UTF-8 (kein charset angegeben): {count, plural, one {{count, number, ::group-off} ungültige Bytefolge wurde} other {{count, number, ::group-off} ungültige Bytefolgen wurden}} durch U+FFFD ersetzt (angezeigt als \uFFFD).',
  'leniency.invalidUtf8.unreadCharset':
    'Der Inhalt ist kein gültiges UTF-8 (das angegebene charset={charset} liest Retail Inspector nicht): {count, plural, one {{count, number, ::group-off} ungültige Bytefolge wurde} other {{count, number, ::group-off} ungültige Bytefolgen wurden}} durch U+FFFD ersetzt (angezeigt als \uFFFD).',
  'leniency.contentType': 'Die Antwort ist JSON, wurde aber als {type} gesendet, nicht als application/json.',
  'leniency.contentType.none':
    'Die Antwort ist JSON, wurde aber ohne Inhaltstyp gesendet, nicht als application/json.',
  'leniency.redirect':
    '{path} wurde umgeleitet (HTTP {status}) nach {target}; die Antwort wurde dort gelesen. Verwenden Sie diese Adresse für die Verbindung.',
  'leniency.redirect.notTheApi':
    '{path} wurde umgeleitet (HTTP {status}) nach {target}; was dort antwortet, ist nicht die API (siehe den fehlgeschlagenen Aufruf), also keine Adresse für die Verbindung.',
  'leniency.tokenEcho':
    'Die Antwort enthält das Token selbst in einer Adresse (z. B. einer Bild-URL); es wird überall maskiert angezeigt, daher funktionieren solche Links in der App nicht.',
};
