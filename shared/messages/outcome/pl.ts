// Werdykt po polsku: zgodna, narusza lub nie można było sprawdzić, i dlaczego.
import type { outcomeEn } from './en';

export const outcomePl: Record<keyof typeof outcomeEn, string> = {
  'outcome.conforms': 'jest zgodna ze specyfikacją',
  'outcome.violates': 'narusza specyfikację',
  'outcome.notChecked': 'nie można było sprawdzić',
  'outcome.notCheckedBecause': 'nie można było sprawdzić: {cause}',

  'outcome.cause.refused': 'instalacja odrzuciła wywołanie',
  'outcome.cause.wrong-address': 'tego, co odpowiada pod tym adresem, nie da się odczytać jako API v2',
  'outcome.cause.gateway-error': 'serwer lub proxy przed instalacją uległ awarii',
  'outcome.cause.unreachable': 'nie udało się połączyć z instalacją',
  'outcome.cause.tls': 'bezpieczne połączenie nie powiodło się',
  'outcome.cause.timeout': 'instalacja nie odpowiedziała na czas',
  'outcome.cause.usage': 'adresu lub ustawień nie można użyć',
  'outcome.cause.no-token': 'jej token nie jest dostępny na tym komputerze',
  'outcome.cause.not-offered': 'instalacja nie oferuje jednej z operacji',

  'outcome.advice.refused':
    'Instalacja odpowiedziała, ale odrzuciła wywołanie, więc nie można było sprawdzić jej danych. To nie jest naruszenie specyfikacji.',
  'outcome.advice.wrong-address':
    'Tego, co odpowiada pod tym adresem, nie da się odczytać jako API v2 (strona WWW, nic pod tą ścieżką, przekierowanie gdzie indziej, odpowiedź za duża lub zbyt głęboko zagnieżdżona, by ją odczytać): nieudane wywołanie wskazuje, o które chodzi. Bazowy URL to część adresu przed /api/v2/.',
  'outcome.advice.gateway-error':
    'Serwer lub proxy przed instalacją odpowiedział błędem zamiast API: spróbuj ponownie później albo zapytaj jej administratora.',
  'outcome.advice.unreachable':
    'Nie nadeszła żadna odpowiedź: sprawdź adres, sieć tego komputera i czy instalacja działa.',
  'outcome.advice.tls':
    'Bezpieczne połączenie nie powiodło się: nieudane wywołanie mówi dlaczego i co zrobić.',
  'outcome.advice.timeout':
    'Instalacja nie odpowiedziała w limicie czasu: spróbuj ponownie albo zwiększ limit czasu połączenia.',
  'outcome.advice.usage':
    'Adresu lub ustawień nie można użyć w tej postaci: nieudana kontrola mówi dlaczego.',
  'outcome.advice.no-token':
    'Połączenie ma token, ale nie jest on tu dostępny, więc instalacja nie została wywołana: wprowadź token ponownie (lub ustaw zmienną środowiskową, którą wskazuje plik sklepów).',
  'outcome.advice.not-offered':
    'Instalacja odpowiedziała pod tym adresem, więc adres jest poprawny, ale nie oferuje jednej z operacji (odpowiedziała „Unknown method” ze specyfikacji), więc nie można było jej w pełni sprawdzić. To nie jest naruszenie specyfikacji.',
};
