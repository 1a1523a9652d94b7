// The Diagnostics view in de: only the renderer's own words; the verdict and the checks come from shared/.
import type { diagnosticsEn } from './en';

export const diagnosticsDe: Readonly<Record<keyof typeof diagnosticsEn, string>> = {
  'diagnostics.heading': 'Diagnose',
  'diagnostics.intro': 'Prüft <strong>{name}</strong> gegen die Spezifikation der API v2.',
  'diagnostics.loadingConnections': 'Die Verbindungen werden geladen…',
  'diagnostics.run': 'Prüfungen ausführen',
  'diagnostics.running': 'Die Prüfungen laufen…',
  'diagnostics.what': 'Die Prüfungen',
  'diagnostics.cancelled':
    '{before, select, yes {Die Prüfungen wurden abgebrochen; der Bericht unten stammt vom Lauf davor.} other {Die Prüfungen wurden abgebrochen.}}',
  'diagnostics.empty': 'Noch keine Prüfungen ausgeführt.',
  'diagnostics.emptyAdvice':
    '„Prüfungen ausführen“ ruft beide Operationen der verwendeten Verbindung auf und prüft jede Regel der Spezifikation, wie es <code>retail-inspector check</code> tut. Der Bericht lässt sich für ein Ticket exportieren.',
  'diagnostics.announce':
    'Prüfungen fertig: {verdict}. {pass, number} bestanden, {warn, plural, one {# Warnung} other {# Warnungen}}, {fail, number} fehlgeschlagen.',
  'diagnostics.checks': 'Prüfungen',
  'diagnostics.calls': 'Aufrufe',
  'diagnostics.environment': 'Umgebung',
  'diagnostics.crashDumps': 'Absturzberichte',
  'diagnostics.evidence': 'Belege: {title}',
  'diagnostics.fewerLines': 'Weniger Zeilen zeigen',
  'diagnostics.allLines': '{count, plural, one {# Zeile zeigen} other {Alle # Zeilen zeigen}}',
  'diagnostics.withWarnings': '{verdict}, mit Warnungen',
  'diagnostics.stopped': 'Was es verhinderte:',
  'diagnostics.answersAt':
    'Die API antwortet unter <code>{url}</code>: Verwenden Sie das als Adresse der Verbindung.',
  'diagnostics.counts':
    '{pass, number} bestanden · {warn, plural, one {# Warnung} other {# Warnungen}} · {fail, number} fehlgeschlagen',
  'diagnostics.connection': 'Verbindung',
  'diagnostics.baseUrl': 'Basis-URL',
  'diagnostics.notCallable': 'nicht aufrufbar',
  'diagnostics.checkedAt': 'Geprüft um',
  'diagnostics.call.notMade': 'Nicht ausgeführt: Der erste Aufruf hat die Installation nicht erreicht.',
  'diagnostics.call.http': 'HTTP',
  'diagnostics.call.noAnswer': 'keine Antwort',
  'diagnostics.call.duration': 'Dauer',
  'diagnostics.call.firstByte': 'Erstes Byte',
  'diagnostics.call.size': 'Größe',
  'diagnostics.call.info': 'den Info-Aufruf',
  'diagnostics.call.categories': 'den Warengruppen-Aufruf',
  'diagnostics.call.copy': 'Als curl kopieren',
  'diagnostics.call.copied': 'Kopiert',
  'diagnostics.call.tryAgain': 'Erneut versuchen',
  'diagnostics.call.copyFor': 'für {what}',
  'diagnostics.call.tryAgainWhat': 'um {what} als curl zu kopieren',
  'diagnostics.call.asCurl': '{what} als curl',
  'diagnostics.call.tolerated': 'Tolerierte Fehler beim Lesen von {what}',
  'diagnostics.call.tokenNote':
    'Die Befehle lesen das Token aus <code>RETAIL_INSPECTOR_TOKEN</code>: Setzen Sie es zuerst in Ihrer Shell.',
  'diagnostics.env.os': 'Betriebssystem',
  'diagnostics.env.notUsed': 'nicht verwendet (Web-Host)',
  'diagnostics.env.browser': '{name} (Browser)',
  'diagnostics.env.someBrowser': 'Browser',
  'diagnostics.env.unknown': 'unbekannt',
  'diagnostics.export.har': 'HAR (Anfrageprotokoll)',
};
