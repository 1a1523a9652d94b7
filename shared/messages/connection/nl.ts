// Wat main over een verbinding zegt, in het Nederlands: adres, opmerkingen, omleidingen, verbindingstest.
import type { connectionEn } from './en';

export const connectionNl: Record<keyof typeof connectionEn, string> = {
  'connection.address.empty': 'Voer het adres van de installatie in, bijv. https://shop.example.com',
  'connection.address.noScheme':
    'Het adres heeft geen schema (http:// of https://); voer het volledig in, bijv. https://shop.example.com',
  'connection.address.noSchemeMeant':
    'Het adres heeft geen schema (http:// of https://): bedoelde u {address}?',
  'connection.address.notWeb': 'Dit is geen webadres; voer er een in zoals https://shop.example.com',
  'connection.address.scheme': 'Alleen http- en https-adressen worden ondersteund, niet {scheme}',
  'connection.address.credentials':
    'Verwijder de gebruikersnaam en het wachtwoord uit het adres; gebruik het tokenveld',
  'connection.address.plainHttp':
    'Gewoon http verstuurt het token onversleuteld. Gebruik https, of markeer de verbinding als onveilig als dit netwerk vertrouwd is.',

  'connection.note.token': 'Het token is uit het geplakte adres verwijderd; voer het in het tokenveld in.',
  'connection.note.query': 'De querystring is verwijderd.',
  'connection.note.apiTail':
    'Het adres eindigde op {tail}; Retail Inspector voegt de /api/v2/-paden zelf toe.',
  'connection.note.slashes':
    '{count, plural, one {De afsluitende schuine streep is verwijderd.} other {De afsluitende schuine strepen zijn verwijderd.}}',
  'connection.note.sessionUnsealed':
    'Het token wordt alleen voor deze sessie bewaard: de sleutelopslag van het systeem heeft het niet versleuteld. Sla het later opnieuw op.',
  'connection.note.sessionOnly':
    'Het token wordt alleen voor deze sessie bewaard: deze computer kan het niet veilig opslaan.',

  'connection.redirect.otherHost':
    'De installatie leidde om naar {origin}; niet gevolgd, zodat het token bij de host blijft waar het bij hoort.',
  'connection.redirect.loop': 'Meer dan {max} omleidingen; het adres loopt waarschijnlijk in een kringetje.',

  'connection.test.infoFaults': '{faults}. Het paneel Installatie toont elk zoals ontvangen, met de reden.',
  'connection.test.categoryFaults':
    '{faulty, plural, one {# van {total, plural, one {# artikelgroep} other {# artikelgroepen}} is} other {# van {total, plural, one {# artikelgroep} other {# artikelgroepen}} zijn}} in strijd met de specificatie. Het paneel Artikelgroepen toont elke rij zoals ontvangen, met de foute waarden gemarkeerd.',
};
