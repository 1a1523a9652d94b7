// The settings part of a system information record shared by test fixtures: a German shop with
// two decimals and a comma. Each fixture adds its own identity (id, company, logo, version).

/** language ... dateformat of a conforming record, as strings. */
export const STORE_SETTINGS = {
  language: 'Deutsch',
  default_warehouse: '1',
  default_sales_account: '8400',
  default_currency: 'EUR',
  timezone: 'Europe/Berlin',
  decimals: '2',
  qty_decimals: '3',
  decimals_sep: ',',
  dateformat: '1',
} as const;
