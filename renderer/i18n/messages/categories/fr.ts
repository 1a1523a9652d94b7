// The categories’ words in French.
import type { categoriesEn } from './en';

export const categoriesFr: Readonly<Record<keyof typeof categoriesEn, string>> = {
  'categories.field.id': 'ID',
  'categories.field.code': 'Code',
  'categories.field.name': 'Nom',
  'categories.field.slug': 'Slug',
  'categories.field.image': 'URL de l’image',
  'categories.faultTitle': '{field}\u00a0: {rule}',
  'categories.faultsSentence': 'Enfreint la spécification de l’API. {faults}.',
  'categories.slugMissing': 'slug absent',
  'categories.noSlug': 'pas de slug',
  'categories.noImage': 'pas d’image',
  'categories.noValue': 'aucune',
  'categories.emptyValue': 'vide',
  'categories.imageUnavailable': 'Image indisponible',
  'categories.browserHint': 'Les flèches passent d’une catégorie à l’autre, Entrée ouvre les détails.',
  'categories.detail.eyebrow': 'Catégorie',
  'categories.detail.unnamed': 'Catégorie sans nom',
  'categories.detail.fields': 'Champs',
  'categories.detail.added': 'Ajoutés par l’installation',
  'categories.detail.rawJson': 'JSON brut',
  'categories.what.rawJson': 'le JSON brut',
  'categories.what.id': 'l’ID',
  'categories.what.code': 'le code',
  'categories.what.name': 'le nom',
  'categories.what.slug': 'le slug',
  'categories.what.image': 'l’URL de l’image',
  'categories.what.added': 'le champ «\u00a0{name}\u00a0»',
  'categories.faults.label': 'Catégories qui enfreignent la spécification',
  'categories.faults.count':
    '{faulty, number} sur {received, plural, one {# catégorie} many {# catégories} other {# catégories}} {faulty, plural, one {enfreint} many {enfreignent} other {enfreignent}} la spécification',
  'categories.faults.banner': '{count} — <link>voir Diagnostic</link>',
  'categories.faults.bannerMore': '{count} — <link>voir Diagnostic</link>. {more}',
  'categories.faults.unreadable':
    '{rows, plural, one {# ligne n’est pas un enregistrement de catégorie et n’est pas affichée.} many {# lignes ne sont pas des enregistrements de catégorie et ne sont pas affichées.} other {# lignes ne sont pas des enregistrements de catégorie et ne sont pas affichées.}}',
  'categories.faults.listed':
    'Les {listed, number} premières sont marquées\u00a0; les autres sont seulement comptées.',
  'categories.faults.printed': '{count}\u00a0; une valeur marquée l’enfreint.',
  'categories.export.button': 'Exporter…',
  'categories.export.choices': 'Exporter les {rows} affichées',
  'categories.export.hint': 'Les {rows} affichées, dans cet ordre\u00a0:',
  'categories.export.hintLoading':
    'Les {rows} affichées, dans cet ordre (le reste est encore en chargement)\u00a0:',
  'categories.export.forSpreadsheets': 'pour les tableurs',
  'categories.export.forPrograms': 'pour les programmes',
  'categories.export.busy': 'Export de {rows} en {format}…',
  'categories.export.saved': '{rows} enregistrées en {format}\u00a0: {file}',
  'categories.export.savedFaulty': '{rows} enregistrées en {format}\u00a0: {file}. {faulty}',
  'categories.export.downloaded':
    '{rows} exportées en {format}\u00a0; votre navigateur l’enregistre sous {file}, dans ses téléchargements.',
  'categories.export.faultyAll':
    '{faulty, plural, one {Elle enfreint la spécification, écrite telle que reçue.} many {Toutes enfreignent la spécification, écrites telles que reçues.} other {Toutes enfreignent la spécification, écrites telles que reçues.}}',
  'categories.export.faultySome':
    '{faulty, plural, one {# d’entre elles enfreint la spécification, écrite telle que reçue.} many {# d’entre elles enfreignent la spécification, écrites telles que reçues.} other {# d’entre elles enfreignent la spécification, écrites telles que reçues.}}',
  'categories.print.sorted': 'Triées par {sort, select, name {nom} code {code} other {ID}}.',
  'categories.print.sortedMatching':
    'Triées par {sort, select, name {nom} code {code} other {ID}}\u00a0; seulement celles correspondant à «\u00a0{query}\u00a0».',
  'categories.print.label': 'Catégories imprimées',
  'categories.print.image': 'Image',
  'categories.damaged': 'Les catégories sont arrivées endommagées depuis l’hôte de l’inspecteur.',
  'categories.partial':
    'Seules les {shown, number} premières de {count, plural, one {# catégorie} many {# catégories} other {# catégories}} sont arrivées. Réessayez pour les charger toutes.',
};
