// Een mislukte aanroep in het Nederlands: wat er gebeurde en wat u kunt doen.
import type { failureEn } from './en';

export const failureNl: Record<keyof typeof failureEn, string> = {
  'failure.network.dns.title': 'De servernaam is niet gevonden',
  'failure.network.dns.action': 'Controleer het adres op typefouten, en of deze computer online is.',
  'failure.network.refused.title': 'De server weigerde de verbinding',
  'failure.network.refused.action': 'Controleer het adres en de poort, en of de installatie draait.',
  'failure.network.reset.title': 'De verbinding werd verbroken',
  'failure.network.reset.action':
    'Probeer het opnieuw; blijft het gebeuren, dan zit een proxy of firewall misschien in de weg.',
  'failure.network.tls.title': 'De beveiligde verbinding is mislukt',
  'failure.network.tls.action':
    'Vraag het de beheerder van de installatie; wordt de installatie via gewone HTTP aangeboden, gebruik dan http://.',
  'failure.network.timeout.title': 'De installatie antwoordde niet op tijd',
  'failure.network.timeout.action':
    'Probeer het opnieuw, of verhoog de time-out van de verbinding als de installatie traag is.',
  'failure.network.unreachable.title': 'Het netwerk bereikt de server niet',
  'failure.network.unreachable.action': 'Controleer de netwerkverbinding en de VPN van deze computer.',
  'failure.network.blocked-port.title': 'Deze poort kan niet vanuit de desktop-app worden aangeroepen',
  'failure.network.blocked-port.action':
    'Gebruik retail-inspector check of de webhost (retail-inspector web), die elke poort aanroepen, of bied de installatie op een andere poort aan.',
  'failure.network.proxy.title': 'De proxy gaf de verbinding niet door',
  'failure.network.proxy.action':
    'Controleer de proxy-instellingen (die van het systeem voor de desktop-app; HTTPS_PROXY, HTTP_PROXY en NO_PROXY voor de opdrachtregel en de webhost), of vraag het wie de proxy beheert.',
  'failure.network.other.title': 'De installatie was niet bereikbaar',
  'failure.network.other.action': 'Controleer het adres en de netwerkverbinding van deze computer.',

  'failure.tls.plain-http.title': 'Deze server spreekt gewone HTTP: gebruik http://',
  'failure.tls.plain-http.action': 'Begin het adres met http:// in plaats van https://.',
  'failure.tls.untrusted.title': 'Het certificaat van de server wordt niet vertrouwd',
  'failure.tls.untrusted.action':
    'Vraag de beheerder van de installatie om een certificaat van een vertrouwde instantie; voeg een eigen certificeringsinstantie toe aan het certificaatarchief van deze computer (opdrachtregel: NODE_EXTRA_CA_CERTS).',
  'failure.tls.expired.title': 'Het certificaat van de server is verlopen',
  'failure.tls.expired.action':
    'Vraag de beheerder van de installatie het te vernieuwen, en controleer de klok van deze computer.',
  'failure.tls.wrong-host.title': 'Het certificaat van de server is voor een andere naam',
  'failure.tls.wrong-host.action':
    'Gebruik de naam waarvoor het certificaat is uitgegeven, of vraag het de beheerder van de installatie.',

  'failure.api.title': 'De installatie meldde een fout',
  'failure.api.token': 'De installatie weigerde het token: controleer het token van de verbinding.',
  'failure.api.failing':
    'De installatie heeft een storing of is in onderhoud: probeer het later opnieuw, of vraag het haar beheerder.',
  'failure.api.message':
    'De melding van de installatie zegt wat er misging; is die onduidelijk, vraag het dan haar beheerder.',
  'failure.nothingHere':
    'Hier reageert niets op deze bewerking: controleer het adres (het deel vóór /api/v2/).',

  'failure.status.title': 'De installatie antwoordde {status}',
  'failure.status.refused':
    'De toegang werd geweigerd: controleer het token van de verbinding, en vraag de beheerder van de installatie of een aanmelding, firewall of proxy vóór de API deze computer weigert.',
  'failure.status.proxyLogin':
    'De proxy vraagt om een gebruikersnaam en wachtwoord: stel die in bij de proxy-instellingen.',
  'failure.status.tooMany': 'Te veel verzoeken: wacht even voordat u het opnieuw probeert.',
  'failure.status.serverFailed':
    'Een server of proxy vóór de installatie had een storing: probeer het later opnieuw, of vraag het haar beheerder.',
  'failure.status.other': 'Controleer het adres: het wijst misschien naar een andere website of dienst.',

  'failure.cancelled.title': 'Geannuleerd',
  'failure.cancelled.detail': 'Het verzoek is geannuleerd.',
  'failure.cancelled.action': 'Probeer het opnieuw wanneer u zover bent.',

  'failure.notJson.title': 'Dit lijkt niet op de retail-API',
  'failure.notJson.detail': 'Het antwoord was {contentType}: {preview}',
  'failure.notJson.action':
    'Controleer het adres: het wijst misschien naar een aanmeldpagina of een andere website.',

  'failure.contract.title': 'Het antwoord komt niet overeen met de API-specificatie',
  'failure.contract.action':
    'Stuur deze gegevens naar de beheerder van de installatie: het antwoord van de installatie schendt de API-specificatie.',

  'failure.tooLarge.title': 'Het antwoord is te groot',
  'failure.tooLarge.detail': 'Het werd groter dan {megabytes} MB.',
  'failure.tooLarge.action': 'Het adres wijst misschien naar iets anders dan de API.',

  'failure.tooDeep.title': 'Het antwoord is te diep genest om te lezen',
  'failure.tooDeep.action':
    'Controleer het adres; klopt het, stuur deze gegevens dan naar de beheerder van de installatie.',
  'failure.nesting':
    '{path}: meer dan {limit, plural, one {# niveau} other {# niveaus}} diep genest; zo diep geneste JSON wordt niet gelezen (RFC 8259 §9 staat een lezer toe de nesting te beperken)',

  'failure.redirect.title': 'De installatie stuurde door naar elders',
  'failure.redirect.action': 'Voer het adres in waarnaar ze doorstuurt, als u het vertrouwt.',

  'failure.invalidUrl.title': 'Het adres kan niet worden gebruikt',
  'failure.invalidUrl.action': 'Corrigeer het adres en probeer het opnieuw.',

  'failure.page.title': 'De server antwoordde HTTP {status} met een webpagina in plaats van gegevens',
  'failure.page.titleOk': 'Dit lijkt niet op de retail-API: een webpagina antwoordde in plaats van gegevens',
  'failure.page.detail': '{page}. {meaning}',
  'failure.page.detailOnly': '{page}.',
  'failure.page.titled': '‘{title}’',
  'failure.page.titledBy': '‘{title}’ ({server})',
  'failure.page.untitled': 'De pagina heeft geen titel',
  'failure.page.from': 'Een pagina van {server}',
  'failure.page.means.notApi': 'Het is waarschijnlijk een aanmeldpagina of een andere website, niet de API.',
  'failure.page.means.502': 'Een proxy tussen deze computer en de installatie kon haar niet bereiken.',
  'failure.page.means.503':
    'Een proxy tussen deze computer en de installatie meldt haar als niet beschikbaar: overbelast, gestopt of in onderhoud.',
  'failure.page.means.504':
    'Een proxy tussen deze computer en de installatie wachtte tevergeefs op haar antwoord.',
  'failure.page.means.refused':
    'Iets vóór de API (een aanmelding, een firewall of een proxy) weigerde de aanroep.',
  'failure.page.means.missing': 'De webserver op dit adres heeft zo’n pagina niet: het is niet de API.',
  'failure.page.means.failed': 'Er ging iets mis op de server tijdens het antwoorden.',
  'failure.page.action.502':
    'Probeer het over een paar minuten opnieuw; blijft het mislukken, vraag de beheerder van de installatie dan of de installatie achter de proxy draait.',
  'failure.page.action.503':
    'Probeer het later opnieuw: de installatie is misschien in onderhoud. Vraag het haar beheerder als het aanhoudt.',
  'failure.page.action.504':
    'Probeer het over een paar minuten opnieuw; blijft het mislukken, vraag de beheerder van de installatie dan waarom ze zo traag antwoordt.',
};
