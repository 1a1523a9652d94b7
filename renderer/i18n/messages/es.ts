// Spanish, in the words of a retail back-office: tienda for a shop, almacén for a warehouse,
// cuenta de ventas for a sales account, importe for an amount.
import type { Catalog } from './en';
import { sharedEs } from '../../../shared/messages/es';
import { uiEs } from './ui/es';
import { printEs } from './print/es';
import { changesEs } from './changes/es';
import { categoriesEs } from './categories/es';
import { fleetEs } from './fleet/es';
import { timelineEs } from './timeline/es';
import { alertsEs } from './alerts/es';
import { watchEs } from './watch/es';
import { connectionsEs } from './connections/es';
import { demoEs } from './demo/es';
import { requestsEs } from './requests/es';
import { diagnosticsEs } from './diagnostics/es';

const es: Catalog = {
  ...sharedEs,

  'app.skip.categorySearch': 'Ir a la búsqueda de categorías',
  'app.skip.requests': 'Ir a las solicitudes',
  'app.skip.fleetSearch': 'Ir a la búsqueda de tiendas',

  'views.label': 'Vistas',
  'views.data': 'Instalación y categorías',
  'views.fleet': 'Tiendas',
  'views.changes': 'Cambios',
  'views.diagnostics': 'Diagnóstico',
  'views.demo': 'Servidor de demostración',
  'views.requests': 'Solicitudes ({count, number})',

  'theme.label': 'Tema',
  'theme.system': 'Sistema',
  'theme.light': 'Claro',
  'theme.dark': 'Oscuro',

  'language.label': 'Idioma',
  'language.system': 'Sistema ({language})',

  'ui.cancel': 'Cancelar',
  'ui.dismiss': 'Descartar',
  'ui.close': 'Cerrar',
  'ui.warning': 'Advertencia: {reason}',
  'ui.elapsed': 'Tiempo transcurrido: {elapsed}',
  'ui.retry': 'Reintentar',
  'ui.lenient.title':
    '{what, select, settings {Los ajustes se leyeron} categories {Las categorías se leyeron} other {Los ajustes y categorías capturados se leyeron}} con tolerancia: {count, plural, one {# fallo de la respuesta tolerado} many {# fallos de la respuesta tolerados} other {# fallos de la respuesta tolerados}}',
  'ui.lenient.strictFails': 'Falla la lectura estricta',
  'ui.stale.badge': 'Desactualizado',
  'ui.stale.showing':
    '{what, select, settings {Se muestran los ajustes} other {Se muestran las categorías}}.',
  'ui.stale.showingSince':
    '{what, select, settings {Se muestran los ajustes} other {Se muestran las categorías}} de {time}.',
  'ui.stale.cancelled': 'La actualización se canceló.',
  'ui.stale.failed': 'La actualización falló: <b>{title}</b>',

  'installation.heading': 'Instalación',
  'installation.loading': 'Cargando los ajustes de la instalación…',
  'installation.refreshing': 'Actualizando los ajustes…',
  'installation.unnamedCompany': 'Empresa sin nombre',
  'installation.logo': 'Logotipo de {company}',
  'installation.logoUnavailable': 'Logotipo no disponible',
  'installation.settings': 'Ajustes',
  'installation.missing': 'falta',
  'installation.empty': '(vacío)',
  'installation.decimalsNote': '{count, plural, one {decimal} many {decimales} other {decimales}}',
  'installation.faultSummary': '{summary}. Cada uno se muestra tal como se recibió, con el motivo.',
  'installation.technical': 'Detalles técnicos',
  'installation.technicalFaults':
    '{count, plural, one {# campo} many {# campos} other {# campos}} con advertencia',
  'installation.breaksSpec': 'Incumple la especificación: {rule}',
  'installation.doubt.currency': 'No es una moneda que conozca este ordenador',
  'installation.doubt.timeZone': 'No es una zona horaria que conozca este ordenador',
  'installation.doubt.separator': 'Una letra o una cifra no puede servir de separador decimal',
  'installation.doubt.decimals': 'Más de {max, number} decimales es inusual; probablemente un error',

  'categories.heading': 'Categorías',
  'categories.count': '{total, plural, one {# categoría} many {# categorías} other {# categorías}}',
  'categories.countShown':
    '{shown, number} de {total, plural, one {# categoría} many {# categorías} other {# categorías}}',
  'categories.countLoading':
    '{arrived, number} de {total, plural, one {# categoría cargada} many {# categorías cargadas} other {# categorías cargadas}}…',
  'categories.loading': 'Cargando las categorías…',
  'categories.refreshing': 'Actualizando las categorías…',
  'categories.none': 'Esta instalación aún no tiene categorías.',
  'categories.noneAdvice': 'Las categorías añadidas en el back office aparecen aquí tras Actualizar.',
  'categories.noMatch': 'Ninguna categoría coincide con «{query}».',
  'categories.noMatchAdvice':
    'La búsqueda mira nombres, códigos y slugs, sin distinguir mayúsculas ni acentos.',
  'categories.clearSearch': 'Borrar la búsqueda',
  'categories.searchLabel': 'Buscar categorías por nombre, código o slug',
  'categories.searchPlaceholder': 'Buscar nombre, código o slug',
  'categories.sortBy': 'Ordenar por',
  'categories.sort.name': 'Nombre',
  'categories.sort.code': 'Código',
  'categories.sort.id': 'ID',
  'categories.showAs': 'Mostrar como',
  'categories.grid': 'Cuadrícula',
  'categories.list': 'Lista',
  'separator.comma': 'coma',
  'separator.fullStop': 'punto',
  'separator.space': 'espacio',
  'separator.apostrophe': 'apóstrofo',
  'separator.noBreakSpace': 'espacio de no separación',

  'previews.heading': 'Vistas previas',
  'previews.intro':
    'Calculadas a partir de los ajustes de abajo. Los millares se agrupan con un espacio fino: los ajustes no indican separador de millares.',
  'previews.amount': 'Importe',
  'previews.quantity': 'Cantidad',
  'previews.currencyName': 'Nombre de la moneda',
  'previews.timeThere': 'Hora allí ahora',
  'previews.decimals': '{count, plural, one {# decimal} many {# decimales} other {# decimales}}',
  'previews.noPreview': 'Sin vista previa: {problem}',
  'previews.quoted': '«{text}»',
  'previews.missing': 'falta',
  'previews.problem.decimals':
    'los decimales de {what, select, amounts {los importes} other {las cantidades}} ({value}) no se pueden usar: no es un número entero',
  'previews.problem.tooManyDecimals':
    '{count, plural, one {# decimal es} many {# decimales son} other {# decimales son}} más de los que muestra una vista previa ({max, number})',
  'previews.problem.separator': 'el separador decimal ({value}) no se puede usar: no es un solo carácter',
  'previews.problem.currency': 'la moneda {value} no es un código de moneda',
  'previews.problem.timeZone': 'la zona horaria {value} es desconocida aquí',
  'previews.currencyUnused': 'No se pudo usar la moneda {value}',
  'previews.currencyUnknownNames': '(sin símbolo ni nombre conocidos)',
  ...uiEs,
  ...printEs,
  ...changesEs,
  ...categoriesEs,
  ...watchEs,
  ...fleetEs,
  ...timelineEs,
  ...alertsEs,
  ...connectionsEs,
  ...demoEs,
  ...requestsEs,
  ...diagnosticsEs,
};

export default es;
