// Dutch, in the words of a retail back-office: artikelgroep for a product category, filiaal for a
// shop, magazijn for a warehouse, omzetrekening for a sales account.
import type { Catalog } from './en';
import { sharedNl } from '../../../shared/messages/nl';
import { uiNl } from './ui/nl';
import { printNl } from './print/nl';
import { changesNl } from './changes/nl';
import { categoriesNl } from './categories/nl';
import { fleetNl } from './fleet/nl';
import { timelineNl } from './timeline/nl';
import { alertsNl } from './alerts/nl';
import { watchNl } from './watch/nl';
import { connectionsNl } from './connections/nl';
import { demoNl } from './demo/nl';
import { requestsNl } from './requests/nl';
import { diagnosticsNl } from './diagnostics/nl';

const nl: Catalog = {
  ...sharedNl,

  'app.skip.categorySearch': 'Naar zoeken in artikelgroepen',
  'app.skip.requests': 'Naar de verzoeken',
  'app.skip.fleetSearch': 'Naar zoeken in filialen',

  'views.label': 'Weergaven',
  'views.data': 'Installatie & artikelgroepen',
  'views.fleet': 'Filialen',
  'views.changes': 'Wijzigingen',
  'views.diagnostics': 'Diagnose',
  'views.demo': 'Demoserver',
  'views.requests': 'Verzoeken ({count, number})',

  'theme.label': 'Thema',
  'theme.system': 'Systeem',
  'theme.light': 'Licht',
  'theme.dark': 'Donker',

  'language.label': 'Taal',
  'language.system': 'Systeem ({language})',

  'ui.cancel': 'Annuleren',
  'ui.dismiss': 'Verbergen',
  'ui.close': 'Sluiten',
  'ui.warning': 'Waarschuwing: {reason}',
  'ui.elapsed': '{elapsed} verstreken',
  'ui.retry': 'Opnieuw proberen',
  'ui.lenient.title':
    '{what, select, settings {De instellingen zijn} categories {De artikelgroepen zijn} other {De vastgelegde instellingen en artikelgroepen zijn}} soepel gelezen: {count, plural, one {# fout} other {# fouten}} in het antwoord getolereerd',
  'ui.lenient.strictFails': 'Strikt lezen faalt',
  'ui.stale.badge': 'Verouderd',
  'ui.stale.showing':
    '{what, select, settings {De instellingen worden getoond} other {De artikelgroepen worden getoond}}.',
  'ui.stale.showingSince':
    '{what, select, settings {De instellingen van {time} worden getoond} other {De artikelgroepen van {time} worden getoond}}.',
  'ui.stale.cancelled': 'Het vernieuwen is geannuleerd.',
  'ui.stale.failed': 'Het vernieuwen is mislukt: <b>{title}</b>',

  'installation.heading': 'Installatie',
  'installation.loading': 'Instellingen van de installatie laden…',
  'installation.refreshing': 'Instellingen vernieuwen…',
  'installation.unnamedCompany': 'Bedrijf zonder naam',
  'installation.logo': 'Logo van {company}',
  'installation.logoUnavailable': 'Logo niet beschikbaar',
  'installation.settings': 'Instellingen',
  'installation.missing': 'ontbreekt',
  'installation.empty': '(leeg)',
  'installation.decimalsNote': '{count, plural, one {decimaal} other {decimalen}}',
  'installation.faultSummary': '{summary}. Elk wordt getoond zoals ontvangen, met de reden.',
  'installation.technical': 'Technische details',
  'installation.technicalFaults': '{count, plural, one {# veld} other {# velden}} met een waarschuwing',
  'installation.breaksSpec': 'In strijd met de specificatie: {rule}',
  'installation.doubt.currency': 'Geen valuta die deze computer kent',
  'installation.doubt.timeZone': 'Geen tijdzone die deze computer kent',
  'installation.doubt.separator': 'Een letter of cijfer kan geen decimaalteken zijn',
  'installation.doubt.decimals':
    'Meer dan {max, number} decimalen is ongebruikelijk; waarschijnlijk een vergissing',

  'categories.heading': 'Artikelgroepen',
  'categories.count': '{total, plural, one {# artikelgroep} other {# artikelgroepen}}',
  'categories.countShown':
    '{shown, number} van {total, plural, one {# artikelgroep} other {# artikelgroepen}}',
  'categories.countLoading':
    '{arrived, number} van {total, plural, one {# artikelgroep} other {# artikelgroepen}} geladen…',
  'categories.loading': 'Artikelgroepen laden…',
  'categories.refreshing': 'Artikelgroepen vernieuwen…',
  'categories.none': 'Deze installatie heeft nog geen artikelgroepen.',
  'categories.noneAdvice':
    'Artikelgroepen die in de backoffice zijn toegevoegd, verschijnen hier na Vernieuwen.',
  'categories.noMatch': 'Geen artikelgroep komt overeen met ‘{query}’.',
  'categories.noMatchAdvice':
    'Er wordt gezocht in namen, codes en slugs; hoofdletters en accenten tellen niet.',
  'categories.clearSearch': 'Zoekopdracht wissen',
  'categories.searchLabel': 'Artikelgroepen zoeken op naam, code of slug',
  'categories.searchPlaceholder': 'Zoek naam, code of slug',
  'categories.sortBy': 'Sorteren op',
  'categories.sort.name': 'Naam',
  'categories.sort.code': 'Code',
  'categories.sort.id': 'ID',
  'categories.showAs': 'Tonen als',
  'categories.grid': 'Raster',
  'categories.list': 'Lijst',
  'separator.comma': 'komma',
  'separator.fullStop': 'punt',
  'separator.space': 'spatie',
  'separator.apostrophe': 'apostrof',
  'separator.noBreakSpace': 'vaste spatie',

  'previews.heading': 'Voorbeelden',
  'previews.intro':
    'Berekend uit de instellingen hieronder. Duizendtallen zijn gescheiden door een smalle spatie: de instellingen noemen geen scheidingsteken voor duizendtallen.',
  'previews.amount': 'Bedrag',
  'previews.quantity': 'Aantal',
  'previews.currencyName': 'Naam van de valuta',
  'previews.timeThere': 'Tijd daar nu',
  'previews.decimals': '{count, plural, one {# decimaal} other {# decimalen}}',
  'previews.noPreview': 'Geen voorbeeld: {problem}',
  'previews.quoted': '‘{text}’',
  'previews.missing': 'ontbreekt',
  'previews.problem.decimals':
    'de decimalen voor {what, select, amounts {bedragen} other {aantallen}} ({value}) zijn niet bruikbaar: geen geheel getal',
  'previews.problem.tooManyDecimals':
    '{count, plural, one {# decimaal is} other {# decimalen zijn}} meer dan een voorbeeld toont ({max, number})',
  'previews.problem.separator': 'het decimaalteken ({value}) is niet bruikbaar: geen enkel teken',
  'previews.problem.currency': 'de valuta {value} is geen valutacode',
  'previews.problem.timeZone': 'de tijdzone {value} is hier onbekend',
  'previews.currencyUnused': 'De valuta {value} kon niet worden gebruikt',
  'previews.currencyUnknownNames': '(geen symbool of naam bekend)',
  ...uiNl,
  ...printNl,
  ...changesNl,
  ...categoriesNl,
  ...watchNl,
  ...fleetNl,
  ...timelineNl,
  ...alertsNl,
  ...connectionsNl,
  ...demoNl,
  ...requestsNl,
  ...diagnosticsNl,
};

export default nl;
