// El veredicto en español: cumple, incumple o no se pudo comprobar, y por qué.
import type { outcomeEn } from './en';

export const outcomeEs: Record<keyof typeof outcomeEn, string> = {
  'outcome.conforms': 'cumple la especificación',
  'outcome.violates': 'incumple la especificación',
  'outcome.notChecked': 'no se pudo comprobar',
  'outcome.notCheckedBecause': 'no se pudo comprobar: {cause}',

  'outcome.cause.refused': 'la instalación rechazó la llamada',
  'outcome.cause.wrong-address': 'lo que responde en esta dirección no se puede leer como la API v2',
  'outcome.cause.gateway-error': 'un servidor o proxy delante de la instalación falló',
  'outcome.cause.unreachable': 'no se pudo llegar a la instalación',
  'outcome.cause.tls': 'la conexión segura falló',
  'outcome.cause.timeout': 'la instalación no respondió a tiempo',
  'outcome.cause.usage': 'la dirección o los ajustes no se pueden usar',
  'outcome.cause.no-token': 'su token no está disponible en este equipo',
  'outcome.cause.not-offered': 'la instalación no ofrece una de las operaciones',

  'outcome.advice.refused':
    'La instalación respondió, pero rechazó la llamada, así que sus datos no se pudieron comprobar. Eso no incumple la especificación.',
  'outcome.advice.wrong-address':
    'Lo que responde en esta dirección no se puede leer como la API v2 (una página web, nada en la ruta, una redirección a otro sitio, una respuesta demasiado grande o anidada a demasiada profundidad para leerla): la llamada fallida dice cuál. La URL base es la parte de la dirección anterior a /api/v2/.',
  'outcome.advice.gateway-error':
    'Un servidor o proxy delante de la instalación respondió con un error en lugar de la API: vuelva a intentarlo más tarde, o consulte a su administrador.',
  'outcome.advice.unreachable':
    'No llegó ninguna respuesta: compruebe la dirección, la red de este equipo y que la instalación esté en marcha.',
  'outcome.advice.tls': 'La conexión segura falló: la llamada fallida dice por qué y qué hacer.',
  'outcome.advice.timeout':
    'La instalación no respondió dentro del tiempo de espera: vuelva a intentarlo, o aumente el tiempo de espera de la conexión.',
  'outcome.advice.usage':
    'La dirección o los ajustes no se pueden usar tal como están: la comprobación fallida dice por qué.',
  'outcome.advice.no-token':
    'La conexión tiene un token, pero aquí no está disponible, así que no se llamó a la instalación: vuelva a introducir el token (o defina la variable de entorno que nombra el archivo de tiendas).',
  'outcome.advice.not-offered':
    'La instalación respondió en esta dirección, así que la dirección es correcta, pero no ofrece una de las operaciones (respondió «Unknown method» de la especificación), así que no se pudo comprobar por completo. Eso no incumple la especificación.',
};
