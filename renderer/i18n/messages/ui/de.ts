// The shared parts' words in German.
import type { uiEn } from './en';

export const uiDe: Readonly<Record<keyof typeof uiEn, string>> = {
  'ui.copy': 'Kopieren',
  'ui.copy.copied': 'Kopiert',
  'ui.copy.tryAgain': 'Erneut versuchen',
  'ui.copy.tryAgainWhat': '{what} zu kopieren',
  'ui.copy.done': '{what} kopiert.',
  'ui.copy.failed':
    '{what} konnte nicht kopiert werden: Die Zwischenablage ist hier nicht verfügbar. Markieren Sie den Text und kopieren Sie ihn mit Strg+C (⌘C auf dem Mac).',
  'ui.export': '{format} exportieren',
  'ui.export.busy': '{format} wird exportiert…',
  'ui.export.saved': 'Gespeichert als {file}',
  'ui.export.downloaded': 'Ihr Browser speichert sie als {file} in seinen Downloads.',
  'ui.export.cancelled': 'Export abgebrochen; nichts wurde gespeichert.',
  'ui.export.failed': 'Der {format}-Export ist fehlgeschlagen: {message}',
  'ui.failure.notLoaded': '{what}: Laden fehlgeschlagen',
  'ui.failure.notLoadedBecause': '{what}: Laden fehlgeschlagen – {verdict}',
  'ui.failure.violates': 'die Antwort verstößt gegen die Spezifikation',
  'ui.failure.notOffered': 'Die Installation bietet dies nicht an: {message}',
  'ui.failure.notOfferedAdvice':
    '{answered} antworten unter dieser Adresse, die Adresse stimmt also. Fragen Sie den Administrator der Installation, ob dieser Teil ihrer API aktiviert werden kann.',
  'ui.host.noProfile': 'Diese Verbindung gibt es nicht mehr',
  'ui.host.noProfileAdvice': 'Wählen Sie eine andere Verbindung.',
  'ui.host.profileStore': 'Die gespeicherten Verbindungen konnten nicht gelesen werden',
  'ui.host.profileStoreAdvice':
    'Prüfen Sie, ob der Datenordner der App lesbar ist, und versuchen Sie es erneut.',
  'ui.host.noToken': 'Das Token dieser Verbindung ist nicht auf diesem Computer',
  'ui.host.noTokenAdvice':
    'Geben Sie das Token erneut ein: Verbindungen, dann Diese Verbindung bearbeiten. Die Installation wurde nicht aufgerufen; mit ihr ist alles in Ordnung.',
  'ui.host.demo': 'Der Demo-Server konnte nicht starten',
  'ui.host.demoAdvice': 'Beheben Sie die oben genannte Ursache und versuchen Sie es erneut.',
  'ui.host.invalid': 'Der Inspector konnte diese Einstellungen nicht verwenden',
  'ui.host.invalidAdvice': 'Korrigieren Sie die oben genannten Einstellungen und versuchen Sie es erneut.',
  'ui.host.other': 'Der Inspector konnte dies nicht ausführen',
  'ui.host.otherAdvice': 'Versuchen Sie es erneut; passiert es wieder, starten Sie die App neu.',
  'ui.host.noHost': 'Der Inspector ist nicht mit seinem Host verbunden',
  'ui.host.noHostAdvice':
    'Starten Sie ihn mit „npm start“, oder öffnen Sie die Adresse, die „retail-inspector web“ ausgegeben hat.',
  'ui.page.show': 'Seite anzeigen',
  'ui.page.hide': 'Seite ausblenden',
  'ui.page.text': 'Text der Seite',
  'ui.page.empty': 'Die Seite hat keinen Text.',
  'ui.fault.breaks': '{label} verstößt gegen die API-Spezifikation',
  'ui.status.pass': 'Bestanden',
  'ui.status.warn': 'Warnung',
  'ui.status.fail': 'Fehler',
  'ui.status.notChecked': 'Nicht geprüft',
  'ui.what.settings': 'Die Einstellungen',
  'ui.what.categories': 'Die Warengruppen',
};
