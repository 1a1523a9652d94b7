// Der Verbindungen-Dialog auf Deutsch: Filiale für einen Shop, Warengruppe für eine Kategorie.
import type { connectionsEn } from './en';

export const connectionsDe: Readonly<Record<keyof typeof connectionsEn, string>> = {
  'connections.brand': 'Retail Inspector',
  'connections.select.label': 'Verbindung',
  'connections.select.unavailable': 'Nicht verfügbar',
  'connections.select.loading': 'Wird geladen…',
  'connections.button': 'Verbindungen…',
  'connections.refresh': 'Aktualisieren',
  'connections.address.demo': 'Demo-Server',
  'connections.address.label': 'Adresse',
  'connections.address.firstUse': 'startet bei der ersten Verwendung',
  'connections.insecure': 'unsicher (http)',
  'connections.dialog.title': 'Verbindungen',

  'connections.list.summaryLocked':
    'Keine gespeicherten Verbindungen, und in dieser Sitzung kann keine hinzugefügt werden.',
  'connections.list.summaryNone':
    'Noch keine gespeicherten Verbindungen: Fügen Sie die Adresse einer Installation hinzu und, falls verlangt, ihr Token.',
  'connections.list.summary':
    '{count, plural, one {Die eingebaute Demo und # gespeicherte Verbindung.} other {Die eingebaute Demo und # gespeicherte Verbindungen.}}',
  'connections.list.firstShown':
    'Die ersten {shown, number} von {count, number} werden gezeigt: Suchen Sie, um die anderen zu finden.',
  'connections.list.noMatch': 'Keine gespeicherte Verbindung passt zu „{query}“.',
  'connections.list.shown':
    '{shown, number} von {count, plural, one {# gespeicherten Verbindung} other {# gespeicherten Verbindungen}} angezeigt.',
  'connections.list.shownOfMatching':
    '{shown, number} von {count, plural, one {# gespeicherten Verbindung} other {# gespeicherten Verbindungen}} angezeigt, von {matching, number} passenden.',
  'connections.list.add': 'Verbindung hinzufügen',
  'connections.list.search': 'Verbindungen nach Name oder Adresse suchen',
  'connections.list.searchPlaceholder': 'Name oder Adresse suchen',
  'connections.list.sortBy': 'Sortieren nach',
  'connections.sort.name': 'Name',
  'connections.sort.address': 'Adresse',
  'connections.sort.watch': 'Überwachte zuerst',

  'connections.item.inUse': 'In Verwendung',
  'connections.item.edit': 'Bearbeiten',
  'connections.item.delete': 'Löschen',
  'connections.item.deleteTitle': '„{name}“ löschen?',
  'connections.item.deleteConfirm': 'Verbindung löschen',
  'connections.item.keep': 'Behalten',
  'connections.item.deleteBody':
    '{active, select, yes {Adresse und Token werden von diesem Computer entfernt; das lässt sich nicht rückgängig machen. Stattdessen wird die Demo-Verbindung verwendet.} other {Adresse und Token werden von diesem Computer entfernt; das lässt sich nicht rückgängig machen.}}',
  'connections.watch': 'Überwachen',
  'connections.use': 'Verwenden',

  'connections.demo.builtIn': 'Eingebaut',
  'connections.demo.name': 'Demo (offline)',
  'connections.demo.checking': 'Der Demo-Server wird geprüft…',
  'connections.demo.stopped': 'Gestoppt — er startet, wenn die Demo-Verbindung verwendet wird.',
  'connections.demo.running': 'Läuft',
  'connections.demo.what': '{company}, {count, plural, one {# Warengruppe} other {# Warengruppen}}',
  'connections.demo.noToken':
    'Kein Token nötig: Ein Server auf diesem Computer liefert die mitgelieferten Beispieldaten.',
  'connections.demo.stop': 'Server stoppen',
  'connections.demo.start': 'Server starten',

  'connections.fleet.title': 'Filialdatei',
  'connections.fleet.import': 'Importieren…',
  'connections.fleet.exportCsv': 'Als CSV exportieren',
  'connections.fleet.exportJson': 'Als JSON exportieren',
  'connections.fleet.hint':
    'Die Datei, die <code>retail-inspector check --fleet</code> liest: CSV <code>name,base_url,token_env</code> (und <code>insecure</code>, <code>token</code>) oder JSON. Verbindungen werden über den Namen zugeordnet. Das Token einer Zeile steht in der Spalte <code>token</code>, sonst in der Umgebungsvariablen, die <code>token_env</code> nennt (eine, die mit <code>RETAIL_INSPECTOR_TOKEN</code> beginnt); es wird nie angezeigt und nie exportiert.',

  'connections.storage.fileProblem': 'Mit den gespeicherten Verbindungen gibt es ein Problem',
  'connections.storage.fileLocked':
    'Bis zum Neustart des Inspectors können Verbindungen weder hinzugefügt noch geändert oder gelöscht werden.',
  'connections.storage.weakTitle': 'Tokens werden mit schwachem Schutz gespeichert',
  'connections.storage.weakBody':
    'Sie haben das erlaubt. Wer Ihre Dateien lesen kann, kann die gespeicherten Tokens wiederherstellen.',
  'connections.storage.stop': 'Tokens nicht mehr speichern',
  'connections.storage.stopNote':
    'Gespeicherte Tokens werden dann aus der Datei entfernt und nur für diese Sitzung behalten.',
  'connections.storage.sessionTitle': 'Tokens werden nur für diese Sitzung behalten',
  'connections.storage.sessionBody':
    '{why} Sie werden beim Schließen des Inspectors vergessen, und Sie geben sie beim nächsten Mal erneut ein.',
  'connections.storage.confirmTitle': 'Tokens mit schwachem Schutz speichern?',
  'connections.storage.confirm': 'Tokens mit schwachem Schutz speichern',
  'connections.storage.confirmCancel': 'Nur für diese Sitzung behalten',
  'connections.storage.confirmOnly':
    'Wählen Sie dies nur auf einem Computer, den Sie allein benutzen. Sie können es jederzeit zurücknehmen.',
  'connections.storage.allow': 'Tokens mit schwachem Schutz speichern…',
  'connections.storage.secure':
    'Tokens werden vom Schlüsselspeicher dieses Computers verschlüsselt gespeichert.',
  'connections.storage.whyWeak':
    'Der Schlüsselspeicher dieses Computers bietet nur schwachen Schutz (kein Schlüsselbund ist entsperrt), daher werden Tokens nicht auf die Festplatte geschrieben.',
  'connections.storage.whyNone':
    'Der Inspector hat auf diesem Computer keinen sicheren Schlüsselspeicher, daher werden Tokens nicht auf die Festplatte geschrieben.',
  'connections.storage.askedAgain':
    'Sie haben erlaubt, Tokens mit einem in die App eingebauten Schlüssel verschlüsselt zu speichern. Hier ließen sie sich gar nicht verschlüsseln, daher fragt der Inspector erneut.',
  'connections.storage.riskWeak':
    'Tokens werden in die Verbindungsdatei geschrieben, verschlüsselt mit einem in die App eingebauten Schlüssel. Wer Ihre Dateien lesen kann — ein anderer Administrator, eine Sicherung, Schadsoftware —, kann sie entschlüsseln und Ihre Installationen verwenden.',
  'connections.storage.riskNone':
    'Tokens werden ohne Verschlüsselung, nur codiert, in die Verbindungsdatei geschrieben. Wer Ihre Dateien lesen kann — ein anderer Administrator, eine Sicherung, Schadsoftware —, kann sie lesen und Ihre Installationen verwenden.',

  'connections.token.kept.secure': 'sicher gespeichert: verschlüsselt vom Schlüsselspeicher dieses Computers',
  'connections.token.kept.weak':
    'mit schwachem Schutz gespeichert: Wer Ihre Dateien lesen kann, kann es wiederherstellen',
  'connections.token.kept.session': 'nur diese Sitzung: wird beim Schließen des Inspectors vergessen',
  'connections.token.set': 'Token gesetzt',
  'connections.token.setHint': 'Token gesetzt {hint}',
  'connections.token.none': 'Kein Token',
  'connections.token.label': 'Token',
  'connections.token.optional': '(optional)',
  'connections.token.keepCurrent': 'Aktuelles Token behalten',
  'connections.token.remove': 'Token entfernen',
  'connections.token.hidden': 'verborgen',
  'connections.token.hintRemoved': 'Das gespeicherte Token wird beim Speichern entfernt.',
  'connections.token.hintShort':
    'Dieses Token ist kürzer als {chars, plural, one {# Zeichen} other {# Zeichen}}: leicht zu erraten und nur dort maskiert, wo es gesendet wird (et_auth_token=…), nie in den Daten der Installation, die es ebenfalls enthalten können. Bitten Sie den Administrator der Installation um ein längeres.',
  'connections.token.hintSet':
    'Ein Token ist gesetzt ({hint}). Lassen Sie das Feld leer, um es zu behalten, oder geben Sie ein neues ein, um es zu ersetzen.',
  'connections.token.hintNew':
    'Wird beim Laden der Warengruppen als et_auth_token gesendet; nach dem Speichern nie wieder angezeigt.',
  'connections.token.hintSession': '{hint} Ein neues Token wird nur für diese Sitzung behalten.',

  'connections.form.fromLink':
    'Aus einem Link ausgefüllt: Prüfen Sie Name und Adresse, geben Sie das Token ein, falls die Installation eines braucht, und speichern Sie dann. Bis dahin wird nichts gespeichert.',
  'connections.form.editTitle': '„{name}“ bearbeiten',
  'connections.form.newTitle': 'Neue Verbindung',
  'connections.form.name': 'Name',
  'connections.form.address': 'Adresse',
  'connections.form.addressHint':
    'Die Basisadresse der Installation; der Inspector ergänzt /api/v2/… selbst.',
  'connections.form.timeout': 'Zeitlimit (Sekunden)',
  'connections.form.insecure': 'Einfaches http erlauben (unsicher: das Token wird unverschlüsselt gesendet)',
  'connections.form.insecureHint':
    'Nur für ein vertrauenswürdiges Netz. Adressen auf diesem Computer (localhost) dürfen http auch ohne dies verwenden.',
  'connections.form.useAfterSave': 'Diese Verbindung nach dem Speichern verwenden',
  'connections.form.test': 'Verbindung testen',
  'connections.form.notSaved': 'Die Verbindung wurde nicht gespeichert',
  'connections.form.savingOff':
    'Speichern ist in dieser Sitzung aus: Die gespeicherten Verbindungen konnten nicht gelesen werden (siehe Hinweis in der Liste).',
  'connections.form.saving': 'Wird gespeichert…',
  'connections.form.save': 'Speichern',
  'connections.form.needName': 'Geben Sie der Verbindung einen Namen.',
  'connections.form.needAddress':
    'Geben Sie die Adresse der Installation ein, z. B. https://shop.example.com.',
  'connections.form.timeoutRange':
    'Geben Sie ein Zeitlimit von {min, number} bis {max, number} Sekunden ein.',

  'connections.test.running': 'Die Verbindung wird getestet…',
  'connections.test.cancel': 'Test abbrechen',
  'connections.test.cancelled': 'Der Test wurde abgebrochen.',
  'connections.test.connected': 'Verbunden: {company} — {ms} ms',
  'connections.test.accepted': 'Die Adresse antwortet und das Token wird akzeptiert.',
  'connections.msg.failed': '{what}: {reason}',
  'connections.msg.demoNotStarted': 'Der Demo-Server konnte nicht starten',
  'connections.msg.demoNotStopped': 'Der Demo-Server konnte nicht stoppen',
  'connections.msg.choiceNotSaved': 'Die Wahl konnte nicht gespeichert werden',
  'connections.msg.weakOn': 'Tokens werden jetzt mit schwachem Schutz gespeichert.',
  'connections.msg.weakOff':
    'Tokens werden nicht mehr gespeichert; sie werden nur für diese Sitzung behalten.',
  'connections.msg.saved':
    '{changes, select, yes {Die Änderungen an „{name}“ wurden gespeichert} other {„{name}“ wurde gespeichert}}{switched, select, yes { und ist jetzt in Verwendung.} other {.}}',
  'connections.msg.theConnection': 'Die Verbindung',
  'connections.msg.notDeleted': '„{name}“ konnte nicht gelöscht werden: {reason}',
  'connections.msg.deleted':
    '{fellBack, select, yes {„{name}“ wurde gelöscht. Jetzt ist die Demo-Verbindung in Verwendung.} other {„{name}“ wurde gelöscht.}}',
  'connections.what': 'Die Verbindungen',
  'connections.msg.notRemembered': 'Diese Wahl wird nicht gemerkt: {reason}',
  'connections.msg.watchNotSaved': 'Die Überwachungseinstellung wurde nicht gespeichert: {reason}',
  'connections.fleet.imported':
    '{done, plural, one {# Verbindung} other {# Verbindungen}} importiert: {added, plural, one {# hinzugefügt} other {# hinzugefügt}}, {updated, plural, one {# aktualisiert} other {# aktualisiert}}{merged, plural, =0 {} one {; # Zeile zusammengeführt} other {; # Zeilen zusammengeführt}}{skipped, plural, =0 {.} one {; # Zeile übersprungen.} other {; # Zeilen übersprungen.}}',
  'connections.fleet.nothingImported':
    '{skipped, plural, =0 {Nichts wurde importiert.} one {Nichts wurde importiert: # Zeile wurde übersprungen.} other {Nichts wurde importiert: # Zeilen wurden übersprungen.}}',
  'connections.fleet.lineSkipped': 'Zeile {line}: {reason}',
  'connections.fleet.lineMerged':
    'Zeile {line}: mit Zeile {into} gleichen Namens „{name}“ zusammengeführt (Adresse und Einstellungen dieser Zeile gelten)',
  'connections.fleet.moreLines': '… und {count, number} weitere.',
  'connections.fleet.noTokens':
    'Tokens werden nie exportiert: Jede Zeile nennt die Umgebungsvariable, aus der ihr Token gelesen wird.',
  'connections.fleet.saved': 'Die Verbindungen wurden als {file} gespeichert',
  'connections.fleet.downloaded': 'Ihr Browser speichert die Verbindungen als {file} in seinen Downloads.',
  'connections.fleet.notImported': 'Die Filialdatei wurde nicht importiert: {reason}',
  'connections.fleet.notExported': 'Die Filialdatei wurde nicht exportiert: {reason}',
};
