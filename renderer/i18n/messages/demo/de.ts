// Die Ansicht Demo-Server auf Deutsch: Warengruppe für eine Kategorie.
import type { demoEn } from './en';

export const demoDe: Readonly<Record<keyof typeof demoEn, string>> = {
  'demo.server.heading': 'Demo-Server',
  'demo.server.running': 'Läuft',
  'demo.server.stopped': 'Gestoppt',
  'demo.server.checking': 'Der Demo-Server wird geprüft…',
  'demo.server.address': 'Adresse',
  'demo.server.file': 'Datensatzdatei',
  'demo.server.company': 'Firma',
  'demo.server.categories': 'Warengruppen',
  'demo.server.stop': 'Server stoppen',
  'demo.server.start': 'Server starten',
  'demo.server.couldNotStart': 'Der Demo-Server konnte nicht starten: {failure}',
  'demo.server.damaged':
    'Öffnen Sie unten eine Datensatzdatei, um stattdessen sie bereitzustellen; sind die mitgelieferten Demodaten beschädigt, stellt eine erneute Installation von Retail Inspector sie wieder her.',
  'demo.server.startServes': 'Gestoppt. Starten stellt wieder {file} bereit.',
  'demo.server.bundled': 'die mitgelieferten Demodaten',
  'demo.server.reset': 'Auf die mitgelieferte Demo zurücksetzen',
  'demo.server.dropHint':
    'Oder ziehen Sie eine Datensatzdatei (.ridataset oder .json) an eine beliebige Stelle dieses Fensters. Eine Datei, die kein gültiger Datensatz ist, lässt den laufenden Server unverändert.',
  'demo.server.open': 'Datensatzdatei öffnen…',
  'demo.server.openInput': 'Zu öffnende Datensatzdatei',
  'demo.server.notDataset':
    'Nur Datensatzdateien (.ridataset oder .json) lassen sich auf dem Demo-Server öffnen.',
  'demo.server.tooLarge':
    'Sie ist {mb, number} MB groß, mehr als die App öffnet ({max, number} MB). Stellen Sie sie mit „retail-inspector serve --data FILE --max-size {next}“ bereit.',
  'demo.server.unreadable': 'Die Datei konnte nicht gelesen werden.',

  'demo.action.open': 'Der Datensatz wird geöffnet…',
  'demo.action.start': 'Der Demo-Server wird gestartet…',
  'demo.action.stop': 'Der Demo-Server wird gestoppt…',
  'demo.action.isStopped': 'Der Demo-Server ist gestoppt.',
  'demo.action.unchanged':
    'Der Demo-Server wurde nicht geändert: Er stellt weiter <strong>{company}</strong> unter <code>{url}</code> bereit.',

  'demo.drop.title': 'Ablegen, um es auf dem Demo-Server zu öffnen',
  'demo.drop.body':
    'Eine Datensatzdatei von Retail Inspector (.ridataset oder .json). Ist die Datei nicht gültig, bleibt der laufende Server, wie er ist.',

  'demo.faults.heading': 'Langsame oder unzuverlässige Installation',
  'demo.faults.intro':
    'Lässt den Demo-Server vor jeder Antwort warten oder einen Teil der Anfragen so scheitern, wie echte Installationen es tun (ein JSON-500, ein HTML-502 eines Proxys, ein 503, eine abgebrochene Verbindung), um zu zeigen, wie die App damit umgeht.',
  'demo.faults.legend': 'Fehler des Demo-Servers',
  'demo.faults.presets': 'Voreinstellungen',
  'demo.faults.normal': 'Normal',
  'demo.faults.slow': 'Langsam (2 s)',
  'demo.faults.flaky': 'Unzuverlässig (30 % Fehler)',
  'demo.faults.latency': 'Verzögerung (ms)',
  'demo.faults.rate': 'Fehlerquote (%)',
  'demo.faults.apply': 'Anwenden',
  'demo.faults.latencyRange': 'Geben Sie ganze Millisekunden von 0 bis {max, number} ein.',
  'demo.faults.rateRange': 'Geben Sie einen Prozentsatz von 0 bis 100 ein.',
  'demo.faults.notRunning': 'Starten Sie den Demo-Server, um ihn zu verlangsamen oder scheitern zu lassen.',
  'demo.faults.notChanged': 'Die Fehler konnten nicht geändert werden: {error}',
  'demo.faults.now': 'Der Demo-Server {latency} und {failures}.',
  'demo.faults.waits': 'wartet vor jeder Antwort {ms, number} ms',
  'demo.faults.atOnce': 'antwortet sofort',
  'demo.faults.fails': 'lässt {rate, number} % der Anfragen scheitern',
  'demo.faults.neverFails': 'scheitert nie absichtlich',

  'demo.capture.heading': 'Als Offline-Datensatz speichern',
  'demo.capture.intro':
    'Speichert die aktive Verbindung — ihre Einstellungen, jede Warengruppe und jedes Bild — als eine Datensatzdatei, die der Demo-Server ohne Netz bereitstellen kann.',
  'demo.capture.connection': 'Verbindung',
  'demo.capture.noneChosen': 'Noch keine gewählt',
  'demo.capture.fileName': 'Dateiname',
  'demo.capture.savedIn': 'Gespeichert in <code>{folder}</code>',
  'demo.capture.defaultFolder': 'dem Aufnahmeordner der App',
  'demo.capture.start': 'Aktive Verbindung als Offline-Datensatz speichern{dialog, select, yes {…} other {}}',
  'demo.capture.replaceTitle': 'Die vorhandene Datei ersetzen?',
  'demo.capture.replace': 'Ersetzen',
  'demo.capture.keep': 'Behalten',
  'demo.capture.exists':
    '<code>{file}</code> gibt es bereits. Ersetzen nimmt {connection} erneut auf und überschreibt die Datei.',
  'demo.capture.needName': 'Benennen Sie die zu speichernde Datei.',
  'demo.capture.badExtension': 'Der Name muss auf .ridataset oder .json enden.',
  'demo.capture.step':
    '{connection} wird aufgenommen: {phase, select, categories {die Warengruppen werden gelesen…} images {die Bilder werden heruntergeladen…} writing {die Datei wird geschrieben…} other {die Systeminformationen werden gelesen…}}',
  'demo.capture.cancelling': 'Die Aufnahme wird abgebrochen…',
  'demo.capture.progress': 'Fortschritt der Aufnahme',
  'demo.capture.counts': '{done, number} von {total, plural, one {# Bild} other {# Bildern}}',
  'demo.capture.countsFailed':
    '{done, number} von {total, plural, one {# Bild} other {# Bildern}}, {failed, number} fehlgeschlagen',
  'demo.capture.saved': '{connection} gespeichert',
  'demo.capture.savedWithout':
    '{connection} gespeichert, ohne {count, plural, one {# Bild} other {# Bilder}}',
  'demo.capture.savedViolations':
    '{connection} so gespeichert, wie es antwortete: {count, plural, one {# Wert verstößt} other {# Werte verstoßen}} gegen die Spezifikation',
  'demo.capture.categories': '{count, plural, one {# Warengruppe} other {# Warengruppen}}',
  'demo.capture.embedded': '{count, plural, one {# Bild eingebettet} other {# Bilder eingebettet}}',
  'demo.capture.failed': '{count, plural, one {# Bild fehlgeschlagen} other {# Bilder fehlgeschlagen}}',
  'demo.capture.failedImages':
    'Diese Bilder konnten nicht aufgenommen werden; ihre Warengruppen behalten die ursprüngliche Adresse:',
  'demo.capture.failedLabel': 'Nicht aufgenommene Bilder',
  'demo.capture.more': '… und {count, number} weitere.',
  'demo.capture.openInDemo': 'Im Demo-Server öffnen',
  'demo.capture.done': 'Fertig',
  'demo.capture.cancelled': 'Die Aufnahme wurde abgebrochen. Nichts wurde geschrieben.',
  'demo.capture.failedTitle': 'Die Aufnahme ist fehlgeschlagen: {title}',
  'demo.capture.nothingWritten': '{advice} Nichts wurde geschrieben.',
  'demo.capture.violations':
    'Die Datei enthält, was die Installation antwortete, und verstößt daher ebenfalls gegen die Spezifikation. Der Demo-Server öffnet nur Dateien, die ihr folgen; spielen Sie diese mit <code>retail-inspector serve --allow-violations --data FILE</code> ab.',
  'demo.capture.violationsLabel': 'Werte, die gegen die Spezifikation verstoßen',
  'demo.msg.notOpened': '{name} konnte nicht geöffnet werden',
  'demo.msg.theDataset': 'Der Datensatz',
  'demo.msg.theDatasetLower': 'dem Datensatz',
  'demo.msg.nowServing':
    'Jetzt wird {company} ({count, plural, one {# Warengruppe} other {# Warengruppen}}) aus {from} bereitgestellt.',
  'demo.msg.running': 'Der Demo-Server läuft unter {url}.',
  'demo.msg.notStarted': 'Der Demo-Server konnte nicht starten',
  'demo.msg.notStopped': 'Der Demo-Server konnte nicht stoppen',
  'demo.msg.bundledNotStarted': 'Die mitgelieferte Demo konnte nicht starten',
  'demo.msg.servingBundled': 'Jetzt wird die mitgelieferte Demo bereitgestellt, {company}.',
  'demo.capture.notWritten': 'Die Datei konnte nicht geschrieben werden',
  'demo.capture.notStarted': 'Die Aufnahme konnte nicht starten',
  'demo.capture.fixCause': 'Beheben Sie die Ursache oben und versuchen Sie es dann erneut.',
};
