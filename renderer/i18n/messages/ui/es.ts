// The shared parts' words in Spanish.
import type { uiEn } from './en';

export const uiEs: Readonly<Record<keyof typeof uiEn, string>> = {
  'ui.copy': 'Copiar',
  'ui.copy.copied': 'Copiado',
  'ui.copy.tryAgain': 'Reintentar',
  'ui.copy.tryAgainWhat': 'copiar {what}',
  'ui.copy.done': '{what}: copiado.',
  'ui.copy.failed':
    'No se pudo copiar {what}: el portapapeles no está disponible aquí. Seleccione el texto y cópielo con Ctrl+C (⌘C en Mac).',
  'ui.export': 'Exportar {format}',
  'ui.export.busy': 'Exportando {format}…',
  'ui.export.saved': 'Guardado como {file}',
  'ui.export.downloaded': 'Su navegador lo guarda como {file}, en sus descargas.',
  'ui.export.cancelled': 'Exportación cancelada; no se guardó nada.',
  'ui.export.failed': 'La exportación {format} falló: {message}',
  'ui.failure.notLoaded': '{what}: no se pudo cargar',
  'ui.failure.notLoadedBecause': '{what}: no se pudo cargar – {verdict}',
  'ui.failure.violates': 'la respuesta incumple la especificación',
  'ui.failure.notOffered': 'La instalación no ofrece esto: {message}',
  'ui.failure.notOfferedAdvice':
    '{answered} responden en esta dirección, así que la dirección es correcta. Pregunte al administrador de la instalación si esta parte de su API puede activarse.',
  'ui.host.noProfile': 'Esta conexión ya no existe',
  'ui.host.noProfileAdvice': 'Elija otra conexión.',
  'ui.host.profileStore': 'No se pudieron leer las conexiones guardadas',
  'ui.host.profileStoreAdvice':
    'Compruebe que la carpeta de datos de la aplicación se puede leer y vuelva a intentarlo.',
  'ui.host.noToken': 'El token de esta conexión no está en este equipo',
  'ui.host.noTokenAdvice':
    'Vuelva a introducir el token: Conexiones y luego Editar esta conexión. No se llamó a la instalación; no le pasa nada.',
  'ui.host.demo': 'El servidor de demostración no pudo arrancar',
  'ui.host.demoAdvice': 'Corrija la causa indicada arriba y vuelva a intentarlo.',
  'ui.host.invalid': 'El inspector no pudo usar estos ajustes',
  'ui.host.invalidAdvice': 'Corrija los ajustes indicados arriba y vuelva a intentarlo.',
  'ui.host.other': 'El inspector no pudo hacer esto',
  'ui.host.otherAdvice': 'Vuelva a intentarlo; si sigue ocurriendo, reinicie la aplicación.',
  'ui.page.show': 'Mostrar la página',
  'ui.page.hide': 'Ocultar la página',
  'ui.page.text': 'El texto de la página',
  'ui.page.empty': 'La página no tiene texto.',
  'ui.fault.breaks': '{label} incumple la especificación de la API',
  'ui.status.pass': 'Correcto',
  'ui.status.warn': 'Advertencia',
  'ui.status.fail': 'Fallo',
  'ui.status.notChecked': 'Sin comprobar',
  'ui.what.settings': 'Los ajustes',
  'ui.what.categories': 'Las categorías',
};
