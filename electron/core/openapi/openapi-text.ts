/** The description as text: JSON (2-space indented) or YAML, each ending with a newline. */
import { stringify } from 'yaml';
import type { JsonSchema } from './v2-json-schemas';

/** The formats `openapi --format` writes. */
export const OPENAPI_FORMATS = ['json', 'yaml'] as const;
export type OpenApiFormat = (typeof OPENAPI_FORMATS)[number];

/** `document` as text in `format`. */
export function openApiText(document: JsonSchema, format: OpenApiFormat): string {
  if (format === 'json') return JSON.stringify(document, null, 2) + '\n';
  // No anchors/aliases: several importers (Postman among them) do not resolve YAML aliases.
  return stringify(document, { aliasDuplicateObjects: false, lineWidth: 0 });
}
