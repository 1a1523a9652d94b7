// The categories’ words in German.
import type { categoriesEn } from './en';

export const categoriesDe: Readonly<Record<keyof typeof categoriesEn, string>> = {
  'categories.field.id': 'ID',
  'categories.field.code': 'Code',
  'categories.field.name': 'Name',
  'categories.field.slug': 'Slug',
  'categories.field.image': 'Bild-URL',
  'categories.faultTitle': '{field}: {rule}',
  'categories.faultsSentence': 'Verstößt gegen die API-Spezifikation. {faults}.',
  'categories.slugMissing': 'Slug fehlt',
  'categories.noSlug': 'kein Slug',
  'categories.noImage': 'kein Bild',
  'categories.noValue': 'keine Angabe',
  'categories.emptyValue': 'leer',
  'categories.imageUnavailable': 'Bild nicht verfügbar',
  'categories.browserHint':
    'Die Pfeiltasten wechseln zwischen den Warengruppen, die Eingabetaste öffnet die Details.',
  'categories.detail.eyebrow': 'Warengruppe',
  'categories.detail.unnamed': 'Unbenannte Warengruppe',
  'categories.detail.fields': 'Felder',
  'categories.detail.added': 'Von der Installation hinzugefügt',
  'categories.detail.rawJson': 'JSON-Rohdaten',
  'categories.what.rawJson': 'die JSON-Rohdaten',
  'categories.what.id': 'die ID',
  'categories.what.code': 'den Code',
  'categories.what.name': 'den Namen',
  'categories.what.slug': 'den Slug',
  'categories.what.image': 'die Bild-URL',
  'categories.what.added': 'das Feld „{name}“',
  'categories.faults.label': 'Warengruppen, die gegen die Spezifikation verstoßen',
  'categories.faults.count':
    '{faulty, number} von {received, plural, one {# Warengruppe} other {# Warengruppen}} {faulty, plural, one {verstößt} other {verstoßen}} gegen die Spezifikation',
  'categories.faults.banner': '{count} – <link>siehe Diagnose</link>',
  'categories.faults.bannerMore': '{count} – <link>siehe Diagnose</link>. {more}',
  'categories.faults.unreadable':
    '{rows, plural, one {# Zeile ist kein Warengruppen-Datensatz und wird nicht angezeigt.} other {# Zeilen sind keine Warengruppen-Datensätze und werden nicht angezeigt.}}',
  'categories.faults.listed': 'Die ersten {listed, number} sind markiert; die übrigen werden nur gezählt.',
  'categories.faults.printed': '{count}; ein markierter Wert verstößt dagegen.',
  'categories.export.button': 'Exportieren…',
  'categories.export.choices': 'Die angezeigten {rows} exportieren',
  'categories.export.hint': 'Die angezeigten {rows}, in dieser Reihenfolge:',
  'categories.export.hintLoading':
    'Die angezeigten {rows}, in dieser Reihenfolge (der Rest wird noch geladen):',
  'categories.export.forSpreadsheets': 'für Tabellenkalkulationen',
  'categories.export.forPrograms': 'für Programme',
  'categories.export.busy': '{rows} werden als {format} exportiert…',
  'categories.export.saved': '{rows} als {format} gespeichert: {file}',
  'categories.export.savedFaulty': '{rows} als {format} gespeichert: {file}. {faulty}',
  'categories.export.downloaded':
    '{rows} als {format} exportiert; Ihr Browser speichert sie als {file} in seinen Downloads.',
  'categories.export.faultyAll':
    '{faulty, plural, one {Sie verstößt} other {Alle verstoßen}} gegen die Spezifikation, geschrieben wie empfangen.',
  'categories.export.faultySome':
    '{faulty, plural, one {# davon verstößt} other {# davon verstoßen}} gegen die Spezifikation, geschrieben wie empfangen.',
  'categories.print.sorted': 'Sortiert nach {sort, select, name {Name} code {Code} other {ID}}.',
  'categories.print.sortedMatching':
    'Sortiert nach {sort, select, name {Name} code {Code} other {ID}}; nur die zu „{query}“ passenden.',
  'categories.print.label': 'Gedruckte Warengruppen',
  'categories.print.image': 'Bild',
  'categories.damaged': 'Die Warengruppen kamen beschädigt vom Host des Inspectors an.',
  'categories.partial':
    'Nur die ersten {shown, number} von {count, plural, one {# Warengruppe} other {# Warengruppen}} sind angekommen. Versuchen Sie es erneut, um alle zu laden.',
};
