// Ein fehlgeschlagener Aufruf auf Deutsch: was geschah und was zu tun ist.
import type { failureEn } from './en';

export const failureDe: Record<keyof typeof failureEn, string> = {
  'failure.network.dns.title': 'Der Servername wurde nicht gefunden',
  'failure.network.dns.action': 'Prüfen Sie die Adresse auf Tippfehler und ob dieser Computer online ist.',
  'failure.network.refused.title': 'Der Server hat die Verbindung abgelehnt',
  'failure.network.refused.action': 'Prüfen Sie Adresse und Port und ob die Installation läuft.',
  'failure.network.reset.title': 'Die Verbindung wurde unterbrochen',
  'failure.network.reset.action':
    'Versuchen Sie es erneut; passiert es immer wieder, stört vielleicht ein Proxy oder eine Firewall.',
  'failure.network.tls.title': 'Die sichere Verbindung ist fehlgeschlagen',
  'failure.network.tls.action':
    'Fragen Sie den Administrator der Installation; wird die Installation über einfaches HTTP bereitgestellt, verwenden Sie http://.',
  'failure.network.timeout.title': 'Die Installation hat nicht rechtzeitig geantwortet',
  'failure.network.timeout.action':
    'Versuchen Sie es erneut, oder erhöhen Sie das Zeitlimit der Verbindung, wenn die Installation langsam ist.',
  'failure.network.unreachable.title': 'Das Netzwerk erreicht den Server nicht',
  'failure.network.unreachable.action': 'Prüfen Sie die Netzwerkverbindung und das VPN dieses Computers.',
  'failure.network.blocked-port.title': 'Dieser Port kann aus der Desktop-App nicht aufgerufen werden',
  'failure.network.blocked-port.action':
    'Verwenden Sie retail-inspector check oder den Web-Host (retail-inspector web), die jeden Port aufrufen, oder stellen Sie die Installation auf einem anderen Port bereit.',
  'failure.network.proxy.title': 'Der Proxy hat die Verbindung nicht weitergeleitet',
  'failure.network.proxy.action':
    'Prüfen Sie die Proxy-Einstellungen (die des Systems für die Desktop-App; HTTPS_PROXY, HTTP_PROXY und NO_PROXY für die Befehlszeile und den Web-Host), oder fragen Sie, wer den Proxy betreibt.',
  'failure.network.other.title': 'Die Installation war nicht erreichbar',
  'failure.network.other.action': 'Prüfen Sie die Adresse und die Netzwerkverbindung dieses Computers.',

  'failure.tls.plain-http.title': 'Dieser Server spricht einfaches HTTP: Verwenden Sie http://',
  'failure.tls.plain-http.action': 'Beginnen Sie die Adresse mit http:// statt https://.',
  'failure.tls.untrusted.title': 'Dem Zertifikat des Servers wird nicht vertraut',
  'failure.tls.untrusted.action':
    'Bitten Sie den Administrator der Installation um ein Zertifikat einer vertrauenswürdigen Stelle; eine private Zertifizierungsstelle fügen Sie dem Zertifikatspeicher dieses Computers hinzu (Befehlszeile: NODE_EXTRA_CA_CERTS).',
  'failure.tls.expired.title': 'Das Zertifikat des Servers ist abgelaufen',
  'failure.tls.expired.action':
    'Bitten Sie den Administrator der Installation, es zu erneuern, und prüfen Sie die Uhr dieses Computers.',
  'failure.tls.wrong-host.title': 'Das Zertifikat des Servers gilt für einen anderen Namen',
  'failure.tls.wrong-host.action':
    'Verwenden Sie den Namen, für den das Zertifikat ausgestellt wurde, oder fragen Sie den Administrator der Installation.',

  'failure.api.title': 'Die Installation hat einen Fehler gemeldet',
  'failure.api.token': 'Die Installation hat das Token abgelehnt: Prüfen Sie das Token der Verbindung.',
  'failure.api.failing':
    'Die Installation hat Störungen oder wird gewartet: Versuchen Sie es später erneut, oder fragen Sie ihren Administrator.',
  'failure.api.message':
    'Die Meldung der Installation nennt, was schiefging; ist sie unklar, fragen Sie ihren Administrator.',
  'failure.nothingHere':
    'Unter dieser Adresse antwortet nichts auf diese Operation: Prüfen Sie die Adresse (den Teil vor /api/v2/).',

  'failure.status.title': 'Die Installation hat mit {status} geantwortet',
  'failure.status.refused':
    'Der Zugriff wurde verweigert: Prüfen Sie das Token der Verbindung, und fragen Sie den Administrator der Installation, ob eine Anmeldung, eine Firewall oder ein Proxy vor der API diesen Computer abweist.',
  'failure.status.proxyLogin':
    'Der Proxy verlangt Benutzername und Passwort: Tragen Sie sie in den Proxy-Einstellungen ein.',
  'failure.status.tooMany': 'Zu viele Anfragen: Warten Sie eine Weile, bevor Sie es erneut versuchen.',
  'failure.status.serverFailed':
    'Ein Server oder Proxy vor der Installation ist ausgefallen: Versuchen Sie es später erneut, oder fragen Sie ihren Administrator.',
  'failure.status.other':
    'Prüfen Sie die Adresse: Vielleicht verweist sie auf eine andere Website oder einen anderen Dienst.',

  'failure.cancelled.title': 'Abgebrochen',
  'failure.cancelled.detail': 'Die Anfrage wurde abgebrochen.',
  'failure.cancelled.action': 'Versuchen Sie es erneut, wenn Sie so weit sind.',

  'failure.notJson.title': 'Das sieht nicht nach der Retail-API aus',
  'failure.notJson.detail': 'Die Antwort war {contentType}: {preview}',
  'failure.notJson.action':
    'Prüfen Sie die Adresse: Vielleicht verweist sie auf eine Anmeldeseite oder eine andere Website.',

  'failure.contract.title': 'Die Antwort entspricht nicht der API-Spezifikation',
  'failure.contract.action':
    'Senden Sie diese Angaben an den Administrator der Installation: Die Antwort der Installation verstößt gegen die API-Spezifikation.',

  'failure.tooLarge.title': 'Die Antwort ist zu groß',
  'failure.tooLarge.detail': 'Sie wurde größer als {megabytes} MB.',
  'failure.tooLarge.action': 'Die Adresse verweist vielleicht auf etwas anderes als die API.',

  'failure.tooDeep.title': 'Die Antwort ist zu tief verschachtelt, um sie zu lesen',
  'failure.tooDeep.action':
    'Prüfen Sie die Adresse; stimmt sie, senden Sie diese Angaben an den Administrator der Installation.',
  'failure.nesting':
    '{path}: mehr als {limit, plural, one {# Ebene} other {# Ebenen}} tief verschachtelt; so tiefes JSON wird nicht gelesen (RFC 8259 §9 erlaubt Lesern, die Verschachtelung zu begrenzen)',

  'failure.redirect.title': 'Die Installation hat woandershin weitergeleitet',
  'failure.redirect.action': 'Geben Sie die Adresse ein, auf die sie weiterleitet, wenn Sie ihr vertrauen.',

  'failure.invalidUrl.title': 'Die Adresse kann nicht verwendet werden',
  'failure.invalidUrl.action': 'Korrigieren Sie die Adresse und versuchen Sie es erneut.',

  'failure.page.title': 'Der Server hat mit HTTP {status} und einer Webseite statt Daten geantwortet',
  'failure.page.titleOk':
    'Das sieht nicht nach der Retail-API aus: Statt Daten kam eine Webseite als Antwort',
  'failure.page.detail': '{page}. {meaning}',
  'failure.page.detailOnly': '{page}.',
  'failure.page.titled': '„{title}“',
  'failure.page.titledBy': '„{title}“ ({server})',
  'failure.page.untitled': 'Die Seite hat keinen Titel',
  'failure.page.from': 'Eine Seite von {server}',
  'failure.page.means.notApi':
    'Es ist wahrscheinlich eine Anmeldeseite oder eine andere Website, nicht die API.',
  'failure.page.means.502':
    'Ein Proxy zwischen diesem Computer und der Installation konnte sie nicht erreichen.',
  'failure.page.means.503':
    'Ein Proxy zwischen diesem Computer und der Installation meldet sie als nicht verfügbar: überlastet, angehalten oder in Wartung.',
  'failure.page.means.504':
    'Ein Proxy zwischen diesem Computer und der Installation hat vergeblich auf ihre Antwort gewartet.',
  'failure.page.means.refused':
    'Etwas vor der API (eine Anmeldung, eine Firewall oder ein Proxy) hat den Aufruf abgewiesen.',
  'failure.page.means.missing':
    'Der Webserver unter dieser Adresse hat keine solche Seite: Es ist nicht die API.',
  'failure.page.means.failed': 'Beim Antworten ist auf dem Server ein Fehler aufgetreten.',
  'failure.page.action.502':
    'Versuchen Sie es in ein paar Minuten erneut; schlägt es weiter fehl, fragen Sie den Administrator der Installation, ob die Installation hinter dem Proxy läuft.',
  'failure.page.action.503':
    'Versuchen Sie es später erneut: Die Installation wird vielleicht gewartet. Fragen Sie ihren Administrator, wenn es andauert.',
  'failure.page.action.504':
    'Versuchen Sie es in ein paar Minuten erneut; schlägt es weiter fehl, fragen Sie den Administrator der Installation, warum sie so langsam antwortet.',
};
