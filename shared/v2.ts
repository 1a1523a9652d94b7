/**
 * The API v2 contract as runtime schemas (zod 4) with inferred types. Every other part (client,
 * embedded server, dataset loader, renderer, tests) validates against these and declares no shape
 * of its own. The info record and category rows keep unknown extra fields (installations add some,
 * and an inspector should show them); the info record's must be strings, as all of its fields.
 */
import { z } from 'zod';
import { arrayWithFormats, withFormats } from './formatted-object';
import { SYSTEM_INFO_FORMATS, type FormattedInfoField } from './system-info-formats';
import { absoluteUrl, numericText, type TextFormat } from './text-formats';

/** The fields of the system information record (spec 2.1) except `status`, all JSON strings. */
export const systemInfoShape = {
  code: z.string(),
  version: z.string(),
  id: z.string(),
  logo: z.string(),
  assets_url: z.string(),
  company_name: z.string(),
  language: z.string(),
  default_warehouse: z.string(),
  default_sales_account: z.string(),
  default_currency: z.string(),
  timezone: z.string(),
  decimals: z.string(),
  qty_decimals: z.string(),
  decimals_sep: z.string(),
  dateformat: z.string(),
};

/** The name of one system information field. */
export type SystemInfoField = keyof typeof systemInfoShape;

/** The names of the system information fields, in the spec's order. */
export const SYSTEM_INFO_FIELDS = Object.keys(systemInfoShape) as SystemInfoField[];

/** The spec's format rule for each system information field that has one (shared/system-info-formats.ts). */
// A misspelt field in that table fails the build: each of its keys must be a field of the record.
export const systemInfoFormats: Partial<Record<SystemInfoField, TextFormat>> = SYSTEM_INFO_FORMATS satisfies {
  readonly [K in FormattedInfoField]: K extends SystemInfoField ? TextFormat : never;
};

/**
 * Success body of `GET /api/v2/auth/info`: `status: true` plus the record. Extra fields are kept,
 * and must be strings as well: the spec makes every field but `status` a string.
 */
export const SystemInfoSchema = withFormats(
  { status: z.literal(true), ...systemInfoShape },
  systemInfoFormats,
  'loose',
  { extraFieldsAreText: true },
);
export type SystemInfo = z.infer<typeof SystemInfoSchema>;

/** The fields of a category (spec 2.2). */
export const categoryShape = {
  id: z.string(),
  code: z.string(),
  name: z.string(),
  slug: z.string().nullable(),
  image: z.string(),
};

/** The spec's format rule for each category field that has one. */
export const categoryFormats = { id: numericText, image: absoluteUrl };

/** One element of `rows` in the categories response. */
export const CategorySchema = withFormats(categoryShape, categoryFormats, 'loose');
export type Category = z.infer<typeof CategorySchema>;

/** Success body of `GET /api/v2/products/getcategorys`. */
export const CategoriesResponseSchema = z.looseObject({
  status: z.literal(true),
  rows: arrayWithFormats(categoryShape, categoryFormats, 'loose'),
});
export type CategoriesResponse = z.infer<typeof CategoriesResponseSchema>;

/** Failure body of any operation (spec 7): `status: false` and a human-readable `error`. */
export const FailureBodySchema = z.looseObject({ status: z.literal(false), error: z.string() });
export type FailureBody = z.infer<typeof FailureBodySchema>;

/** The one failure message the spec names: an unknown method (path) under /api/v2/. */
export const UNKNOWN_METHOD = 'Unknown method';

/** Paths of the two operations, relative to the base URL. */
export const V2_PATHS = {
  info: '/api/v2/auth/info',
  categories: '/api/v2/products/getcategorys',
} as const;

/** Name of the query parameter that carries the token on the categories operation. */
export const TOKEN_PARAM = 'et_auth_token';
