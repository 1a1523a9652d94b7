// The watch alerts' words in Spanish.
import type { alertsEn } from './en';

export const alertsEs: Readonly<Record<keyof typeof alertsEn, string>> = {
  'alerts.region': 'Notificaciones de vigilancia',
  'alerts.showChanges': 'Mostrar los cambios',
  'alerts.showFleet': 'Mostrar las tiendas',
  'alerts.openDiagnostics': 'Abrir Diagnóstico',
  'alerts.dismissWhich': '«{title}»',
  'alerts.nothing': 'Nada que abrir',
  'alerts.notHere':
    'La conexión de ese evento no está en esta aplicación (quizá se eliminó), así que no hay Diagnóstico que abrir.',
  'alerts.count.all': '{count, plural, one {# aviso} many {# avisos} other {# avisos}}',
  'alerts.count.more': '{count, plural, one {# aviso más} many {# avisos más} other {# avisos más}}',
  'alerts.newestOnly': 'Mostrar solo el más reciente',
  'alerts.showAll': 'Mostrar los {count, number}',
  'alerts.dismissAll': 'Descartar todos',
};
