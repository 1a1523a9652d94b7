// The Diagnostics view in es: only the renderer's own words; the verdict and the checks come from shared/.
import type { diagnosticsEn } from './en';

export const diagnosticsEs: Readonly<Record<keyof typeof diagnosticsEn, string>> = {
  'diagnostics.heading': 'Diagnóstico',
  'diagnostics.intro': 'Comprueba <strong>{name}</strong> según la especificación de la API v2.',
  'diagnostics.loadingConnections': 'Cargando las conexiones…',
  'diagnostics.run': 'Ejecutar comprobaciones',
  'diagnostics.running': 'Ejecutando las comprobaciones…',
  'diagnostics.what': 'Las comprobaciones',
  'diagnostics.cancelled':
    '{before, select, yes {Las comprobaciones se cancelaron; el informe de abajo es de la ejecución anterior.} other {Las comprobaciones se cancelaron.}}',
  'diagnostics.empty': 'Aún no se ha ejecutado ninguna comprobación.',
  'diagnostics.emptyAdvice':
    '«Ejecutar comprobaciones» llama a las dos operaciones de la conexión en uso y comprueba cada regla de la especificación, como hace <code>retail-inspector check</code>. El informe se puede exportar para una incidencia.',
  'diagnostics.announce':
    'Comprobaciones terminadas: {verdict}. {pass, number} superadas, {warn, plural, one {# advertencia} many {# advertencias} other {# advertencias}}, {fail, number} fallidas.',
  'diagnostics.checks': 'Comprobaciones',
  'diagnostics.calls': 'Llamadas',
  'diagnostics.environment': 'Entorno',
  'diagnostics.crashDumps': 'Volcados de fallos',
  'diagnostics.evidence': 'Pruebas: {title}',
  'diagnostics.fewerLines': 'Mostrar menos líneas',
  'diagnostics.allLines':
    '{count, plural, one {Mostrar # línea} many {Mostrar las # líneas} other {Mostrar las # líneas}}',
  'diagnostics.withWarnings': '{verdict}, con advertencias',
  'diagnostics.stopped': 'Qué lo detuvo:',
  'diagnostics.answersAt': 'La API responde en <code>{url}</code>: úsela como dirección de la conexión.',
  'diagnostics.counts':
    '{pass, number} superadas · {warn, plural, one {# advertencia} many {# advertencias} other {# advertencias}} · {fail, number} fallidas',
  'diagnostics.connection': 'Conexión',
  'diagnostics.baseUrl': 'URL base',
  'diagnostics.notCallable': 'no se puede llamar',
  'diagnostics.checkedAt': 'Comprobado a las',
  'diagnostics.call.notMade': 'No realizada: la primera llamada no llegó a la instalación.',
  'diagnostics.call.http': 'HTTP',
  'diagnostics.call.noAnswer': 'sin respuesta',
  'diagnostics.call.duration': 'Duración',
  'diagnostics.call.firstByte': 'Primer byte',
  'diagnostics.call.size': 'Tamaño',
  'diagnostics.call.info': 'la llamada info',
  'diagnostics.call.categories': 'la llamada de categorías',
  'diagnostics.call.copy': 'Copiar como curl',
  'diagnostics.call.copied': 'Copiado',
  'diagnostics.call.tryAgain': 'Reintentar',
  'diagnostics.call.copyFor': 'para {what}',
  'diagnostics.call.tryAgainWhat': 'copiar {what} como curl',
  'diagnostics.call.asCurl': '{what} como curl',
  'diagnostics.call.tolerated': 'Fallos tolerados al leer {what}',
  'diagnostics.call.tokenNote':
    'Los comandos leen el token de <code>RETAIL_INSPECTOR_TOKEN</code>: defínalo antes en su shell.',
  'diagnostics.env.os': 'Sistema operativo',
  'diagnostics.env.notUsed': 'no se usa (host web)',
  'diagnostics.env.browser': '{name} (navegador)',
  'diagnostics.env.someBrowser': 'Navegador',
  'diagnostics.env.unknown': 'desconocida',
  'diagnostics.export.har': 'HAR (registro de solicitudes)',
};
