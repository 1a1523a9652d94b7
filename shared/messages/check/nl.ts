// De controles in het Nederlands: de regel van elke controle, wat ze vond, en onze zinnen tussen de
// bewijsregels.
import type { checkEn } from './en';

export const checkNl: Record<keyof typeof checkEn, string> = {
  'check.reachable.title': '{operation} antwoordt met JSON',
  'check.reachable.answered': 'beantwoord in {timing}',
  'check.reachable.failed': '{failure} ({timing})',
  'check.timing.noAnswer': 'na {ms} ms',
  'check.timing.answer': '{ms} ms, HTTP {status}, {bytes} bytes',
  'check.shape.title': '{operation} voldoet aan de specificatie',
  'check.shape.conforms': 'elk veld heeft het voorgeschreven type en formaat',
  'check.shape.problems': '{count, plural, one {# probleem} other {# problemen}}',
  'check.status.title': '{operation} antwoordt status: true',
  'check.status.false': 'status:false: {message}',
  'check.notOffered':
    'de installatie biedt {operation, select, info {de systeeminformatie} other {de artikelgroepen}} niet aan: {message}',
  'check.notOffered.detail':
    '{answered} antwoordde op dit adres, dus het adres klopt; {operation} antwoordde met de fout die de specificatie voorschrijft voor een bewerking die de installatie niet aanbiedt, dus die kon niet worden gecontroleerd.',

  'check.tolerated.title': '{operation}: {rule}',
  'check.tolerated.bom': 'De inhoud begint zonder bytevolgordemarkering',
  'check.tolerated.latin1': 'De inhoud is UTF-8',
  'check.tolerated.invalid-utf8': 'De inhoud is UTF-8',
  'check.tolerated.content-type': 'Het antwoord wordt als application/json verstuurd',
  'check.tolerated.redirect': 'De bewerking antwoordt op haar eigen adres',
  'check.tolerated.token-echo': 'Het antwoord bevat het token niet',
  'check.tolerated.strictFails':
    'Een strikte lezing van de specificatie (JSON volgens RFC 8259) faalt hier, dus de afsluitcode is minstens 1.',
  'check.rule': 'Regel: {clause}.',

  'check.currency.title': 'De standaardvaluta is een valutacode',
  'check.currency.known': '{currency} is een bekende valuta',
  'check.currency.unknown': 'default_currency: ‘{currency}’ is geen valutacode die Intl kent',
  'check.timezone.title': 'De tijdzone is een bekende naam van de vorm regio/stad',
  'check.timezone.known': '{zone} is een bekende tijdzone',
  'check.timezone.unknown': 'timezone: ‘{zone}’ is geen tijdzone die Intl kent',
  'check.decimals.title': 'Decimalen zijn aantallen cijfers',
  'check.decimals.both': 'decimalen {decimals}, decimalen voor hoeveelheden {quantities}',
  'check.decimals.amounts': 'decimalen {decimals}',
  'check.decimals.quantities': 'decimalen voor hoeveelheden {quantities}',
  'check.decimals.large': '{shown} (meer dan 10 is ongebruikelijk; de specificatie stelt geen grens)',
  'check.logo.title': 'Het logo laadt',
  'check.logo.broken': 'het logo {problem}',
  'check.logo.redirected': 'het logo laadt pas na een omleiding naar {target}',
  'check.logo.loads': '{url} laadt ({type}, {bytes} bytes)',

  'check.image.status': 'antwoordde HTTP {status}',
  'check.image.tooLarge': 'is groter dan {megabytes} MB',
  'check.image.notImage': 'is {type}, geen afbeelding',
  'check.image.untyped': 'heeft geen inhoudstype, dus geen afbeelding',
  'check.image.timeout': 'laadde niet binnen {seconds} s',
  'check.image.unfetched': 'kon niet worden opgehaald ({reason})',
  'check.image.broken': '{url} {problem}',

  'check.ascii.title': 'Adressen zijn in ASCII geschreven',
  'check.ascii.found':
    '{count, plural, one {{count, number} adres bevat} other {{count, number} adressen bevatten}} tekens buiten ASCII; browsers en Retail Inspector lezen ze, een strikte client volgens RFC 3986 misschien niet (codeer ze als UTF-8 met procenttekens)',
  'check.moreProblems': '… en nog {count} problemen',

  'check.count.title': 'Artikelgroepen worden vermeld',
  'check.count.empty': 'de lijst is leeg: de installatie heeft geen artikelgroepen',
  'check.count.listed': '{count, plural, one {# artikelgroep} other {# artikelgroepen}}',
  'check.ids.title': 'De id’s van de artikelgroepen zijn uniek',
  'check.ids.unique': 'elke id is uniek',
  'check.ids.repeated':
    '{count, plural, one {{count, number} rij herhaalt een eerdere id} other {{count, number} rijen herhalen een eerdere id}}',
  'check.ids.repeats': 'rows[{row}].id: ‘{id}’ herhaalt rows[{first}].id',
  'check.placeholder.title': 'De plaatsvervangende afbeelding laadt',
  'check.placeholder.none': 'elke artikelgroep heeft een eigen afbeelding',
  'check.placeholder.loads':
    '{count, plural, one {{count, number} artikelgroep toont {url}, dat laadt} other {{count, number} artikelgroepen delen {url}, dat laadt}}',
  'check.placeholder.redirected':
    '{count, plural, one {{count, number} artikelgroep toont {url}, dat pas laadt na een omleiding naar {target}} other {{count, number} artikelgroepen delen {url}, dat pas laadt na een omleiding naar {target}}}',
  'check.placeholder.broken':
    '{count, plural, one {{count, number} artikelgroep toont een afbeelding; die {problem}} other {{count, number} artikelgroepen delen een afbeelding; die {problem}}}',
  'check.images.title': 'De afbeeldingen van de artikelgroepen laden',
  'check.images.redirected': '{moved} van {tried} geprobeerde afbeeldingen laden pas na een omleiding',
  'check.images.noCategory': 'geen artikelgroep, dus geen afbeelding om te proberen',
  'check.images.onlyShared': 'geen andere afbeelding om te proberen: elke artikelgroep toont de gedeelde',
  'check.images.load': '{tried} van {distinct} verschillende afbeeldingen geprobeerd, alle laden',
  'check.images.broken': '{broken} van {tried} geprobeerde afbeeldingen laden niet',

  'check.certificate.title':
    'Het TLS-certificaat is nog minstens {days, plural, one {# dag} other {# dagen}} geldig',
  'check.certificate.expires': 'het certificaat verloopt over {days, plural, one {# dag} other {# dagen}}',
  'check.certificate.renew':
    'Vernieuw het vóór die tijd: zodra het verlopen is, mislukt elke aanroep via https.',
  'check.certificate.line':
    'geldig tot {date} ({days, plural, one {# dag} other {# dagen}}){issuer}{names}{fit}',
  'check.certificate.issuer': ', uitgegeven door {issuer}',
  'check.certificate.names': ', voor {names}',
  'check.certificate.otherHost': ' (niet de aangeroepen host)',
};
