// Lo que main dice de una conexión, en español: dirección, notas, redirecciones, prueba de conexión.
import type { connectionEn } from './en';

export const connectionEs: Record<keyof typeof connectionEn, string> = {
  'connection.address.empty': 'Introduzca la dirección de la instalación, p. ej. https://shop.example.com',
  'connection.address.noScheme':
    'La dirección no tiene esquema (http:// o https://); introdúzcala completa, p. ej. https://shop.example.com',
  'connection.address.noSchemeMeant':
    'La dirección no tiene esquema (http:// o https://): ¿quería decir {address}?',
  'connection.address.notWeb': 'Esto no es una dirección web; introduzca una como https://shop.example.com',
  'connection.address.scheme': 'Solo se admiten direcciones http y https, no {scheme}',
  'connection.address.credentials':
    'Quite el nombre de usuario y la contraseña de la dirección; use el campo del token',
  'connection.address.plainHttp':
    'El http simple envía el token sin cifrar. Use https, o marque la conexión como insegura si esta red es de confianza.',

  'connection.note.token': 'Se quitó el token de la dirección pegada; introdúzcalo en el campo del token.',
  'connection.note.query': 'Se quitó la cadena de consulta.',
  'connection.note.apiTail':
    'La dirección terminaba en {tail}; Retail Inspector añade él mismo las rutas /api/v2/.',
  'connection.note.slashes':
    '{count, plural, one {Se quitó la barra final.} many {Se quitaron las barras finales.} other {Se quitaron las barras finales.}}',
  'connection.note.sessionUnsealed':
    'El token se guarda solo para esta sesión: el almacén de claves del sistema no lo cifró. Guárdelo de nuevo más tarde.',
  'connection.note.sessionOnly':
    'El token se guarda solo para esta sesión: este equipo no puede almacenarlo de forma segura.',

  'connection.redirect.otherHost':
    'La instalación redirigió a {origin}; no se siguió, para mantener el token en el host al que pertenece.',
  'connection.redirect.loop': 'Más de {max} redirecciones; la dirección probablemente forma un bucle.',

  'connection.test.infoFaults':
    '{faults}. El panel Instalación muestra cada uno tal como se recibió, con el motivo.',
  'connection.test.categoryFaults':
    '{faulty, plural, one {# de {total, plural, one {# categoría} many {# categorías} other {# categorías}} incumple} many {# de {total, plural, one {# categoría} many {# categorías} other {# categorías}} incumplen} other {# de {total, plural, one {# categoría} many {# categorías} other {# categorías}} incumplen}} la especificación. El panel Categorías muestra cada fila tal como se recibió, con sus valores erróneos marcados.',
};
