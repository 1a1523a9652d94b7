// Das Urteil auf Deutsch: entspricht, verstößt oder konnte nicht geprüft werden, und warum.
import type { outcomeEn } from './en';

export const outcomeDe: Record<keyof typeof outcomeEn, string> = {
  'outcome.conforms': 'entspricht der Spezifikation',
  'outcome.violates': 'verstößt gegen die Spezifikation',
  'outcome.notChecked': 'konnte nicht geprüft werden',
  'outcome.notCheckedBecause': 'konnte nicht geprüft werden: {cause}',

  'outcome.cause.refused': 'die Installation hat den Aufruf abgelehnt',
  'outcome.cause.wrong-address': 'was unter dieser Adresse antwortet, lässt sich nicht als API v2 lesen',
  'outcome.cause.gateway-error': 'ein Server oder Proxy vor der Installation ist ausgefallen',
  'outcome.cause.unreachable': 'die Installation war nicht erreichbar',
  'outcome.cause.tls': 'die sichere Verbindung ist fehlgeschlagen',
  'outcome.cause.timeout': 'die Installation hat nicht rechtzeitig geantwortet',
  'outcome.cause.usage': 'die Adresse oder die Einstellungen können nicht verwendet werden',
  'outcome.cause.no-token': 'ihr Token ist auf diesem Computer nicht verfügbar',
  'outcome.cause.not-offered': 'die Installation bietet eine der Operationen nicht an',

  'outcome.advice.refused':
    'Die Installation hat geantwortet, den Aufruf aber abgelehnt, daher konnten ihre Daten nicht geprüft werden. Das ist kein Verstoß gegen die Spezifikation.',
  'outcome.advice.wrong-address':
    'Was unter dieser Adresse antwortet, lässt sich nicht als API v2 lesen (eine Webseite, nichts unter dem Pfad, eine Weiterleitung woandershin, eine Antwort, die zu groß oder zu tief verschachtelt ist): Der fehlgeschlagene Aufruf nennt, was davon zutrifft. Die Basis-URL ist der Teil der Adresse vor /api/v2/.',
  'outcome.advice.gateway-error':
    'Ein Server oder Proxy vor der Installation hat statt der API mit einem Fehler geantwortet: Versuchen Sie es später erneut, oder fragen Sie ihren Administrator.',
  'outcome.advice.unreachable':
    'Es kam keine Antwort: Prüfen Sie die Adresse, das Netzwerk dieses Computers und ob die Installation läuft.',
  'outcome.advice.tls':
    'Die sichere Verbindung ist fehlgeschlagen: Der fehlgeschlagene Aufruf sagt, warum und was zu tun ist.',
  'outcome.advice.timeout':
    'Die Installation hat nicht innerhalb des Zeitlimits geantwortet: Versuchen Sie es erneut, oder erhöhen Sie das Zeitlimit der Verbindung.',
  'outcome.advice.usage':
    'Die Adresse oder die Einstellungen können so nicht verwendet werden: Die fehlgeschlagene Prüfung sagt, warum.',
  'outcome.advice.no-token':
    'Die Verbindung hat ein Token, aber es ist hier nicht verfügbar, daher wurde die Installation nicht aufgerufen: Geben Sie das Token erneut ein (oder setzen Sie die Umgebungsvariable, die die Filialdatei nennt).',
  'outcome.advice.not-offered':
    'Die Installation hat unter dieser Adresse geantwortet, die Adresse stimmt also, aber sie bietet eine der Operationen nicht an (sie hat mit „Unknown method“ der Spezifikation geantwortet), daher konnte sie nicht vollständig geprüft werden. Das ist kein Verstoß gegen die Spezifikation.',
};
