import type { fieldEn } from './en';

export const fieldDe: Record<keyof typeof fieldEn, string> = {
  'field.company_name': 'Firma',
  'field.language': 'Sprache',
  'field.default_currency': 'Währung',
  'field.timezone': 'Zeitzone',
  'field.decimals': 'Beträge',
  'field.qty_decimals': 'Mengen',
  'field.decimals_sep': 'Dezimaltrennzeichen',
  'field.default_warehouse': 'Standardlager',
  'field.default_sales_account': 'Standard-Erlöskonto',
  'field.logo': 'Logo-Adresse',
  'field.code': 'Antwortcode',
  'field.version': 'API-Version',
  'field.id': 'Datensatznummer',
  'field.dateformat': 'Nummer des Datumsformats',
  'field.assets_url': 'Adresse der Medien',
};
