import type { fieldEn } from './en';

export const fieldFr: Record<keyof typeof fieldEn, string> = {
  'field.company_name': 'Société',
  'field.language': 'Langue',
  'field.default_currency': 'Devise',
  'field.timezone': 'Fuseau horaire',
  'field.decimals': 'Montants',
  'field.qty_decimals': 'Quantités',
  'field.decimals_sep': 'Séparateur décimal',
  'field.default_warehouse': 'Entrepôt par défaut',
  'field.default_sales_account': 'Compte de ventes par défaut',
  'field.logo': 'Adresse du logo',
  'field.code': 'Code de réponse',
  'field.version': 'Version de l’API',
  'field.id': 'Numéro d’enregistrement',
  'field.dateformat': 'Numéro du format de date',
  'field.assets_url': 'Adresse des médias',
};
