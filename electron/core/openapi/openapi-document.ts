/**
 * The OpenAPI 3.1 description of the API v2 (docs/embedded-server.md, OpenAPI): the two operations,
 * the `et_auth_token` parameter, the success bodies and the `{status: false, error}` failures (401,
 * 404 `Unknown method`, 405). Every schema comes from shared/v2.ts (v2-json-schemas.ts) and every
 * example from the server's own code (openapi-examples.ts); nothing here restates a shape.
 */
import { TOKEN_PARAM, UNKNOWN_METHOD, V2_PATHS } from '../../../shared/v2';
import type { OpenApiExamples } from './openapi-examples';
import { SCHEMA_NAMES, schemaRef, v2JsonSchemas, type JsonSchema } from './v2-json-schemas';

/** Path under which `serve` answers the description (outside /api/v2/, which is the contract's). */
export const OPENAPI_PATH = '/openapi.json';

/** What the description is built from. */
export interface OpenApiOptions {
  /** Base URL of the server (no trailing slash), e.g. http://127.0.0.1:4180. */
  readonly serverUrl: string;
  /** Version of the program that wrote it (info.version). */
  readonly version: string;
  readonly examples: OpenApiExamples;
}

// Methods answered 405 on the two operations (HEAD is answered as GET).
const NOT_ALLOWED = ['post', 'put', 'patch', 'delete', 'options', 'trace'] as const;

/** Builds the description. */
export function openApiDocument(options: OpenApiOptions): JsonSchema {
  const { examples } = options;
  return {
    openapi: '3.1.0',
    info: {
      title: 'Retail back-office HTTP API v2',
      version: options.version,
      description:
        'The two read operations of the retail back-office API v2, as served by Retail Inspector ' +
        '(`retail-inspector serve`) and checked by `retail-inspector check`. Every answer has a boolean ' +
        '`status`; a failure is `{"status": false, "error": "..."}`. Generated from the runtime schemas ' +
        'the inspector validates with.',
    },
    servers: [{ url: options.serverUrl }],
    tags: [
      { name: 'v2', description: 'The two operations of the API v2.' },
      {
        name: 'failures',
        description:
          'What other methods and other paths under /api/v2/ answer, listed so that validators and mock servers know those answers too.',
      },
    ],
    paths: {
      [V2_PATHS.info]: {
        get: {
          operationId: 'getSystemInfo',
          tags: ['v2'],
          summary: 'System information (spec 2.1)',
          description: 'Needs no token.',
          responses: {
            '200': jsonResponse('The system information record.', SCHEMA_NAMES.info, {
              demo: { summary: 'The demo dataset', value: examples.info },
            }),
          },
        },
        ...notAllowed(),
      },
      [V2_PATHS.categories]: {
        get: {
          operationId: 'getCategories',
          tags: ['v2'],
          summary: 'Product categories (spec 2.2)',
          description: `Needs the API token in the \`${TOKEN_PARAM}\` query parameter when the installation requires one.`,
          parameters: [{ $ref: '#/components/parameters/AuthToken' }],
          responses: {
            '200': jsonResponse('The categories, in the installation’s order.', SCHEMA_NAMES.categories, {
              demo: { summary: examples.categoriesSummary, value: examples.categories },
            }),
            '401': jsonResponse('The token is missing, wrong or expired.', SCHEMA_NAMES.failure, {
              missing: { summary: 'No token', value: examples.missingToken },
              wrong: { summary: 'A wrong token', value: examples.wrongToken },
            }),
          },
        },
        ...notAllowed(),
      },
      '/api/v2/{method}': unknownMethod('unknownMethod', ['method']),
      '/api/v2/{group}/{method}': unknownMethod('unknownGroupMethod', ['group', 'method']),
    },
    components: {
      schemas: v2JsonSchemas(),
      parameters: {
        AuthToken: {
          name: TOKEN_PARAM,
          in: 'query',
          required: false,
          description: 'The API token (required when the installation has tokens configured).',
          schema: { type: 'string' },
        },
      },
      responses: {
        UnknownMethod: jsonResponse(`\`${UNKNOWN_METHOD}\`: no such operation.`, SCHEMA_NAMES.failure, {
          unknown: { value: examples.unknownMethod },
        }),
        MethodNotAllowed: {
          ...jsonResponse('Only GET and HEAD are answered.', SCHEMA_NAMES.failure, {
            unknown: { value: examples.unknownMethod },
          }),
          headers: { Allow: { schema: { type: 'string' }, example: 'GET, HEAD' } },
        },
      },
    },
  };
}

// OpenAPI cannot template "any path": the one- and two-segment shapes are listed (a misspelt
// operation is one of them), and the description says every other path under /api/v2/ answers alike.
function unknownMethod(operationId: string, names: readonly string[]): JsonSchema {
  return {
    get: {
      operationId,
      tags: ['failures'],
      summary: 'Any other method (path) under /api/v2/',
      description: `Every path under /api/v2/ that is not an operation above, at any depth, answers 404 \`${UNKNOWN_METHOD}\`.`,
      parameters: names.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
      responses: { '404': { $ref: '#/components/responses/UnknownMethod' } },
    },
  };
}

function jsonResponse(description: string, schema: string, examples: Record<string, JsonSchema>) {
  return { description, content: { 'application/json': { schema: schemaRef(schema), examples } } };
}

// The operations answer only GET and HEAD; the other methods are listed so that their 405 is part of
// the contract a client or a validating proxy can check.
function notAllowed(): Record<string, JsonSchema> {
  const operations: Record<string, JsonSchema> = {};
  for (const method of NOT_ALLOWED) {
    operations[method] = {
      tags: ['failures'],
      summary: 'Not supported (405)',
      responses: { '405': { $ref: '#/components/responses/MethodNotAllowed' } },
    };
  }
  return operations;
}
