/**
 * The v2 bodies as JSON Schema 2020-12 (the dialect of OpenAPI 3.1), generated from the runtime zod
 * schemas of shared/v2.ts with zod's own z.toJSONSchema. The spec's text formats run as one zod check
 * per object (shared/formatted-object.ts), which JSON Schema cannot see, so their keywords are added
 * from the same format tables the checks use: a format changed there changes the description too.
 */
import { z } from 'zod';
import type { TextFormat } from '../../../shared/text-formats';
import {
  CategoriesResponseSchema,
  categoryFormats,
  CategorySchema,
  FailureBodySchema,
  SystemInfoSchema,
  systemInfoFormats,
} from '../../../shared/v2';

/** A JSON Schema object (2020-12). */
export type JsonSchema = Record<string, unknown>;

/** Names of the schemas under components.schemas, and where other schemas refer to them. */
export const SCHEMA_NAMES = {
  info: 'SystemInfo',
  category: 'Category',
  categories: 'CategoriesResponse',
  failure: 'Failure',
} as const;

/** `$ref` to a schema under components.schemas. */
export function schemaRef(name: string): JsonSchema {
  return { $ref: `#/components/schemas/${name}` };
}

/** The components.schemas of the description. */
export function v2JsonSchemas(): Record<string, JsonSchema> {
  return {
    // Every field but `status` is a string (spec 2.1), extra ones too, as the schema's check says.
    [SCHEMA_NAMES.info]: {
      ...withFormatKeywords(toJsonSchema(SystemInfoSchema), systemInfoFormats),
      additionalProperties: { type: 'string' },
    },
    [SCHEMA_NAMES.category]: withFormatKeywords(toJsonSchema(CategorySchema), categoryFormats),
    [SCHEMA_NAMES.categories]: categoriesJsonSchema(),
    [SCHEMA_NAMES.failure]: toJsonSchema(FailureBodySchema),
  };
}

// `rows` is checked by a fast custom path (arrayWithFormats) that JSON Schema cannot express; it is
// an array of Category, which is what the override says.
function categoriesJsonSchema(): JsonSchema {
  const rows = CategoriesResponseSchema.shape.rows;
  return toJsonSchema(CategoriesResponseSchema, (zodSchema, jsonSchema) => {
    if (zodSchema !== rows) return;
    for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
    Object.assign(jsonSchema, { type: 'array', items: schemaRef(SCHEMA_NAMES.category) });
  });
}

function toJsonSchema(
  schema: z.ZodType,
  override?: (zodSchema: unknown, jsonSchema: JsonSchema) => void,
): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'output',
    unrepresentable: 'any',
    override: override ? (ctx) => override(ctx.zodSchema, ctx.jsonSchema as JsonSchema) : undefined,
  }) as JsonSchema;
  // The dialect is the document's (OpenAPI 3.1's default is 2020-12); a component repeats none.
  delete json.$schema;
  return json;
}

function withFormatKeywords(schema: JsonSchema, formats: Partial<Record<string, TextFormat>>): JsonSchema {
  const properties = schema.properties as Record<string, JsonSchema>;
  for (const [field, format] of Object.entries(formats)) {
    if (format && properties[field]) Object.assign(properties[field], format.jsonSchema);
  }
  return schema;
}
