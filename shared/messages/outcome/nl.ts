// Het oordeel in het Nederlands: voldoet, schendt of kon niet worden gecontroleerd, en waarom.
import type { outcomeEn } from './en';

export const outcomeNl: Record<keyof typeof outcomeEn, string> = {
  'outcome.conforms': 'voldoet aan de specificatie',
  'outcome.violates': 'schendt de specificatie',
  'outcome.notChecked': 'kon niet worden gecontroleerd',
  'outcome.notCheckedBecause': 'kon niet worden gecontroleerd: {cause}',

  'outcome.cause.refused': 'de installatie weigerde de aanroep',
  'outcome.cause.wrong-address': 'wat op dit adres antwoordt, is niet te lezen als de API v2',
  'outcome.cause.gateway-error': 'een server of proxy vóór de installatie had een storing',
  'outcome.cause.unreachable': 'de installatie was niet bereikbaar',
  'outcome.cause.tls': 'de beveiligde verbinding is mislukt',
  'outcome.cause.timeout': 'de installatie antwoordde niet op tijd',
  'outcome.cause.usage': 'het adres of de instellingen kunnen niet worden gebruikt',
  'outcome.cause.no-token': 'haar token is niet beschikbaar op deze computer',
  'outcome.cause.not-offered': 'de installatie biedt een van de bewerkingen niet aan',

  'outcome.advice.refused':
    'De installatie antwoordde, maar weigerde de aanroep, dus haar gegevens konden niet worden gecontroleerd. Dat is geen schending van de specificatie.',
  'outcome.advice.wrong-address':
    'Wat op dit adres antwoordt, is niet te lezen als de API v2 (een webpagina, niets op het pad, een doorverwijzing naar elders, een antwoord dat te groot of te diep genest is om te lezen): de mislukte aanroep zegt welke. De basis-URL is het deel van het adres vóór /api/v2/.',
  'outcome.advice.gateway-error':
    'Een server of proxy vóór de installatie antwoordde met een fout in plaats van de API: probeer het later opnieuw, of vraag het haar beheerder.',
  'outcome.advice.unreachable':
    'Er kwam geen antwoord: controleer het adres, het netwerk van deze computer en of de installatie draait.',
  'outcome.advice.tls':
    'De beveiligde verbinding is mislukt: de mislukte aanroep zegt waarom en wat u kunt doen.',
  'outcome.advice.timeout':
    'De installatie antwoordde niet binnen de time-out: probeer het opnieuw, of verhoog de time-out van de verbinding.',
  'outcome.advice.usage':
    'Het adres of de instellingen kunnen zo niet worden gebruikt: de mislukte controle zegt waarom.',
  'outcome.advice.no-token':
    'De verbinding heeft een token, maar het is hier niet beschikbaar, dus de installatie is niet aangeroepen: voer het token opnieuw in (of stel de omgevingsvariabele in die het filialenbestand noemt).',
  'outcome.advice.not-offered':
    'De installatie antwoordde op dit adres, dus het adres klopt, maar ze biedt een van de bewerkingen niet aan (ze antwoordde ‘Unknown method’ van de specificatie), dus ze kon niet volledig worden gecontroleerd. Dat is geen schending van de specificatie.',
};
