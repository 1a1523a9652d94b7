// The OpenAPI description as a third-party client holds a server to it: validated and dereferenced
// by @readme/openapi-parser (every $ref resolved), then each response checked by ajv (JSON Schema
// 2020-12, formats by ajv-formats) against the schema the description gives for its path, method,
// status and content type. Nothing here uses the zod schemas the description was generated from.
import { compileErrors, dereference, validate } from '@readme/openapi-parser';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Json = Record<string, unknown>;

/** One answer of a server, as a test saw it. */
export interface Exchange {
  readonly method: string;
  /** Request target: path and query string. */
  readonly target: string;
  readonly status: number;
  readonly contentType: string | undefined;
  readonly text: string;
}

/** A description ready to check answers against. */
export interface OpenApiContract {
  /** The dereferenced document (no `$ref` left anywhere). */
  readonly document: Json;
  /** Why `exchange` breaks the description, or [] when it conforms. */
  problems(exchange: Exchange): string[];
}

/** Throws, with the validator's own report, unless `description` is a valid OpenAPI document. */
export async function assertValidOpenApi(description: Json): Promise<void> {
  const result = await validate(structuredClone(description) as never);
  if (!result.valid) throw new Error(`invalid OpenAPI description:\n${compileErrors(result)}`);
}

/** Validates and dereferences `description`, and compiles its response schemas. */
export async function openApiContract(description: Json): Promise<OpenApiContract> {
  await assertValidOpenApi(description);
  const document = (await dereference(structuredClone(description) as never)) as Json;
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  const compiled = new Map<object, ReturnType<typeof ajv.compile>>();
  return {
    document,
    problems(exchange) {
      const response = responseFor(document, exchange);
      if (typeof response === 'string') return [response];
      const content = (response.content ?? {}) as Record<string, { schema?: Json }>;
      const mediaType = (exchange.contentType ?? '').split(';')[0]!.trim();
      const schema = content[mediaType]?.schema;
      if (!schema) return [`${describe(exchange)}: content type ${mediaType || 'none'} is not documented`];
      let check = compiled.get(schema);
      if (!check) compiled.set(schema, (check = ajv.compile(schema)));
      let body: unknown;
      try {
        body = JSON.parse(exchange.text);
      } catch {
        return [`${describe(exchange)}: the body is not JSON`];
      }
      if (check(body)) return [];
      return (check.errors ?? []).map((e) => `${describe(exchange)}: ${e.instancePath || '/'} ${e.message}`);
    },
  };
}

// Concrete paths before templated ones, as OpenAPI 3.1 (4.8.8) says a client matches them.
function responseFor(document: Json, exchange: Exchange): Json | string {
  const path = exchange.target.split('?')[0]!;
  const paths = document.paths as Record<string, Record<string, Json>>;
  const template = Object.keys(paths)
    .sort((a, b) => Number(a.includes('{')) - Number(b.includes('{')))
    .find((p) => new RegExp(`^${p.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path));
  // A path no template can reach (/api/v2/, /api/v2/a/b/c) gets what the description says every
  // other path under /api/v2/ answers: its UnknownMethod response.
  if (!template && path.startsWith('/api/v2')) {
    const unknown = (document.components as Json).responses as Record<string, Json>;
    if (exchange.status === 404 && unknown.UnknownMethod) return unknown.UnknownMethod;
  }
  if (!template) return `${describe(exchange)}: the path is not in the description`;
  const operation = paths[template]![exchange.method.toLowerCase()];
  if (!operation) return `${describe(exchange)}: the method is not in the description`;
  const responses = operation.responses as Record<string, Json>;
  return (
    responses[String(exchange.status)] ??
    `${describe(exchange)}: status ${exchange.status} is not documented (${Object.keys(responses).join(', ')})`
  );
}

function describe(exchange: Exchange): string {
  return `${exchange.method} ${exchange.target} → ${exchange.status}`;
}
