// The categories’ words in Polish.
import type { categoriesEn } from './en';

export const categoriesPl: Readonly<Record<keyof typeof categoriesEn, string>> = {
  'categories.field.id': 'ID',
  'categories.field.code': 'Kod',
  'categories.field.name': 'Nazwa',
  'categories.field.slug': 'Slug',
  'categories.field.image': 'URL obrazu',
  'categories.faultTitle': '{field}: {rule}',
  'categories.faultsSentence': 'Narusza specyfikację API. {faults}.',
  'categories.slugMissing': 'brak pola slug',
  'categories.noSlug': 'brak sluga',
  'categories.noImage': 'brak obrazu',
  'categories.noValue': 'brak',
  'categories.emptyValue': 'puste',
  'categories.imageUnavailable': 'Obraz niedostępny',
  'categories.browserHint': 'Strzałki przechodzą między kategoriami, Enter otwiera szczegóły.',
  'categories.detail.eyebrow': 'Kategoria towarów',
  'categories.detail.unnamed': 'Kategoria bez nazwy',
  'categories.detail.fields': 'Pola',
  'categories.detail.added': 'Dodane przez instalację',
  'categories.detail.rawJson': 'Surowy JSON',
  'categories.what.rawJson': 'surowy JSON',
  'categories.what.id': 'ID',
  'categories.what.code': 'kod',
  'categories.what.name': 'nazwę',
  'categories.what.slug': 'slug',
  'categories.what.image': 'URL obrazu',
  'categories.what.added': 'pole „{name}”',
  'categories.faults.label': 'Kategorie naruszające specyfikację',
  'categories.faults.count':
    '{faulty, number} z {received, plural, one {# kategorii} few {# kategorii} many {# kategorii} other {# kategorii}} {faulty, plural, one {narusza} few {naruszają} many {narusza} other {narusza}} specyfikację',
  'categories.faults.banner': '{count} — <link>zobacz Diagnostykę</link>',
  'categories.faults.bannerMore': '{count} — <link>zobacz Diagnostykę</link>. {more}',
  'categories.faults.unreadable':
    '{rows, plural, one {# wiersz nie jest rekordem kategorii i nie jest pokazany.} few {# wiersze nie są rekordami kategorii i nie są pokazane.} many {# wierszy nie jest rekordami kategorii i nie są pokazane.} other {# wiersza nie jest rekordem kategorii i nie jest pokazane.}}',
  'categories.faults.listed': 'Pierwsze {listed, number} są oznaczone; pozostałe są tylko liczone.',
  'categories.faults.printed': '{count}; oznaczona wartość ją narusza.',
  'categories.export.button': 'Eksportuj…',
  'categories.export.choices': 'Eksportuj pokazane: {rows}',
  'categories.export.hint': 'Pokazane ({rows}), w tej kolejności:',
  'categories.export.hintLoading': 'Pokazane ({rows}), w tej kolejności (reszta jeszcze się wczytuje):',
  'categories.export.forSpreadsheets': 'dla arkuszy kalkulacyjnych',
  'categories.export.forPrograms': 'dla programów',
  'categories.export.busy': 'Eksportowanie ({rows}) jako {format}…',
  'categories.export.saved': 'Zapisano ({rows}) jako {format}: {file}',
  'categories.export.savedFaulty': 'Zapisano ({rows}) jako {format}: {file}. {faulty}',
  'categories.export.downloaded':
    'Wyeksportowano ({rows}) jako {format}; przeglądarka zapisuje plik jako {file} w pobranych.',
  'categories.export.faultyAll':
    '{faulty, plural, one {Narusza} few {Wszystkie naruszają} many {Wszystkie naruszają} other {Wszystkie naruszają}} specyfikację; zapisano je tak, jak je odebrano.',
  'categories.export.faultySome':
    '{faulty, plural, one {# z nich narusza} few {# z nich naruszają} many {# z nich narusza} other {# z nich narusza}} specyfikację; zapisano je tak, jak je odebrano.',
  'categories.print.sorted': 'Posortowano według: {sort, select, name {nazwa} code {kod} other {ID}}.',
  'categories.print.sortedMatching':
    'Posortowano według: {sort, select, name {nazwa} code {kod} other {ID}}; tylko pasujące do „{query}”.',
  'categories.print.label': 'Wydrukowane kategorie',
  'categories.print.image': 'Obraz',
  'categories.damaged': 'Kategorie towarów dotarły z hosta inspektora uszkodzone.',
  'categories.partial':
    'Dotarło tylko pierwszych {shown, number} z {count, plural, one {# kategorii towarów} few {# kategorii towarów} many {# kategorii towarów} other {# kategorii towarów}}. Spróbuj ponownie, aby wczytać wszystkie.',
};
