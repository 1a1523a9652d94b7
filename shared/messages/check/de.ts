// Die Prüfungen auf Deutsch: die Regel jeder Prüfung, was sie fand, und unsere Sätze unter den Belegen.
import type { checkEn } from './en';

export const checkDe: Record<keyof typeof checkEn, string> = {
  'check.reachable.title': '{operation} antwortet mit JSON',
  'check.reachable.answered': 'beantwortet in {timing}',
  'check.reachable.failed': '{failure} ({timing})',
  'check.timing.noAnswer': 'nach {ms} ms',
  'check.timing.answer': '{ms} ms, HTTP {status}, {bytes} Bytes',
  'check.shape.title': '{operation} entspricht der Spezifikation',
  'check.shape.conforms': 'jedes Feld hat den festgelegten Typ und das festgelegte Format',
  'check.shape.problems': '{count, plural, one {# Problem} other {# Probleme}}',
  'check.status.title': '{operation} antwortet mit status: true',
  'check.status.false': 'status:false: {message}',
  'check.notOffered':
    'die Installation bietet {operation, select, info {die Systeminformationen} other {die Warengruppen}} nicht an: {message}',
  'check.notOffered.detail':
    '{answered} hat unter dieser Adresse geantwortet, die Adresse stimmt also; {operation} hat mit dem Fehler der Spezifikation für eine Operation geantwortet, die die Installation nicht anbietet, daher konnte sie nicht geprüft werden.',

  'check.tolerated.title': '{operation}: {rule}',
  'check.tolerated.bom': 'Der Inhalt beginnt ohne Bytereihenfolgemarke',
  'check.tolerated.latin1': 'Der Inhalt ist UTF-8',
  'check.tolerated.invalid-utf8': 'Der Inhalt ist UTF-8',
  'check.tolerated.content-type': 'Die Antwort wird als application/json gesendet',
  'check.tolerated.redirect': 'Die Operation antwortet unter ihrer eigenen Adresse',
  'check.tolerated.token-echo': 'Die Antwort enthält das Token nicht',
  'check.tolerated.strictFails':
    'Eine strenge Lesart der Spezifikation (RFC 8259 JSON) scheitert hier, daher ist der Exit-Code mindestens 1.',
  'check.rule': 'Regel: {clause}.',

  'check.currency.title': 'Die Standardwährung ist ein Währungscode',
  'check.currency.known': '{currency} ist eine bekannte Währung',
  'check.currency.unknown': 'default_currency: „{currency}“ ist kein Währungscode, den Intl kennt',
  'check.timezone.title': 'Die Zeitzone ist ein bekannter Name der Form Region/Stadt',
  'check.timezone.known': '{zone} ist eine bekannte Zeitzone',
  'check.timezone.unknown': 'timezone: „{zone}“ ist keine Zeitzone, die Intl kennt',
  'check.decimals.title': 'Dezimalstellen sind Anzahlen von Ziffern',
  'check.decimals.both': 'Dezimalstellen {decimals}, Mengen-Dezimalstellen {quantities}',
  'check.decimals.amounts': 'Dezimalstellen {decimals}',
  'check.decimals.quantities': 'Mengen-Dezimalstellen {quantities}',
  'check.decimals.large': '{shown} (mehr als 10 ist ungewöhnlich; die Spezifikation setzt keine Grenze)',
  'check.logo.title': 'Das Logo lässt sich laden',
  'check.logo.broken': 'das Logo {problem}',
  'check.logo.redirected': 'das Logo lässt sich erst nach einer Weiterleitung nach {target} laden',
  'check.logo.loads': '{url} lässt sich laden ({type}, {bytes} Bytes)',

  'check.image.status': 'antwortete mit HTTP {status}',
  'check.image.tooLarge': 'ist größer als {megabytes} MB',
  'check.image.notImage': 'ist {type}, kein Bild',
  'check.image.untyped': 'hat keinen Inhaltstyp, ist also kein Bild',
  'check.image.timeout': 'wurde nicht innerhalb von {seconds} s geladen',
  'check.image.unfetched': 'konnte nicht abgerufen werden ({reason})',
  'check.image.broken': '{url} {problem}',

  'check.ascii.title': 'Adressen sind in ASCII geschrieben',
  'check.ascii.found':
    '{count, plural, one {{count, number} Adresse enthält} other {{count, number} Adressen enthalten}} Zeichen außerhalb von ASCII; Browser und Retail Inspector lesen sie, ein strenger Client nach RFC 3986 vielleicht nicht (kodieren Sie sie als UTF-8 in Prozentschreibweise)',
  'check.moreProblems': '… und {count} weitere Probleme',

  'check.count.title': 'Die Warengruppen werden aufgelistet',
  'check.count.empty': 'die Liste ist leer: die Installation hat keine Warengruppen',
  'check.count.listed': '{count, plural, one {# Warengruppe} other {# Warengruppen}}',
  'check.ids.title': 'Die IDs der Warengruppen sind eindeutig',
  'check.ids.unique': 'jede ID ist eindeutig',
  'check.ids.repeated':
    '{count, plural, one {{count, number} Zeile wiederholt eine frühere ID} other {{count, number} Zeilen wiederholen eine frühere ID}}',
  'check.ids.repeats': 'rows[{row}].id: „{id}“ wiederholt rows[{first}].id',
  'check.placeholder.title': 'Das Platzhalterbild lässt sich laden',
  'check.placeholder.none': 'jede Warengruppe hat ein eigenes Bild',
  'check.placeholder.loads':
    '{count, plural, one {{count, number} Warengruppe zeigt {url}; es lässt sich laden} other {{count, number} Warengruppen teilen sich {url}; es lässt sich laden}}',
  'check.placeholder.redirected':
    '{count, plural, one {{count, number} Warengruppe zeigt {url}; es lässt sich erst nach einer Weiterleitung nach {target} laden} other {{count, number} Warengruppen teilen sich {url}; es lässt sich erst nach einer Weiterleitung nach {target} laden}}',
  'check.placeholder.broken':
    '{count, plural, one {{count, number} Warengruppe zeigt ein Bild; es {problem}} other {{count, number} Warengruppen teilen sich ein Bild; es {problem}}}',
  'check.images.title': 'Die Bilder der Warengruppen lassen sich laden',
  'check.images.redirected':
    '{moved} von {tried} geprüften Bildern lassen sich erst nach einer Weiterleitung laden',
  'check.images.noCategory': 'keine Warengruppe, also kein Bild zu prüfen',
  'check.images.onlyShared': 'kein weiteres Bild zu prüfen: jede Warengruppe zeigt das gemeinsame',
  'check.images.load': '{tried} von {distinct} verschiedenen Bildern geprüft, alle lassen sich laden',
  'check.images.broken': '{broken} von {tried} geprüften Bildern lassen sich nicht laden',

  'check.certificate.title':
    'Das TLS-Zertifikat ist noch mindestens {days, plural, one {# Tag} other {# Tage}} gültig',
  'check.certificate.expires': 'das Zertifikat läuft in {days, plural, one {# Tag} other {# Tagen}} ab',
  'check.certificate.renew':
    'Erneuern Sie es vorher: Sobald es abgelaufen ist, scheitert jeder Aufruf über https.',
  'check.certificate.line':
    'gültig bis {date} ({days, plural, one {# Tag} other {# Tage}}){issuer}{names}{fit}',
  'check.certificate.issuer': ', ausgestellt von {issuer}',
  'check.certificate.names': ', für {names}',
  'check.certificate.otherHost': ' (nicht der aufgerufene Host)',
};
