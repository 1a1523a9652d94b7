// Las comprobaciones en español: la regla de cada comprobación, lo que encontró y nuestras frases
// entre las pruebas.
import type { checkEn } from './en';

export const checkEs: Record<keyof typeof checkEn, string> = {
  'check.reachable.title': '{operation} responde con JSON',
  'check.reachable.answered': 'respondió en {timing}',
  'check.reachable.failed': '{failure} ({timing})',
  'check.timing.noAnswer': 'tras {ms} ms',
  'check.timing.answer': '{ms} ms, HTTP {status}, {bytes} bytes',
  'check.shape.title': '{operation} se ajusta a la especificación',
  'check.shape.conforms': 'cada campo tiene el tipo y el formato especificados',
  'check.shape.problems': '{count, plural, one {# problema} many {# problemas} other {# problemas}}',
  'check.status.title': '{operation} responde status: true',
  'check.status.false': 'status:false: {message}',
  'check.notOffered':
    'la instalación no ofrece {operation, select, info {la información del sistema} other {las categorías}}: {message}',
  'check.notOffered.detail':
    '{answered} respondió en esta dirección, así que la dirección es correcta; {operation} respondió con el fallo que la especificación prevé para una operación que la instalación no ofrece, así que no se pudo comprobar.',

  'check.tolerated.title': '{operation}: {rule}',
  'check.tolerated.bom': 'El cuerpo empieza sin marca de orden de bytes',
  'check.tolerated.latin1': 'El cuerpo está en UTF-8',
  'check.tolerated.invalid-utf8': 'El cuerpo está en UTF-8',
  'check.tolerated.content-type': 'La respuesta se envía como application/json',
  'check.tolerated.redirect': 'La operación responde en su propia dirección',
  'check.tolerated.token-echo': 'La respuesta no contiene el token',
  'check.tolerated.strictFails':
    'Una lectura estricta de la especificación (JSON según RFC 8259) falla aquí, así que el código de salida es al menos 1.',
  'check.rule': 'Regla: {clause}.',

  'check.currency.title': 'La moneda predeterminada es un código de moneda',
  'check.currency.known': '{currency} es una moneda conocida',
  'check.currency.unknown': 'default_currency: «{currency}» no es un código de moneda que Intl conozca',
  'check.timezone.title': 'La zona horaria es un nombre región/ciudad conocido',
  'check.timezone.known': '{zone} es una zona horaria conocida',
  'check.timezone.unknown': 'timezone: «{zone}» no es una zona horaria que Intl conozca',
  'check.decimals.title': 'Los decimales son números de dígitos',
  'check.decimals.both': 'decimales {decimals}, decimales de cantidades {quantities}',
  'check.decimals.amounts': 'decimales {decimals}',
  'check.decimals.quantities': 'decimales de cantidades {quantities}',
  'check.decimals.large': '{shown} (más de 10 es inusual; la especificación no fija ningún límite)',
  'check.logo.title': 'El logotipo se carga',
  'check.logo.broken': 'el logotipo {problem}',
  'check.logo.redirected': 'el logotipo solo se carga tras una redirección a {target}',
  'check.logo.loads': '{url} se carga ({type}, {bytes} bytes)',

  'check.image.status': 'respondió HTTP {status}',
  'check.image.tooLarge': 'ocupa más de {megabytes} MB',
  'check.image.notImage': 'es {type}, no una imagen',
  'check.image.untyped': 'no tiene tipo de contenido, no es una imagen',
  'check.image.timeout': 'no se cargó en {seconds} s',
  'check.image.unfetched': 'no se pudo obtener ({reason})',
  'check.image.broken': '{url} {problem}',

  'check.ascii.title': 'Las direcciones están escritas en ASCII',
  'check.ascii.found':
    '{count, plural, one {{count, number} dirección contiene} many {{count, number} direcciones contienen} other {{count, number} direcciones contienen}} caracteres fuera de ASCII; los navegadores y Retail Inspector las leen, un cliente estricto según RFC 3986 quizá no (codifíquelos en UTF-8 con porcentajes)',
  'check.moreProblems': '… y {count} problemas más',

  'check.count.title': 'Las categorías aparecen en la lista',
  'check.count.empty': 'la lista está vacía: la instalación no tiene categorías',
  'check.count.listed': '{count, plural, one {# categoría} many {# categorías} other {# categorías}}',
  'check.ids.title': 'Los identificadores de las categorías son únicos',
  'check.ids.unique': 'cada identificador es único',
  'check.ids.repeated':
    '{count, plural, one {{count, number} fila repite un identificador anterior} many {{count, number} filas repiten un identificador anterior} other {{count, number} filas repiten un identificador anterior}}',
  'check.ids.repeats': 'rows[{row}].id: «{id}» repite rows[{first}].id',
  'check.placeholder.title': 'La imagen de sustitución se carga',
  'check.placeholder.none': 'cada categoría tiene una imagen propia',
  'check.placeholder.loads':
    '{count, plural, one {{count, number} categoría muestra {url}, que se carga} many {{count, number} categorías comparten {url}, que se carga} other {{count, number} categorías comparten {url}, que se carga}}',
  'check.placeholder.redirected':
    '{count, plural, one {{count, number} categoría muestra {url}, que solo se carga tras una redirección a {target}} many {{count, number} categorías comparten {url}, que solo se carga tras una redirección a {target}} other {{count, number} categorías comparten {url}, que solo se carga tras una redirección a {target}}}',
  'check.placeholder.broken':
    '{count, plural, one {{count, number} categoría muestra una imagen que {problem}} many {{count, number} categorías comparten una imagen que {problem}} other {{count, number} categorías comparten una imagen que {problem}}}',
  'check.images.title': 'Las imágenes de las categorías se cargan',
  'check.images.redirected': 'imágenes probadas: {moved} de {tried} solo se cargan tras una redirección',
  'check.images.noCategory': 'ninguna categoría, así que ninguna imagen que probar',
  'check.images.onlyShared': 'ninguna otra imagen que probar: cada categoría muestra la compartida',
  'check.images.load': 'imágenes distintas probadas: {tried} de {distinct}, todas se cargan',
  'check.images.broken': 'imágenes probadas: {broken} de {tried} no se cargan',

  'check.certificate.title':
    'El certificado TLS es válido al menos {days, plural, one {# día} many {# días} other {# días}} más',
  'check.certificate.expires':
    'el certificado caduca en {days, plural, one {# día} many {# días} other {# días}}',
  'check.certificate.renew': 'Renuévelo antes: una vez caducado, toda llamada por https falla.',
  'check.certificate.line':
    'válido hasta el {date} ({days, plural, one {# día} many {# días} other {# días}}){issuer}{names}{fit}',
  'check.certificate.issuer': ', emitido por {issuer}',
  'check.certificate.names': ', para {names}',
  'check.certificate.otherHost': ' (no el host llamado)',
};
