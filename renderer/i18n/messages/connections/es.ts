// El diálogo Conexiones en español: tienda para un punto de venta, categoría para una familia.
import type { connectionsEn } from './en';

export const connectionsEs: Readonly<Record<keyof typeof connectionsEn, string>> = {
  'connections.brand': 'Retail Inspector',
  'connections.select.label': 'Conexión',
  'connections.select.unavailable': 'No disponible',
  'connections.select.loading': 'Cargando…',
  'connections.button': 'Conexiones…',
  'connections.refresh': 'Actualizar',
  'connections.address.demo': 'Servidor de demostración',
  'connections.address.label': 'Dirección',
  'connections.address.firstUse': 'se inicia con el primer uso',
  'connections.insecure': 'inseguro (http)',
  'connections.dialog.title': 'Conexiones',

  'connections.list.summaryLocked':
    'No hay conexiones guardadas, y en esta sesión no se puede añadir ninguna.',
  'connections.list.summaryNone':
    'Aún no hay conexiones guardadas: añada la dirección de una instalación y, si lo pide, su token.',
  'connections.list.summary':
    '{count, plural, one {La demo integrada y # conexión guardada.} many {La demo integrada y # conexiones guardadas.} other {La demo integrada y # conexiones guardadas.}}',
  'connections.list.firstShown':
    'Se muestran las primeras {shown, number} de {count, number}: busque para encontrar las demás.',
  'connections.list.noMatch': 'Ninguna conexión guardada coincide con «{query}».',
  'connections.list.shown':
    'Se muestran {shown, number} de {count, plural, one {# conexión guardada} many {# conexiones guardadas} other {# conexiones guardadas}}.',
  'connections.list.shownOfMatching':
    'Se muestran {shown, number} de {count, plural, one {# conexión guardada} many {# conexiones guardadas} other {# conexiones guardadas}}, de {matching, number} que coinciden.',
  'connections.list.add': 'Añadir conexión',
  'connections.list.search': 'Buscar conexiones por nombre o dirección',
  'connections.list.searchPlaceholder': 'Buscar nombre o dirección',
  'connections.list.sortBy': 'Ordenar por',
  'connections.sort.name': 'Nombre',
  'connections.sort.address': 'Dirección',
  'connections.sort.watch': 'Vigiladas primero',

  'connections.item.inUse': 'En uso',
  'connections.item.edit': 'Editar',
  'connections.item.delete': 'Eliminar',
  'connections.item.deleteTitle': '¿Eliminar «{name}»?',
  'connections.item.deleteConfirm': 'Eliminar conexión',
  'connections.item.keep': 'Conservarla',
  'connections.item.deleteBody':
    '{active, select, yes {Su dirección y su token se eliminan de este ordenador; no se puede deshacer. En su lugar se usará la conexión de demostración.} other {Su dirección y su token se eliminan de este ordenador; no se puede deshacer.}}',
  'connections.watch': 'Vigilar',
  'connections.use': 'Usar',

  'connections.demo.builtIn': 'Integrada',
  'connections.demo.name': 'Demo (sin conexión)',
  'connections.demo.checking': 'Comprobando el servidor de demostración…',
  'connections.demo.stopped': 'Detenido: se inicia cuando se usa la conexión de demostración.',
  'connections.demo.running': 'En marcha',
  'connections.demo.what':
    '{company}, {count, plural, one {# categoría} many {# categorías} other {# categorías}}',
  'connections.demo.noToken':
    'No hace falta token: un servidor en este ordenador sirve los datos de ejemplo incluidos.',
  'connections.demo.stop': 'Detener servidor',
  'connections.demo.start': 'Iniciar servidor',

  'connections.fleet.title': 'Archivo de tiendas',
  'connections.fleet.import': 'Importar…',
  'connections.fleet.exportCsv': 'Exportar CSV',
  'connections.fleet.exportJson': 'Exportar JSON',
  'connections.fleet.hint':
    'El archivo que lee <code>retail-inspector check --fleet</code>: CSV <code>name,base_url,token_env</code> (y <code>insecure</code>, <code>token</code>) o JSON. Las conexiones se asocian por nombre. El token de una fila es su columna <code>token</code>; si no, la variable de entorno que nombra <code>token_env</code> (una que empiece por <code>RETAIL_INSPECTOR_TOKEN</code>); nunca se muestra ni se exporta.',

  'connections.storage.fileProblem': 'Hay un problema con las conexiones guardadas',
  'connections.storage.fileLocked':
    'Hasta que el inspector se reinicie, no se pueden añadir, cambiar ni eliminar conexiones.',
  'connections.storage.weakTitle': 'Los tokens se guardan con protección débil',
  'connections.storage.weakBody':
    'Usted lo permitió. Cualquiera que pueda leer sus archivos puede recuperar los tokens guardados.',
  'connections.storage.stop': 'Dejar de guardar tokens',
  'connections.storage.stopNote':
    'Los tokens guardados se eliminan entonces del archivo y se conservan solo durante esta sesión.',
  'connections.storage.sessionTitle': 'Los tokens se conservan solo durante esta sesión',
  'connections.storage.sessionBody':
    '{why} Se olvidan al cerrar el inspector, y la próxima vez los introduce de nuevo.',
  'connections.storage.confirmTitle': '¿Guardar los tokens con protección débil?',
  'connections.storage.confirm': 'Guardar los tokens con protección débil',
  'connections.storage.confirmCancel': 'Conservarlos solo durante esta sesión',
  'connections.storage.confirmOnly':
    'Elija esto solo en un ordenador que use usted solo. Puede retirarlo en cualquier momento.',
  'connections.storage.allow': 'Guardar los tokens con protección débil…',
  'connections.storage.secure': 'Los tokens se guardan cifrados por el almacén de claves de este ordenador.',
  'connections.storage.whyWeak':
    'El almacén de claves de este ordenador solo ofrece protección débil (no hay ningún llavero desbloqueado), así que los tokens no se escriben en el disco.',
  'connections.storage.whyNone':
    'El inspector no tiene un almacén de claves seguro en este ordenador, así que los tokens no se escriben en el disco.',
  'connections.storage.askedAgain':
    'Usted permitió guardar los tokens cifrados con una clave integrada en la aplicación. Aquí no se pudieron cifrar en absoluto, así que el inspector vuelve a preguntar.',
  'connections.storage.riskWeak':
    'Los tokens se escribirán en el archivo de conexiones, cifrados con una clave integrada en la aplicación. Cualquiera que pueda leer sus archivos (otro administrador, una copia de seguridad, un programa malicioso) puede descifrarlos y usar sus instalaciones.',
  'connections.storage.riskNone':
    'Los tokens se escribirán en el archivo de conexiones sin cifrar, solo codificados. Cualquiera que pueda leer sus archivos (otro administrador, una copia de seguridad, un programa malicioso) puede leerlos y usar sus instalaciones.',

  'connections.token.kept.secure':
    'guardado de forma segura: cifrado por el almacén de claves de este ordenador',
  'connections.token.kept.weak':
    'guardado con protección débil: cualquiera que pueda leer sus archivos puede recuperarlo',
  'connections.token.kept.session': 'solo esta sesión: se olvida al cerrar el inspector',
  'connections.token.set': 'Token definido',
  'connections.token.setHint': 'Token definido {hint}',
  'connections.token.none': 'Sin token',
  'connections.token.label': 'Token',
  'connections.token.optional': '(opcional)',
  'connections.token.keepCurrent': 'Conservar el token actual',
  'connections.token.remove': 'Quitar token',
  'connections.token.hidden': 'oculto',
  'connections.token.hintRemoved': 'El token guardado se quitará al guardar.',
  'connections.token.hintShort':
    'Este token tiene menos de {chars, plural, one {# carácter} many {# caracteres} other {# caracteres}}: es fácil de adivinar, y solo se oculta donde se envía (et_auth_token=…), nunca dentro de los datos de la instalación, que también pueden contenerlo. Pida uno más largo al administrador de la instalación.',
  'connections.token.hintSet':
    'Hay un token definido ({hint}). Deje este campo vacío para conservarlo, o escriba uno nuevo para sustituirlo.',
  'connections.token.hintNew':
    'Se envía como et_auth_token al cargar las categorías; no se vuelve a mostrar después de guardar.',
  'connections.token.hintSession': '{hint} Un token nuevo se conserva solo durante esta sesión.',

  'connections.form.fromLink':
    'Rellenado a partir de un enlace: compruebe el nombre y la dirección, escriba el token si la instalación lo necesita y luego guarde. No se guarda nada hasta entonces.',
  'connections.form.editTitle': 'Editar «{name}»',
  'connections.form.newTitle': 'Nueva conexión',
  'connections.form.name': 'Nombre',
  'connections.form.address': 'Dirección',
  'connections.form.addressHint':
    'La dirección base de la instalación; el inspector añade /api/v2/… por sí mismo.',
  'connections.form.timeout': 'Tiempo de espera (segundos)',
  'connections.form.insecure': 'Permitir http simple (inseguro: el token se envía sin cifrar)',
  'connections.form.insecureHint':
    'Solo para una red de confianza. Las direcciones de este ordenador (localhost) pueden usar http sin esto.',
  'connections.form.useAfterSave': 'Usar esta conexión después de guardar',
  'connections.form.test': 'Probar conexión',
  'connections.form.notSaved': 'La conexión no se guardó',
  'connections.form.savingOff':
    'Guardar está desactivado en esta sesión: no se pudieron leer las conexiones guardadas (vea el aviso de la lista).',
  'connections.form.saving': 'Guardando…',
  'connections.form.save': 'Guardar',
  'connections.form.needName': 'Dé un nombre a la conexión.',
  'connections.form.needAddress':
    'Introduzca la dirección de la instalación, p. ej. https://shop.example.com.',
  'connections.form.timeoutRange':
    'Introduzca un tiempo de espera de {min, number} a {max, number} segundos.',

  'connections.test.running': 'Probando la conexión…',
  'connections.test.cancel': 'Cancelar prueba',
  'connections.test.cancelled': 'La prueba se canceló.',
  'connections.test.connected': 'Conectado: {company} — {ms} ms',
  'connections.test.accepted': 'La dirección responde y el token se acepta.',
  'connections.msg.failed': '{what}: {reason}',
  'connections.msg.demoNotStarted': 'El servidor de demostración no pudo iniciarse',
  'connections.msg.demoNotStopped': 'El servidor de demostración no pudo detenerse',
  'connections.msg.choiceNotSaved': 'No se pudo guardar la elección',
  'connections.msg.weakOn': 'Los tokens se guardan ahora con protección débil.',
  'connections.msg.weakOff': 'Los tokens ya no se guardan; se conservan solo durante esta sesión.',
  'connections.msg.saved':
    '{changes, select, yes {Se guardaron los cambios de «{name}»} other {Se guardó «{name}»}}{switched, select, yes { y ahora está en uso.} other {.}}',
  'connections.msg.theConnection': 'La conexión',
  'connections.msg.notDeleted': 'No se pudo eliminar «{name}»: {reason}',
  'connections.msg.deleted':
    '{fellBack, select, yes {Se eliminó «{name}». Ahora se usa la conexión de demostración.} other {Se eliminó «{name}».}}',
  'connections.what': 'Las conexiones',
  'connections.msg.notRemembered': 'Esta elección no se recordará: {reason}',
  'connections.msg.watchNotSaved': 'No se guardó el ajuste de vigilancia: {reason}',
  'connections.fleet.imported':
    '{done, plural, one {Se importó # conexión} many {Se importaron # conexiones} other {Se importaron # conexiones}}: {added, plural, one {# añadida} many {# añadidas} other {# añadidas}}, {updated, plural, one {# actualizada} many {# actualizadas} other {# actualizadas}}{merged, plural, =0 {} one {; # fila combinada} many {; # filas combinadas} other {; # filas combinadas}}{skipped, plural, =0 {.} one {; # fila omitida.} many {; # filas omitidas.} other {; # filas omitidas.}}',
  'connections.fleet.nothingImported':
    '{skipped, plural, =0 {No se importó nada.} one {No se importó nada: se omitió # fila.} many {No se importó nada: se omitieron # filas.} other {No se importó nada: se omitieron # filas.}}',
  'connections.fleet.lineSkipped': 'Línea {line}: {reason}',
  'connections.fleet.lineMerged':
    'Línea {line}: combinada con la línea {into}, del mismo nombre «{name}» (se usan la dirección y los ajustes de esta fila)',
  'connections.fleet.moreLines': '… y {count, number} más.',
  'connections.fleet.noTokens':
    'Los tokens nunca se exportan: cada fila nombra la variable de entorno de la que leer su token.',
  'connections.fleet.saved': 'Se guardaron las conexiones como {file}',
  'connections.fleet.downloaded': 'Su navegador guarda las conexiones como {file}, en sus descargas.',
  'connections.fleet.notImported': 'No se importó el archivo de tiendas: {reason}',
  'connections.fleet.notExported': 'No se exportó el archivo de tiendas: {reason}',
};
