// Una llamada fallida en español: qué pasó y qué hacer.
import type { failureEn } from './en';

export const failureEs: Record<keyof typeof failureEn, string> = {
  'failure.network.dns.title': 'No se encontró el nombre del servidor',
  'failure.network.dns.action':
    'Compruebe que la dirección no tenga erratas y que este equipo esté conectado a internet.',
  'failure.network.refused.title': 'El servidor rechazó la conexión',
  'failure.network.refused.action':
    'Compruebe la dirección y el puerto, y que la instalación esté en marcha.',
  'failure.network.reset.title': 'La conexión se cortó',
  'failure.network.reset.action':
    'Vuelva a intentarlo; si sigue ocurriendo, puede que un proxy o un cortafuegos interfiera.',
  'failure.network.tls.title': 'La conexión segura falló',
  'failure.network.tls.action':
    'Consulte al administrador de la instalación; si la instalación se sirve por HTTP simple, use http://.',
  'failure.network.timeout.title': 'La instalación no respondió a tiempo',
  'failure.network.timeout.action':
    'Vuelva a intentarlo, o aumente el tiempo de espera de la conexión si la instalación es lenta.',
  'failure.network.unreachable.title': 'La red no llega al servidor',
  'failure.network.unreachable.action': 'Compruebe la conexión de red y la VPN de este equipo.',
  'failure.network.blocked-port.title': 'Este puerto no se puede llamar desde la aplicación de escritorio',
  'failure.network.blocked-port.action':
    'Use retail-inspector check o el host web (retail-inspector web), que llaman a cualquier puerto, o sirva la instalación en otro puerto.',
  'failure.network.proxy.title': 'El proxy no dejó pasar la conexión',
  'failure.network.proxy.action':
    'Compruebe los ajustes del proxy (los del sistema para la aplicación de escritorio; HTTPS_PROXY, HTTP_PROXY y NO_PROXY para la línea de comandos y el host web), o consulte a quien gestione el proxy.',
  'failure.network.other.title': 'No se pudo llegar a la instalación',
  'failure.network.other.action': 'Compruebe la dirección y la conexión de red de este equipo.',

  'failure.tls.plain-http.title': 'Este servidor usa HTTP simple: use http://',
  'failure.tls.plain-http.action': 'Empiece la dirección con http:// en lugar de https://.',
  'failure.tls.untrusted.title': 'El certificado del servidor no es de confianza',
  'failure.tls.untrusted.action':
    'Pida al administrador de la instalación un certificado de una autoridad de confianza; si es una autoridad privada, añádala al almacén de certificados de este equipo (línea de comandos: NODE_EXTRA_CA_CERTS).',
  'failure.tls.expired.title': 'El certificado del servidor ha caducado',
  'failure.tls.expired.action':
    'Pida al administrador de la instalación que lo renueve, y compruebe el reloj de este equipo.',
  'failure.tls.wrong-host.title': 'El certificado del servidor es para otro nombre',
  'failure.tls.wrong-host.action':
    'Use el nombre para el que se emitió el certificado, o consulte al administrador de la instalación.',

  'failure.api.title': 'La instalación informó de un error',
  'failure.api.token': 'La instalación rechazó el token: compruebe el token de la conexión.',
  'failure.api.failing':
    'La instalación está fallando o en mantenimiento: vuelva a intentarlo más tarde, o consulte a su administrador.',
  'failure.api.message':
    'El mensaje de la instalación indica qué salió mal; si no está claro, consulte a su administrador.',
  'failure.nothingHere':
    'Aquí nada responde a esta operación: compruebe la dirección (la parte anterior a /api/v2/).',

  'failure.status.title': 'La instalación respondió {status}',
  'failure.status.refused':
    'Se denegó el acceso: compruebe el token de la conexión, y pregunte al administrador de la instalación si un inicio de sesión, un cortafuegos o un proxy delante de la API rechaza este equipo.',
  'failure.status.proxyLogin':
    'El proxy pide un nombre de usuario y una contraseña: indíquelos en los ajustes del proxy.',
  'failure.status.tooMany': 'Demasiadas solicitudes: espere un rato antes de volver a intentarlo.',
  'failure.status.serverFailed':
    'Un servidor o proxy delante de la instalación falló: vuelva a intentarlo más tarde, o consulte a su administrador.',
  'failure.status.other': 'Compruebe la dirección: puede que lleve a otro sitio web o a otro servicio.',

  'failure.cancelled.title': 'Cancelado',
  'failure.cancelled.detail': 'La solicitud se canceló.',
  'failure.cancelled.action': 'Vuelva a intentarlo cuando esté listo.',

  'failure.notJson.title': 'Esto no parece la API retail',
  'failure.notJson.detail': 'La respuesta era {contentType}: {preview}',
  'failure.notJson.action':
    'Compruebe la dirección: puede que lleve a una página de inicio de sesión o a otro sitio web.',

  'failure.contract.title': 'La respuesta no se ajusta a la especificación de la API',
  'failure.contract.action':
    'Envíe estos detalles al administrador de la instalación: la respuesta de la instalación incumple la especificación de la API.',

  'failure.tooLarge.title': 'La respuesta es demasiado grande',
  'failure.tooLarge.detail': 'Superó los {megabytes} MB.',
  'failure.tooLarge.action': 'Puede que la dirección lleve a algo distinto de la API.',

  'failure.tooDeep.title': 'La respuesta está anidada a demasiada profundidad para leerla',
  'failure.tooDeep.action':
    'Compruebe la dirección; si es correcta, envíe estos detalles al administrador de la instalación.',
  'failure.nesting':
    '{path}: anidado en más de {limit, plural, one {# nivel} many {# niveles} other {# niveles}}; un JSON tan profundo no se lee (la RFC 8259 §9 permite que un lector limite el anidamiento)',

  'failure.redirect.title': 'La instalación redirigió a otro sitio',
  'failure.redirect.action': 'Introduzca la dirección a la que redirige, si confía en ella.',

  'failure.invalidUrl.title': 'La dirección no se puede usar',
  'failure.invalidUrl.action': 'Corrija la dirección y vuelva a intentarlo.',

  'failure.page.title': 'El servidor respondió HTTP {status} con una página web en lugar de datos',
  'failure.page.titleOk': 'Esto no parece la API retail: respondió una página web en lugar de datos',
  'failure.page.detail': '{page}. {meaning}',
  'failure.page.detailOnly': '{page}.',
  'failure.page.titled': '«{title}»',
  'failure.page.titledBy': '«{title}» ({server})',
  'failure.page.untitled': 'La página no tiene título',
  'failure.page.from': 'Una página de {server}',
  'failure.page.means.notApi': 'Probablemente es una página de inicio de sesión u otro sitio web, no la API.',
  'failure.page.means.502': 'Un proxy entre este equipo y la instalación no pudo llegar a ella.',
  'failure.page.means.503':
    'Un proxy entre este equipo y la instalación dice que no está disponible: sobrecargada, detenida o en mantenimiento.',
  'failure.page.means.504': 'Un proxy entre este equipo y la instalación esperó su respuesta en vano.',
  'failure.page.means.refused':
    'Algo delante de la API (un inicio de sesión, un cortafuegos o un proxy) rechazó la llamada.',
  'failure.page.means.missing': 'El servidor web de esta dirección no tiene esa página: no es la API.',
  'failure.page.means.failed': 'El servidor tuvo un error al responder.',
  'failure.page.action.502':
    'Vuelva a intentarlo dentro de unos minutos; si sigue fallando, pregunte al administrador de la instalación si la instalación detrás del proxy está en marcha.',
  'failure.page.action.503':
    'Vuelva a intentarlo más tarde: puede que la instalación esté en mantenimiento. Consulte a su administrador si se prolonga.',
  'failure.page.action.504':
    'Vuelva a intentarlo dentro de unos minutos; si sigue fallando, pregunte al administrador de la instalación por qué responde tan despacio.',
};
