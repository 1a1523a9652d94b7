import type { leniencyEn } from './en';

export const leniencyEs: Record<keyof typeof leniencyEn, string> = {
  'leniency.bom':
    'El cuerpo empieza con una marca de orden de bytes UTF-8 (BOM), que JSON no permite; se quitó antes de leerlo.',
  'leniency.latin1':
    'El cuerpo no es UTF-8 válido ({count, plural, one {{count, number, ::group-off} secuencia de bytes no válida} many {{count, number, ::group-off} secuencias de bytes no válidas} other {{count, number, ::group-off} secuencias de bytes no válidas}}); como declara su charset={charset}, se leyó como Latin-1 (windows-1252). JSON debe ser UTF-8.',
  'leniency.invalidUtf8':
    'El cuerpo no es UTF-8 válido: {count, plural, one {{count, number, ::group-off} secuencia de bytes no válida se sustituyó} many {{count, number, ::group-off} secuencias de bytes no válidas se sustituyeron} other {{count, number, ::group-off} secuencias de bytes no válidas se sustituyeron}} por U+FFFD (se muestra como \uFFFD).',
  'leniency.invalidUtf8.noCharset':
    'El cuerpo no es UTF-8 válido (no se declaró ningún charset): {count, plural, one {{count, number, ::group-off} secuencia de bytes no válida se sustituyó} many {{count, number, ::group-off} secuencias de bytes no válidas se sustituyeron} other {{count, number, ::group-off} secuencias de bytes no válidas se sustituyeron}} por U+FFFD (se muestra como \uFFFD).',
  'leniency.invalidUtf8.unreadCharset':
    'El cuerpo no es UTF-8 válido (el charset={charset} declarado no es uno que Retail Inspector lea): {count, plural, one {{count, number, ::group-off} secuencia de bytes no válida se sustituyó} many {{count, number, ::group-off} secuencias de bytes no válidas se sustituyeron} other {{count, number, ::group-off} secuencias de bytes no válidas se sustituyeron}} por U+FFFD (se muestra como \uFFFD).',
  'leniency.contentType': 'La respuesta es JSON, pero se envió como {type}, no como application/json.',
  'leniency.contentType.none':
    'La respuesta es JSON, pero se envió sin tipo de contenido, no como application/json.',
  'leniency.redirect':
    '{path} se redirigió (HTTP {status}) a {target}; la respuesta se leyó allí. Use esa dirección para la conexión.',
  'leniency.redirect.notTheApi':
    '{path} se redirigió (HTTP {status}) a {target}; lo que responde allí no es la API (vea la llamada fallida), así que no es una dirección que usar.',
  'leniency.tokenEcho':
    'La respuesta contiene el propio token en una dirección (p. ej., la URL de una imagen); se oculta allí donde se muestra, así que esos enlaces no funcionan en la app.',
};
