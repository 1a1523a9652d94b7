// The categories’ words in Dutch.
import type { categoriesEn } from './en';

export const categoriesNl: Readonly<Record<keyof typeof categoriesEn, string>> = {
  'categories.field.id': 'ID',
  'categories.field.code': 'Code',
  'categories.field.name': 'Naam',
  'categories.field.slug': 'Slug',
  'categories.field.image': 'Afbeeldings-URL',
  'categories.faultTitle': '{field}: {rule}',
  'categories.faultsSentence': 'Schendt de API-specificatie. {faults}.',
  'categories.slugMissing': 'slug ontbreekt',
  'categories.noSlug': 'geen slug',
  'categories.noImage': 'geen afbeelding',
  'categories.noValue': 'geen',
  'categories.emptyValue': 'leeg',
  'categories.imageUnavailable': 'Afbeelding niet beschikbaar',
  'categories.browserHint':
    'De pijltjestoetsen gaan van artikelgroep naar artikelgroep, Enter opent de details.',
  'categories.detail.eyebrow': 'Artikelgroep',
  'categories.detail.unnamed': 'Naamloze artikelgroep',
  'categories.detail.fields': 'Velden',
  'categories.detail.added': 'Toegevoegd door de installatie',
  'categories.detail.rawJson': 'Ruwe JSON',
  'categories.what.rawJson': 'de ruwe JSON',
  'categories.what.id': 'de ID',
  'categories.what.code': 'de code',
  'categories.what.name': 'de naam',
  'categories.what.slug': 'de slug',
  'categories.what.image': 'de afbeeldings-URL',
  'categories.what.added': 'het veld ‘{name}’',
  'categories.faults.label': 'Artikelgroepen die de specificatie schenden',
  'categories.faults.count':
    '{faulty, number} van {received, plural, one {# artikelgroep} other {# artikelgroepen}} {faulty, plural, one {schendt} other {schenden}} de specificatie',
  'categories.faults.banner': '{count} — <link>zie Diagnose</link>',
  'categories.faults.bannerMore': '{count} — <link>zie Diagnose</link>. {more}',
  'categories.faults.unreadable':
    '{rows, plural, one {# rij is geen artikelgroeprecord en wordt niet getoond.} other {# rijen zijn geen artikelgroeprecords en worden niet getoond.}}',
  'categories.faults.listed': 'De eerste {listed, number} zijn gemarkeerd; de andere worden alleen geteld.',
  'categories.faults.printed': '{count}; een gemarkeerde waarde schendt haar.',
  'categories.export.button': 'Exporteren…',
  'categories.export.choices': 'De getoonde {rows} exporteren',
  'categories.export.hint': 'De getoonde {rows}, in deze volgorde:',
  'categories.export.hintLoading': 'De getoonde {rows}, in deze volgorde (de rest wordt nog geladen):',
  'categories.export.forSpreadsheets': 'voor spreadsheets',
  'categories.export.forPrograms': 'voor programma’s',
  'categories.export.busy': '{rows} exporteren als {format}…',
  'categories.export.saved': '{rows} opgeslagen als {format}: {file}',
  'categories.export.savedFaulty': '{rows} opgeslagen als {format}: {file}. {faulty}',
  'categories.export.downloaded':
    '{rows} geëxporteerd als {format}; uw browser slaat het op als {file}, bij zijn downloads.',
  'categories.export.faultyAll':
    '{faulty, plural, one {Zij schendt} other {Ze schenden allemaal}} de specificatie, geschreven zoals ontvangen.',
  'categories.export.faultySome':
    '{faulty, plural, one {# ervan schendt} other {# ervan schenden}} de specificatie, geschreven zoals ontvangen.',
  'categories.print.sorted': 'Gesorteerd op {sort, select, name {naam} code {code} other {ID}}.',
  'categories.print.sortedMatching':
    'Gesorteerd op {sort, select, name {naam} code {code} other {ID}}; alleen die overeenkomen met ‘{query}’.',
  'categories.print.label': 'Afgedrukte artikelgroepen',
  'categories.print.image': 'Afbeelding',
  'categories.damaged': 'De artikelgroepen kwamen beschadigd aan van de host van de inspector.',
  'categories.partial':
    'Alleen de eerste {shown, number} van {count, plural, one {# artikelgroep} other {# artikelgroepen}} zijn aangekomen. Probeer het opnieuw om ze allemaal te laden.',
};
