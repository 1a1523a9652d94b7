// Was main über eine Verbindung sagt, auf Deutsch: Adresse, Hinweise, Weiterleitungen, Verbindungstest.
import type { connectionEn } from './en';

export const connectionDe: Record<keyof typeof connectionEn, string> = {
  'connection.address.empty': 'Geben Sie die Adresse der Installation ein, z. B. https://shop.example.com',
  'connection.address.noScheme':
    'Die Adresse hat kein Schema (http:// oder https://); geben Sie sie vollständig ein, z. B. https://shop.example.com',
  'connection.address.noSchemeMeant':
    'Die Adresse hat kein Schema (http:// oder https://): Meinten Sie {address}?',
  'connection.address.notWeb': 'Das ist keine Webadresse; geben Sie eine wie https://shop.example.com ein',
  'connection.address.scheme': 'Nur http- und https-Adressen werden unterstützt, nicht {scheme}',
  'connection.address.credentials':
    'Entfernen Sie Benutzername und Passwort aus der Adresse; verwenden Sie das Token-Feld',
  'connection.address.plainHttp':
    'Einfaches http sendet das Token unverschlüsselt. Verwenden Sie https, oder markieren Sie die Verbindung als unsicher, wenn dieses Netzwerk vertrauenswürdig ist.',

  'connection.note.token':
    'Das Token wurde aus der eingefügten Adresse entfernt; geben Sie es in das Token-Feld ein.',
  'connection.note.query': 'Der Abfrageteil der Adresse wurde entfernt.',
  'connection.note.apiTail':
    'Die Adresse endete auf {tail}; Retail Inspector fügt die /api/v2/-Pfade selbst hinzu.',
  'connection.note.slashes':
    '{count, plural, one {Der abschließende Schrägstrich wurde entfernt.} other {Die abschließenden Schrägstriche wurden entfernt.}}',
  'connection.note.sessionUnsealed':
    'Das Token wird nur für diese Sitzung aufbewahrt: Der Schlüsselspeicher des Systems hat es nicht verschlüsselt. Speichern Sie es später erneut.',
  'connection.note.sessionOnly':
    'Das Token wird nur für diese Sitzung aufbewahrt: Dieser Computer kann es nicht sicher speichern.',

  'connection.redirect.otherHost':
    'Die Installation hat nach {origin} umgeleitet; dem wurde nicht gefolgt, damit das Token bei seinem Host bleibt.',
  'connection.redirect.loop': 'Mehr als {max} Weiterleitungen; die Adresse führt vermutlich im Kreis.',

  'connection.test.infoFaults':
    '{faults}. Der Bereich „Installation“ zeigt jede wie empfangen, mit dem Grund.',
  'connection.test.categoryFaults':
    '{faulty, plural, one {# von {total, plural, one {# Warengruppe} other {# Warengruppen}} verstößt} other {# von {total, plural, one {# Warengruppe} other {# Warengruppen}} verstoßen}} gegen die Spezifikation. Der Bereich „Warengruppen“ zeigt jede Zeile wie empfangen, ihre fehlerhaften Werte markiert.',
};
