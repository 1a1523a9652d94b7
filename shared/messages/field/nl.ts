import type { fieldEn } from './en';

export const fieldNl: Record<keyof typeof fieldEn, string> = {
  'field.company_name': 'Bedrijf',
  'field.language': 'Taal',
  'field.default_currency': 'Valuta',
  'field.timezone': 'Tijdzone',
  'field.decimals': 'Bedragen',
  'field.qty_decimals': 'Aantallen',
  'field.decimals_sep': 'Decimaalteken',
  'field.default_warehouse': 'Standaardmagazijn',
  'field.default_sales_account': 'Standaardomzetrekening',
  'field.logo': 'Adres van het logo',
  'field.code': 'Antwoordcode',
  'field.version': 'API-versie',
  'field.id': 'Recordnummer',
  'field.dateformat': 'Nummer van de datumnotatie',
  'field.assets_url': 'Adres van de media',
};
