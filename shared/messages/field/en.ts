// What people call the fields of the system information record (spec 2.1): the Installation
// panel's labels, and the names in the line that counts its faulty settings (rule.infoFaults).
// Typed over every SystemInfoField, so a field added to the contract fails the build until labelled;
// shared/info-field-labels.ts takes its English labels from here.
import type { SystemInfoField } from '../../v2';

export const fieldEn = {
  'field.company_name': 'Company',
  'field.language': 'Language',
  'field.default_currency': 'Currency',
  'field.timezone': 'Time zone',
  'field.decimals': 'Amounts',
  'field.qty_decimals': 'Quantities',
  'field.decimals_sep': 'Decimal separator',
  'field.default_warehouse': 'Default warehouse',
  'field.default_sales_account': 'Default sales account',
  'field.logo': 'Logo address',
  'field.code': 'Answer code',
  'field.version': 'API version',
  'field.id': 'Record number',
  'field.dateformat': 'Date format number',
  'field.assets_url': 'Assets address',
} as const satisfies Record<`field.${SystemInfoField}`, string>;
