// The timeline's words in Dutch.
import type { timelineEn } from './en';

export const timelineNl: Readonly<Record<keyof typeof timelineEn, string>> = {
  'timeline.headingSuffix': ': tijdlijn',
  'timeline.facts.watch': 'Bewaking: {every}',
  'timeline.facts.maintenance': 'In onderhoud {until}: geen meldingen',
  'timeline.range.legend': 'Periode',
  'timeline.range.24h': '24 uur',
  'timeline.range.7d': '7 dagen',
  'timeline.range.90d': '90 dagen',
  'timeline.range.1y': '1 jaar',
  'timeline.rangeIn':
    '{range, select, 24h {de laatste 24 uur} 7d {de laatste 7 dagen} 90d {de laatste 90 dagen} other {het laatste jaar}}',
  'timeline.checkNow': 'Nu controleren',
  'timeline.closeWhich': 'de tijdlijn',
  'timeline.history': 'De geschiedenis',
  'timeline.loading': 'De geschiedenis wordt geladen…',
  'timeline.chartLabel': 'Tijdlijn: {summary}',
  'timeline.notWatched':
    'Deze verbinding wordt niet bewaakt: kies in Verbindingen ({shortcut}) hoe vaak, of controleer haar één keer met Nu controleren.',
  'timeline.watched':
    'Ze wordt {every} bewaakt zolang de app open is; haar resultaten verschijnen hier zodra ze binnenkomen.',
  'timeline.key': 'Legenda',
  'timeline.key.snapshot': 'Momentopname bewaard (klik om te vergelijken)',
  'timeline.key.event': 'Gebeurtenis',
  'timeline.summary.none': 'Geen bewakingsresultaten in {range}.',
  'timeline.summary.part': '{class} {count, number}',
  'timeline.summary.runs':
    '{runs, plural, one {# resultaat} other {# resultaten}} in {range}: {parts}{slow, select, yes {; traagste antwoord {ms, number} ms} other {}}.',
  'timeline.summary.drawn':
    '{runs, plural, one {# resultaat} other {# resultaten}} in {range}, getekend als {buckets, number} stukken van {stretch}, elk in zijn slechtste klasse: {parts}{slow, select, yes {; traagste antwoord {ms, number} ms} other {}}.',
  'timeline.stretch.minutes': '{count, plural, one {ongeveer # minuut} other {ongeveer # minuten}}',
  'timeline.stretch.hours': '{count, plural, one {ongeveer # uur} other {ongeveer # uur}}',
  'timeline.stretch.days': '{count, plural, one {ongeveer # dag} other {ongeveer # dagen}}',
  'timeline.series.slowest': 'Traagste antwoord',
  'timeline.series.fastest': 'Snelste antwoord',
  'timeline.series.categories': 'Artikelgroepen',
  'timeline.series.class': 'Klasse',
  'timeline.series.time': 'Tijd',
  'timeline.run.running': 'Wordt nu gecontroleerd…',
  'timeline.run.done': 'Zojuist gecontroleerd: {summary}.',
  'timeline.run.failed': 'De controle kon niet draaien: {message}',
  'timeline.availability.none': 'Beschikbaarheid in {range}: <b>—</b> <muted>{reason}</muted>',
  'timeline.availability.title':
    'Beschikbaarheid = (beschikbaar + verminderd) / getelde runs; verminderde runs antwoordden maar braken de specificatie. Runs in een onderhoudsvenster, terwijl deze computer offline was of hier geen token had, worden niet geteld.',
  'timeline.availability.figure': 'Beschikbaarheid <b>{percent}</b>',
  'timeline.availability.noneDegraded': 'niets verminderd',
  'timeline.availability.incidents': '{count, plural, one {# storing} other {# storingen}}',
  'timeline.availability.inRange': 'in {range}',
  'timeline.more': 'Nog {count, number} van {total, number} tonen',
  'timeline.snapshots': 'Bewaarde momentopnamen ({count, number})',
  'timeline.noSnapshots': 'Geen run in deze periode bewaarde een momentopname: er is niets veranderd.',
  'timeline.compare': 'Vergelijken met de vorige',
  'timeline.events': 'Gebeurtenissen ({count, number})',
  'timeline.noEvents': 'Geen gebeurtenis in deze periode: geen bevestigde wijziging van klasse of inhoud.',
  'timeline.showChanges': 'Wijzigingen tonen',
  'timeline.openDiagnostics': 'Diagnose openen',
  'timeline.maintenance.heading': 'In onderhoud ({count, number})',
  'timeline.maintenance.stretch':
    'tot <time>{to}</time>: {runs, plural, one {# run} other {# runs}}, geen melding',
  'timeline.note.notListed': 'De momentopnamen konden niet worden opgesomd: {reason}',
  'timeline.note.hostRefused': 'de host weigerde',
  'timeline.note.notKept':
    'Die momentopname wordt niet meer bewaard: elke verbinding houdt {keep, plural, one {haar laatste momentopname} other {haar laatste # momentopnamen}} en de vastgezette (zie het tabblad Wijzigingen).',
  'timeline.note.oldest':
    'Dat is de oudste bewaarde momentopname van deze verbinding: er is er geen eerder om mee te vergelijken.',
};
