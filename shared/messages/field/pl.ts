import type { fieldEn } from './en';

export const fieldPl: Record<keyof typeof fieldEn, string> = {
  'field.company_name': 'Firma',
  'field.language': 'Język',
  'field.default_currency': 'Waluta',
  'field.timezone': 'Strefa czasowa',
  'field.decimals': 'Kwoty',
  'field.qty_decimals': 'Ilości',
  'field.decimals_sep': 'Separator dziesiętny',
  'field.default_warehouse': 'Magazyn domyślny',
  'field.default_sales_account': 'Domyślne konto sprzedaży',
  'field.logo': 'Adres logo',
  'field.code': 'Kod odpowiedzi',
  'field.version': 'Wersja API',
  'field.id': 'Numer rekordu',
  'field.dateformat': 'Numer formatu daty',
  'field.assets_url': 'Adres zasobów',
};
