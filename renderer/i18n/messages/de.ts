// German, in the words of a retail back-office: Warengruppe for a product category, Filiale for a
// shop, Lager for a warehouse, Erlöskonto for a sales account.
import type { Catalog } from './en';
import { sharedDe } from '../../../shared/messages/de';
import { uiDe } from './ui/de';
import { printDe } from './print/de';
import { changesDe } from './changes/de';
import { categoriesDe } from './categories/de';
import { fleetDe } from './fleet/de';
import { timelineDe } from './timeline/de';
import { alertsDe } from './alerts/de';
import { watchDe } from './watch/de';
import { connectionsDe } from './connections/de';
import { demoDe } from './demo/de';
import { requestsDe } from './requests/de';
import { diagnosticsDe } from './diagnostics/de';

const de: Catalog = {
  ...sharedDe,

  'app.skip.categorySearch': 'Zur Warengruppensuche springen',
  'app.skip.requests': 'Zu den Anfragen springen',
  'app.skip.fleetSearch': 'Zur Filialsuche springen',

  'views.label': 'Ansichten',
  'views.data': 'Installation & Warengruppen',
  'views.fleet': 'Filialen',
  'views.changes': 'Änderungen',
  'views.diagnostics': 'Diagnose',
  'views.demo': 'Demo-Server',
  'views.requests': 'Anfragen ({count, number})',

  'theme.label': 'Design',
  'theme.system': 'System',
  'theme.light': 'Hell',
  'theme.dark': 'Dunkel',

  'language.label': 'Sprache',
  'language.system': 'System ({language})',

  'ui.cancel': 'Abbrechen',
  'ui.dismiss': 'Ausblenden',
  'ui.close': 'Schließen',
  'ui.warning': 'Warnung: {reason}',
  'ui.elapsed': '{elapsed} vergangen',
  'ui.retry': 'Erneut versuchen',
  'ui.lenient.title':
    '{what, select, settings {Die Einstellungen wurden} categories {Die Warengruppen wurden} other {Die erfassten Einstellungen und Warengruppen wurden}} tolerant gelesen: {count, plural, one {# Fehler} other {# Fehler}} der Antwort hingenommen',
  'ui.lenient.strictFails': 'Strenges Lesen scheitert',
  'ui.stale.badge': 'Veraltet',
  'ui.stale.showing':
    '{what, select, settings {Angezeigt werden die Einstellungen} other {Angezeigt werden die Warengruppen}}.',
  'ui.stale.showingSince':
    '{what, select, settings {Angezeigt werden die Einstellungen} other {Angezeigt werden die Warengruppen}} von {time}.',
  'ui.stale.cancelled': 'Die Aktualisierung wurde abgebrochen.',
  'ui.stale.failed': 'Die Aktualisierung ist fehlgeschlagen: <b>{title}</b>',

  'installation.heading': 'Installation',
  'installation.loading': 'Einstellungen der Installation werden geladen…',
  'installation.refreshing': 'Einstellungen werden aktualisiert…',
  'installation.unnamedCompany': 'Firma ohne Namen',
  'installation.logo': 'Logo von {company}',
  'installation.logoUnavailable': 'Logo nicht verfügbar',
  'installation.settings': 'Einstellungen',
  'installation.missing': 'fehlt',
  'installation.empty': '(leer)',
  'installation.decimalsNote': '{count, plural, one {Nachkommastelle} other {Nachkommastellen}}',
  'installation.faultSummary': '{summary}. Jede wird wie empfangen gezeigt, mit dem Grund.',
  'installation.technical': 'Technische Details',
  'installation.technicalFaults': '{count, plural, one {# Feld} other {# Felder}} mit Warnung',
  'installation.breaksSpec': 'Verstößt gegen die Spezifikation: {rule}',
  'installation.doubt.currency': 'Keine Währung, die dieser Computer kennt',
  'installation.doubt.timeZone': 'Keine Zeitzone, die dieser Computer kennt',
  'installation.doubt.separator': 'Ein Buchstabe oder eine Ziffer kann kein Dezimaltrennzeichen sein',
  'installation.doubt.decimals':
    'Mehr als {max, number} Nachkommastellen sind ungewöhnlich, vermutlich ein Fehler',

  'categories.heading': 'Warengruppen',
  'categories.count': '{total, plural, one {# Warengruppe} other {# Warengruppen}}',
  'categories.countShown': '{shown, number} von {total, plural, one {# Warengruppe} other {# Warengruppen}}',
  'categories.countLoading':
    '{arrived, number} von {total, plural, one {# Warengruppe} other {# Warengruppen}} geladen…',
  'categories.loading': 'Warengruppen werden geladen…',
  'categories.refreshing': 'Warengruppen werden aktualisiert…',
  'categories.none': 'Diese Installation hat noch keine Warengruppen.',
  'categories.noneAdvice': 'Im Back-Office angelegte Warengruppen erscheinen hier nach „Aktualisieren“.',
  'categories.noMatch': 'Keine Warengruppe passt zu „{query}“.',
  'categories.noMatchAdvice':
    'Gesucht wird in Namen, Codes und Slugs; Groß- und Kleinschreibung und Akzente zählen nicht.',
  'categories.clearSearch': 'Suche leeren',
  'categories.searchLabel': 'Warengruppen nach Name, Code oder Slug suchen',
  'categories.searchPlaceholder': 'Name, Code oder Slug suchen',
  'categories.sortBy': 'Sortieren nach',
  'categories.sort.name': 'Name',
  'categories.sort.code': 'Code',
  'categories.sort.id': 'ID',
  'categories.showAs': 'Anzeigen als',
  'categories.grid': 'Raster',
  'categories.list': 'Liste',
  'separator.comma': 'Komma',
  'separator.fullStop': 'Punkt',
  'separator.space': 'Leerzeichen',
  'separator.apostrophe': 'Apostroph',
  'separator.noBreakSpace': 'geschütztes Leerzeichen',

  'previews.heading': 'Vorschau',
  'previews.intro':
    'Aus den Einstellungen unten berechnet. Tausender sind durch ein schmales Leerzeichen getrennt: Die Einstellungen nennen kein Tausendertrennzeichen.',
  'previews.amount': 'Betrag',
  'previews.quantity': 'Menge',
  'previews.currencyName': 'Name der Währung',
  'previews.timeThere': 'Uhrzeit dort',
  'previews.decimals': '{count, plural, one {# Nachkommastelle} other {# Nachkommastellen}}',
  'previews.noPreview': 'Keine Vorschau: {problem}',
  'previews.quoted': '„{text}“',
  'previews.missing': 'fehlt',
  'previews.problem.decimals':
    'die Nachkommastellen für {what, select, amounts {Beträge} other {Mengen}} ({value}) sind nicht verwendbar: keine ganze Zahl',
  'previews.problem.tooManyDecimals':
    '{count, plural, one {# Nachkommastelle ist} other {# Nachkommastellen sind}} mehr, als eine Vorschau zeigt ({max, number})',
  'previews.problem.separator':
    'das Dezimaltrennzeichen ({value}) ist nicht verwendbar: kein einzelnes Zeichen',
  'previews.problem.currency': 'die Währung {value} ist kein Währungscode',
  'previews.problem.timeZone': 'die Zeitzone {value} ist hier unbekannt',
  'previews.currencyUnused': 'Die Währung {value} war nicht verwendbar',
  'previews.currencyUnknownNames': '(weder Symbol noch Name bekannt)',
  ...uiDe,
  ...printDe,
  ...changesDe,
  ...categoriesDe,
  ...watchDe,
  ...fleetDe,
  ...timelineDe,
  ...alertsDe,
  ...connectionsDe,
  ...demoDe,
  ...requestsDe,
  ...diagnosticsDe,
};

export default de;
