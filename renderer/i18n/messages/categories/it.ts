// The categories’ words in Italian.
import type { categoriesEn } from './en';

export const categoriesIt: Readonly<Record<keyof typeof categoriesEn, string>> = {
  'categories.field.id': 'ID',
  'categories.field.code': 'Codice',
  'categories.field.name': 'Nome',
  'categories.field.slug': 'Slug',
  'categories.field.image': 'URL dell’immagine',
  'categories.faultTitle': '{field}: {rule}',
  'categories.faultsSentence': 'Viola la specifica dell’API. {faults}.',
  'categories.slugMissing': 'slug mancante',
  'categories.noSlug': 'nessuno slug',
  'categories.noImage': 'nessuna immagine',
  'categories.noValue': 'nessuno',
  'categories.emptyValue': 'vuoto',
  'categories.imageUnavailable': 'Immagine non disponibile',
  'categories.browserHint': 'I tasti freccia passano da una categoria all’altra, Invio apre i dettagli.',
  'categories.detail.eyebrow': 'Categoria',
  'categories.detail.unnamed': 'Categoria senza nome',
  'categories.detail.fields': 'Campi',
  'categories.detail.added': 'Aggiunti dall’installazione',
  'categories.detail.rawJson': 'JSON grezzo',
  'categories.what.rawJson': 'il JSON grezzo',
  'categories.what.id': 'l’ID',
  'categories.what.code': 'il codice',
  'categories.what.name': 'il nome',
  'categories.what.slug': 'lo slug',
  'categories.what.image': 'l’URL dell’immagine',
  'categories.what.added': 'il campo «{name}»',
  'categories.faults.label': 'Categorie che violano la specifica',
  'categories.faults.count':
    '{faulty, number} di {received, plural, one {# categoria} many {# categorie} other {# categorie}} {faulty, plural, one {viola} many {violano} other {violano}} la specifica',
  'categories.faults.banner': '{count} — <link>vedi Diagnostica</link>',
  'categories.faults.bannerMore': '{count} — <link>vedi Diagnostica</link>. {more}',
  'categories.faults.unreadable':
    '{rows, plural, one {# riga non è un record di categoria e non è mostrata.} many {# righe non sono record di categoria e non sono mostrate.} other {# righe non sono record di categoria e non sono mostrate.}}',
  'categories.faults.listed': 'Le prime {listed, number} sono segnate; le altre sono solo contate.',
  'categories.faults.printed': '{count}; un valore segnato la viola.',
  'categories.export.button': 'Esporta…',
  'categories.export.choices': 'Esporta le {rows} mostrate',
  'categories.export.hint': 'Le {rows} mostrate, in quest’ordine:',
  'categories.export.hintLoading': 'Le {rows} mostrate, in quest’ordine (il resto è ancora in caricamento):',
  'categories.export.forSpreadsheets': 'per fogli di calcolo',
  'categories.export.forPrograms': 'per programmi',
  'categories.export.busy': 'Esportazione di {rows} come {format}…',
  'categories.export.saved': '{rows} salvate come {format}: {file}',
  'categories.export.savedFaulty': '{rows} salvate come {format}: {file}. {faulty}',
  'categories.export.downloaded':
    '{rows} esportate come {format}; il browser lo salva come {file}, tra i suoi download.',
  'categories.export.faultyAll':
    '{faulty, plural, one {Viola} many {Tutte violano} other {Tutte violano}} la specifica; scritte così come ricevute.',
  'categories.export.faultySome':
    '{faulty, plural, one {# di esse viola} many {# di esse violano} other {# di esse violano}} la specifica; scritte così come ricevute.',
  'categories.print.sorted': 'Ordinate per {sort, select, name {nome} code {codice} other {ID}}.',
  'categories.print.sortedMatching':
    'Ordinate per {sort, select, name {nome} code {codice} other {ID}}; solo quelle che corrispondono a «{query}».',
  'categories.print.label': 'Categorie stampate',
  'categories.print.image': 'Immagine',
  'categories.damaged': 'Le categorie sono arrivate danneggiate dall’host dell’ispettore.',
  'categories.partial':
    'Sono arrivate solo le prime {shown, number} di {count, plural, one {# categoria} many {# categorie} other {# categorie}}. Riprovare per caricarle tutte.',
};
