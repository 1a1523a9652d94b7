// Italian, in the words of a retail back-office: punto vendita for a shop, magazzino for a
// warehouse, conto vendite for a sales account, importo for an amount.
import type { Catalog } from './en';
import { sharedIt } from '../../../shared/messages/it';
import { uiIt } from './ui/it';
import { printIt } from './print/it';
import { changesIt } from './changes/it';
import { categoriesIt } from './categories/it';
import { fleetIt } from './fleet/it';
import { timelineIt } from './timeline/it';
import { alertsIt } from './alerts/it';
import { watchIt } from './watch/it';
import { connectionsIt } from './connections/it';
import { demoIt } from './demo/it';
import { requestsIt } from './requests/it';
import { diagnosticsIt } from './diagnostics/it';

const it: Catalog = {
  ...sharedIt,

  'app.skip.categorySearch': 'Vai alla ricerca delle categorie',
  'app.skip.requests': 'Vai alle richieste',
  'app.skip.fleetSearch': 'Vai alla ricerca dei punti vendita',

  'views.label': 'Viste',
  'views.data': 'Installazione e categorie',
  'views.fleet': 'Punti vendita',
  'views.changes': 'Modifiche',
  'views.diagnostics': 'Diagnostica',
  'views.demo': 'Server demo',
  'views.requests': 'Richieste ({count, number})',

  'theme.label': 'Tema',
  'theme.system': 'Sistema',
  'theme.light': 'Chiaro',
  'theme.dark': 'Scuro',

  'language.label': 'Lingua',
  'language.system': 'Sistema ({language})',

  'ui.cancel': 'Annulla',
  'ui.dismiss': 'Ignora',
  'ui.close': 'Chiudi',
  'ui.warning': 'Avviso: {reason}',
  'ui.elapsed': 'Tempo trascorso: {elapsed}',
  'ui.retry': 'Riprova',
  'ui.lenient.title':
    '{what, select, settings {Le impostazioni sono state lette} categories {Le categorie sono state lette} other {Le impostazioni e le categorie acquisite sono state lette}} con tolleranza: {count, plural, one {# difetto della risposta tollerato} many {# difetti della risposta tollerati} other {# difetti della risposta tollerati}}',
  'ui.lenient.strictFails': 'La lettura rigorosa fallisce',
  'ui.stale.badge': 'Non aggiornato',
  'ui.stale.showing': '{what, select, settings {Impostazioni mostrate} other {Categorie mostrate}}.',
  'ui.stale.showingSince':
    '{what, select, settings {Impostazioni mostrate} other {Categorie mostrate}}, aggiornate a {time}.',
  'ui.stale.cancelled': 'L’aggiornamento è stato annullato.',
  'ui.stale.failed': 'L’aggiornamento non è riuscito: <b>{title}</b>',

  'installation.heading': 'Installazione',
  'installation.loading': 'Caricamento delle impostazioni dell’installazione…',
  'installation.refreshing': 'Aggiornamento delle impostazioni…',
  'installation.unnamedCompany': 'Azienda senza nome',
  'installation.logo': 'Logo di {company}',
  'installation.logoUnavailable': 'Logo non disponibile',
  'installation.settings': 'Impostazioni',
  'installation.missing': 'mancante',
  'installation.empty': '(vuoto)',
  'installation.decimalsNote': '{count, plural, one {decimale} many {decimali} other {decimali}}',
  'installation.faultSummary': '{summary}. Ognuna è mostrata come ricevuta, con il motivo.',
  'installation.technical': 'Dettagli tecnici',
  'installation.technicalFaults':
    '{count, plural, one {# campo} many {# campi} other {# campi}} con un avviso',
  'installation.breaksSpec': 'Non conforme alla specifica: {rule}',
  'installation.doubt.currency': 'Valuta sconosciuta a questo computer',
  'installation.doubt.timeZone': 'Fuso orario sconosciuto a questo computer',
  'installation.doubt.separator': 'Una lettera o una cifra non può fare da separatore decimale',
  'installation.doubt.decimals': 'Più di {max, number} decimali è insolito: probabilmente un errore',

  'categories.heading': 'Categorie',
  'categories.count': '{total, plural, one {# categoria} many {# categorie} other {# categorie}}',
  'categories.countShown':
    '{shown, number} di {total, plural, one {# categoria} many {# categorie} other {# categorie}}',
  'categories.countLoading':
    '{arrived, number} di {total, plural, one {# categoria caricata} many {# categorie caricate} other {# categorie caricate}}…',
  'categories.loading': 'Caricamento delle categorie…',
  'categories.refreshing': 'Aggiornamento delle categorie…',
  'categories.none': 'Questa installazione non ha ancora categorie.',
  'categories.noneAdvice': 'Le categorie aggiunte nel back office compaiono qui dopo Aggiorna.',
  'categories.noMatch': 'Nessuna categoria corrisponde a «{query}».',
  'categories.noMatchAdvice': 'La ricerca guarda nomi, codici e slug, senza distinguere maiuscole e accenti.',
  'categories.clearSearch': 'Cancella la ricerca',
  'categories.searchLabel': 'Cerca categorie per nome, codice o slug',
  'categories.searchPlaceholder': 'Cerca nome, codice o slug',
  'categories.sortBy': 'Ordina per',
  'categories.sort.name': 'Nome',
  'categories.sort.code': 'Codice',
  'categories.sort.id': 'ID',
  'categories.showAs': 'Mostra come',
  'categories.grid': 'Griglia',
  'categories.list': 'Elenco',
  'separator.comma': 'virgola',
  'separator.fullStop': 'punto',
  'separator.space': 'spazio',
  'separator.apostrophe': 'apostrofo',
  'separator.noBreakSpace': 'spazio unificatore',

  'previews.heading': 'Anteprime',
  'previews.intro':
    'Calcolate dalle impostazioni qui sotto. Le migliaia sono separate da uno spazio sottile: le impostazioni non indicano un separatore delle migliaia.',
  'previews.amount': 'Importo',
  'previews.quantity': 'Quantità',
  'previews.currencyName': 'Nome della valuta',
  'previews.timeThere': 'Ora locale adesso',
  'previews.decimals': '{count, plural, one {# decimale} many {# decimali} other {# decimali}}',
  'previews.noPreview': 'Nessuna anteprima: {problem}',
  'previews.quoted': '«{text}»',
  'previews.missing': 'mancante',
  'previews.problem.decimals':
    'i decimali per {what, select, amounts {gli importi} other {le quantità}} ({value}) non sono utilizzabili: non è un numero intero',
  'previews.problem.tooManyDecimals':
    '{count, plural, one {# decimale è} many {# decimali sono} other {# decimali sono}} più di quanti ne mostri un’anteprima ({max, number})',
  'previews.problem.separator':
    'il separatore decimale ({value}) non è utilizzabile: non è un singolo carattere',
  'previews.problem.currency': 'la valuta {value} non è un codice valuta',
  'previews.problem.timeZone': 'il fuso orario {value} è sconosciuto qui',
  'previews.currencyUnused': 'Non è stato possibile usare la valuta {value}',
  'previews.currencyUnknownNames': '(simbolo e nome sconosciuti)',
  ...uiIt,
  ...printIt,
  ...changesIt,
  ...categoriesIt,
  ...watchIt,
  ...fleetIt,
  ...timelineIt,
  ...alertsIt,
  ...connectionsIt,
  ...demoIt,
  ...requestsIt,
  ...diagnosticsIt,
};

export default it;
