import type { fieldEn } from './en';

export const fieldEs: Record<keyof typeof fieldEn, string> = {
  'field.company_name': 'Empresa',
  'field.language': 'Idioma',
  'field.default_currency': 'Moneda',
  'field.timezone': 'Zona horaria',
  'field.decimals': 'Importes',
  'field.qty_decimals': 'Cantidades',
  'field.decimals_sep': 'Separador decimal',
  'field.default_warehouse': 'Almacén predeterminado',
  'field.default_sales_account': 'Cuenta de ventas predeterminada',
  'field.logo': 'Dirección del logotipo',
  'field.code': 'Código de respuesta',
  'field.version': 'Versión de la API',
  'field.id': 'Número de registro',
  'field.dateformat': 'Número del formato de fecha',
  'field.assets_url': 'Dirección de los recursos',
};
