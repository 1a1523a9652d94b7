// The timeline's words in German.
import type { timelineEn } from './en';

export const timelineDe: Readonly<Record<keyof typeof timelineEn, string>> = {
  'timeline.headingSuffix': ': Zeitverlauf',
  'timeline.facts.watch': 'Überwachung: {every}',
  'timeline.facts.maintenance': 'In Wartung {until}: keine Benachrichtigungen',
  'timeline.range.legend': 'Zeitraum',
  'timeline.range.24h': '24 Stunden',
  'timeline.range.7d': '7 Tage',
  'timeline.range.90d': '90 Tage',
  'timeline.range.1y': '1 Jahr',
  'timeline.rangeIn':
    '{range, select, 24h {den letzten 24 Stunden} 7d {den letzten 7 Tagen} 90d {den letzten 90 Tagen} other {dem letzten Jahr}}',
  'timeline.checkNow': 'Jetzt prüfen',
  'timeline.closeWhich': 'den Zeitverlauf',
  'timeline.history': 'Der Verlauf',
  'timeline.loading': 'Der Verlauf wird geladen…',
  'timeline.chartLabel': 'Zeitverlauf: {summary}',
  'timeline.notWatched':
    'Diese Verbindung wird nicht überwacht: Wählen Sie unter Verbindungen ({shortcut}), wie oft, oder prüfen Sie sie einmal mit Jetzt prüfen.',
  'timeline.watched':
    'Sie wird {every} überwacht, solange die App geöffnet ist; ihre Ergebnisse erscheinen hier, sobald sie kommen.',
  'timeline.key': 'Legende',
  'timeline.key.snapshot': 'Snapshot gespeichert (zum Vergleichen klicken)',
  'timeline.key.event': 'Ereignis',
  'timeline.summary.none': 'Keine Überwachungsergebnisse in {range}.',
  'timeline.summary.part': '{class} {count, number}',
  'timeline.summary.runs':
    '{runs, plural, one {# Ergebnis} other {# Ergebnisse}} in {range}: {parts}{slow, select, yes {; langsamste Antwort {ms, number} ms} other {}}.',
  'timeline.summary.drawn':
    '{runs, plural, one {# Ergebnis} other {# Ergebnisse}} in {range}, gezeichnet als {buckets, number} Abschnitte von {stretch}, jeder in seiner schlechtesten Klasse: {parts}{slow, select, yes {; langsamste Antwort {ms, number} ms} other {}}.',
  'timeline.stretch.minutes': '{count, plural, one {etwa # Minute} other {etwa # Minuten}}',
  'timeline.stretch.hours': '{count, plural, one {etwa # Stunde} other {etwa # Stunden}}',
  'timeline.stretch.days': '{count, plural, one {etwa # Tag} other {etwa # Tagen}}',
  'timeline.series.slowest': 'Langsamste Antwort',
  'timeline.series.fastest': 'Schnellste Antwort',
  'timeline.series.categories': 'Warengruppen',
  'timeline.series.class': 'Klasse',
  'timeline.series.time': 'Zeit',
  'timeline.run.running': 'Wird jetzt geprüft…',
  'timeline.run.done': 'Jetzt geprüft: {summary}.',
  'timeline.run.failed': 'Die Prüfung konnte nicht laufen: {message}',
  'timeline.availability.none': 'Verfügbarkeit in {range}: <b>—</b> <muted>{reason}</muted>',
  'timeline.availability.title':
    'Verfügbarkeit = (verfügbar + eingeschränkt) / gezählte Läufe; eingeschränkte Läufe antworteten, verstießen aber gegen die Spezifikation. Läufe in einem Wartungsfenster, während dieser Computer offline war oder hier kein Token hatte, werden nicht gezählt.',
  'timeline.availability.figure': 'Verfügbarkeit <b>{percent}</b>',
  'timeline.availability.noneDegraded': 'nichts eingeschränkt',
  'timeline.availability.incidents': '{count, plural, one {# Störung} other {# Störungen}}',
  'timeline.availability.inRange': 'in {range}',
  'timeline.more': '{count, number} weitere von {total, number} zeigen',
  'timeline.snapshots': 'Gespeicherte Snapshots ({count, number})',
  'timeline.noSnapshots':
    'Kein Lauf in diesem Zeitraum hat einen Snapshot gespeichert: nichts hat sich geändert.',
  'timeline.compare': 'Mit dem vorherigen vergleichen',
  'timeline.events': 'Ereignisse ({count, number})',
  'timeline.noEvents': 'Kein Ereignis in diesem Zeitraum: keine bestätigte Änderung von Klasse oder Inhalt.',
  'timeline.showChanges': 'Änderungen zeigen',
  'timeline.openDiagnostics': 'Diagnose öffnen',
  'timeline.maintenance.heading': 'In Wartung ({count, number})',
  'timeline.maintenance.stretch':
    'bis <time>{to}</time>: {runs, plural, one {# Lauf} other {# Läufe}}, keine Benachrichtigung',
  'timeline.note.notListed': 'Die Snapshots konnten nicht aufgelistet werden: {reason}',
  'timeline.note.hostRefused': 'der Host hat abgelehnt',
  'timeline.note.notKept':
    'Dieser Snapshot wird nicht mehr aufbewahrt: Jede Verbindung behält {keep, plural, one {ihren letzten Snapshot} other {ihre letzten # Snapshots}} und die angehefteten (siehe den Tab Änderungen).',
  'timeline.note.oldest':
    'Das ist der älteste aufbewahrte Snapshot dieser Verbindung: Es gibt keinen davor zum Vergleichen.',
};
