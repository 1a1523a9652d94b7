// La vista Servidor de demostración en español.
import type { demoEn } from './en';

export const demoEs: Readonly<Record<keyof typeof demoEn, string>> = {
  'demo.server.heading': 'Servidor de demostración',
  'demo.server.running': 'En marcha',
  'demo.server.stopped': 'Detenido',
  'demo.server.checking': 'Comprobando el servidor de demostración…',
  'demo.server.address': 'Dirección',
  'demo.server.file': 'Archivo de datos',
  'demo.server.company': 'Empresa',
  'demo.server.categories': 'Categorías',
  'demo.server.stop': 'Detener servidor',
  'demo.server.start': 'Iniciar servidor',
  'demo.server.couldNotStart': 'El servidor de demostración no pudo iniciarse: {failure}',
  'demo.server.damaged':
    'Abra abajo un archivo de datos para servirlo en su lugar; si los datos de demostración incluidos están dañados, reinstalar Retail Inspector los restaura.',
  'demo.server.startServes': 'Detenido. Iniciar vuelve a servir {file}.',
  'demo.server.bundled': 'los datos de demostración incluidos',
  'demo.server.reset': 'Volver a la demo incluida',
  'demo.server.dropHint':
    'O suelte un archivo de datos (.ridataset o .json) en cualquier lugar de esta ventana. Un archivo que no sea un conjunto de datos válido deja el servidor en marcha como está.',
  'demo.server.open': 'Abrir archivo de datos…',
  'demo.server.openInput': 'Archivo de datos que abrir',
  'demo.server.notDataset':
    'Solo se pueden abrir archivos de datos (.ridataset o .json) en el servidor de demostración.',
  'demo.server.tooLarge':
    'Ocupa {mb, number} MB, más de lo que abre la aplicación ({max, number} MB). Sírvalo con «retail-inspector serve --data FILE --max-size {next}».',
  'demo.server.unreadable': 'No se pudo leer el archivo.',

  'demo.action.open': 'Abriendo el conjunto de datos…',
  'demo.action.start': 'Iniciando el servidor de demostración…',
  'demo.action.stop': 'Deteniendo el servidor de demostración…',
  'demo.action.isStopped': 'El servidor de demostración está detenido.',
  'demo.action.unchanged':
    'El servidor de demostración no se modificó: sigue sirviendo <strong>{company}</strong> en <code>{url}</code>.',

  'demo.drop.title': 'Suelte para abrir en el servidor de demostración',
  'demo.drop.body':
    'Un archivo de datos de Retail Inspector (.ridataset o .json). Si el archivo no es válido, el servidor en marcha sigue como está.',

  'demo.faults.heading': 'Instalación lenta o inestable',
  'demo.faults.intro':
    'Hace que el servidor de demostración espere antes de cada respuesta o que falle una parte de las solicitudes como lo hacen las instalaciones reales (un 500 JSON, un 502 HTML de un proxy, un 503, una conexión cortada), para mostrar cómo responde la aplicación.',
  'demo.faults.legend': 'Fallos del servidor de demostración',
  'demo.faults.presets': 'Ajustes predefinidos',
  'demo.faults.normal': 'Normal',
  'demo.faults.slow': 'Lento (2 s)',
  'demo.faults.flaky': 'Inestable (30 % de fallos)',
  'demo.faults.latency': 'Latencia (ms)',
  'demo.faults.rate': 'Tasa de fallos (%)',
  'demo.faults.apply': 'Aplicar',
  'demo.faults.latencyRange': 'Introduzca milisegundos enteros de 0 a {max, number}.',
  'demo.faults.rateRange': 'Introduzca un porcentaje de 0 a 100.',
  'demo.faults.notRunning': 'Inicie el servidor de demostración para ralentizarlo o hacer que falle.',
  'demo.faults.notChanged': 'No se pudieron cambiar los fallos: {error}',
  'demo.faults.now': 'El servidor de demostración {latency} y {failures}.',
  'demo.faults.waits': 'espera {ms, number} ms antes de cada respuesta',
  'demo.faults.atOnce': 'responde de inmediato',
  'demo.faults.fails': 'hace fallar el {rate, number} % de las solicitudes',
  'demo.faults.neverFails': 'nunca falla a propósito',

  'demo.capture.heading': 'Guardar como conjunto de datos sin conexión',
  'demo.capture.intro':
    'Guarda la conexión activa (sus ajustes, cada categoría y cada imagen) como un único archivo de datos que el servidor de demostración puede servir sin red.',
  'demo.capture.connection': 'Conexión',
  'demo.capture.noneChosen': 'Aún no se ha elegido ninguna',
  'demo.capture.fileName': 'Nombre del archivo',
  'demo.capture.savedIn': 'Se guarda en <code>{folder}</code>',
  'demo.capture.defaultFolder': 'la carpeta de capturas de la aplicación',
  'demo.capture.start':
    'Guardar la conexión activa como conjunto de datos sin conexión{dialog, select, yes {…} other {}}',
  'demo.capture.replaceTitle': '¿Sustituir el archivo existente?',
  'demo.capture.replace': 'Sustituirlo',
  'demo.capture.keep': 'Conservarlo',
  'demo.capture.exists':
    '<code>{file}</code> ya existe. Sustituirlo vuelve a capturar {connection} y sobrescribe el archivo.',
  'demo.capture.needName': 'Ponga nombre al archivo que guardar.',
  'demo.capture.badExtension': 'El nombre debe terminar en .ridataset o .json.',
  'demo.capture.step':
    'Capturando {connection}: {phase, select, categories {leyendo las categorías…} images {descargando las imágenes…} writing {escribiendo el archivo…} other {leyendo la información del sistema…}}',
  'demo.capture.cancelling': 'Cancelando la captura…',
  'demo.capture.progress': 'Progreso de la captura',
  'demo.capture.counts':
    '{done, number} de {total, plural, one {# imagen} many {# imágenes} other {# imágenes}}',
  'demo.capture.countsFailed':
    '{done, number} de {total, plural, one {# imagen} many {# imágenes} other {# imágenes}}, {failed, number} fallidas',
  'demo.capture.saved': '{connection} guardada',
  'demo.capture.savedWithout':
    '{connection} guardada, sin {count, plural, one {# imagen} many {# imágenes} other {# imágenes}}',
  'demo.capture.savedViolations':
    '{connection} guardada tal como respondió: {count, plural, one {# valor incumple} many {# valores incumplen} other {# valores incumplen}} la especificación',
  'demo.capture.categories': '{count, plural, one {# categoría} many {# categorías} other {# categorías}}',
  'demo.capture.embedded':
    '{count, plural, one {# imagen incrustada} many {# imágenes incrustadas} other {# imágenes incrustadas}}',
  'demo.capture.failed':
    '{count, plural, one {# imagen fallida} many {# imágenes fallidas} other {# imágenes fallidas}}',
  'demo.capture.failedImages':
    'No se pudieron capturar estas imágenes; sus categorías conservan la dirección original:',
  'demo.capture.failedLabel': 'Imágenes no capturadas',
  'demo.capture.more': '… y {count, number} más.',
  'demo.capture.openInDemo': 'Abrir en el servidor de demostración',
  'demo.capture.done': 'Hecho',
  'demo.capture.cancelled': 'La captura se canceló. No se escribió nada.',
  'demo.capture.failedTitle': 'La captura falló: {title}',
  'demo.capture.nothingWritten': '{advice} No se escribió nada.',
  'demo.capture.violations':
    'El archivo conserva lo que respondió la instalación, así que también incumple la especificación. El servidor de demostración solo abre archivos que la cumplen; reproduzca este con <code>retail-inspector serve --allow-violations --data FILE</code>.',
  'demo.capture.violationsLabel': 'Valores que incumplen la especificación',
  'demo.msg.notOpened': 'No se pudo abrir {name}',
  'demo.msg.theDataset': 'El conjunto de datos',
  'demo.msg.theDatasetLower': 'el conjunto de datos',
  'demo.msg.nowServing':
    'Ahora se sirve {company} ({count, plural, one {# categoría} many {# categorías} other {# categorías}}) desde {from}.',
  'demo.msg.running': 'El servidor de demostración funciona en {url}.',
  'demo.msg.notStarted': 'El servidor de demostración no pudo iniciarse',
  'demo.msg.notStopped': 'El servidor de demostración no pudo detenerse',
  'demo.msg.bundledNotStarted': 'La demo incluida no pudo iniciarse',
  'demo.msg.servingBundled': 'Ahora se sirve la demo incluida, {company}.',
  'demo.capture.notWritten': 'No se pudo escribir el archivo',
  'demo.capture.notStarted': 'No se pudo iniciar la captura',
  'demo.capture.fixCause': 'Corrija la causa indicada arriba y vuelva a intentarlo.',
};
