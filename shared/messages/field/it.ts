import type { fieldEn } from './en';

export const fieldIt: Record<keyof typeof fieldEn, string> = {
  'field.company_name': 'Azienda',
  'field.language': 'Lingua',
  'field.default_currency': 'Valuta',
  'field.timezone': 'Fuso orario',
  'field.decimals': 'Importi',
  'field.qty_decimals': 'Quantità',
  'field.decimals_sep': 'Separatore decimale',
  'field.default_warehouse': 'Magazzino predefinito',
  'field.default_sales_account': 'Conto vendite predefinito',
  'field.logo': 'Indirizzo del logo',
  'field.code': 'Codice di risposta',
  'field.version': 'Versione API',
  'field.id': 'Numero di record',
  'field.dateformat': 'Numero del formato data',
  'field.assets_url': 'Indirizzo delle risorse',
};
