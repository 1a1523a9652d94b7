/**
 * `retail-inspector openapi`: writes the OpenAPI 3.1 description of the API v2 (generated from the
 * runtime schemas, examples from the bundled demo dataset) to standard output or, atomically, to a
 * file. `serve` answers the same description at /openapi.json with its own URL as the server.
 */
import { assertWritableTarget } from '../core/capture/write-dataset-file';
import { loadDataset } from '../core/dataset/load-dataset';
import { findDemoDataset } from '../core/host/resources';
import { AppError } from '../core/lib/app-error';
import { describeDataset } from '../core/openapi/demo-description';
import { OPENAPI_FORMATS, openApiText, type OpenApiFormat } from '../core/openapi/openapi-text';
import { absoluteUrl } from '../../shared/text-formats';
import type { CliContext } from './cli-context';
import { EXIT } from './exit-codes';
import { writeTextOutput } from './text-output';
import { parseFlags } from './flags';
import { DEFAULT_SERVE_PORT } from './serve-command';

const DEFAULT_SERVER_URL = `http://127.0.0.1:${DEFAULT_SERVE_PORT}`;

export const OPENAPI_HELP = `Usage: retail-inspector openapi [options]

Writes the OpenAPI 3.1 description of the API v2 (both operations, the et_auth_token parameter,
the success and failure bodies, examples from the demo dataset) for Postman, Insomnia, Bruno, mock
servers and code generators. "retail-inspector serve" answers it at /openapi.json too.

Options:
  --out FILE          the file to write (temporary file, then rename); default: standard output
  --force             replace FILE if it exists
  --format json|yaml  the file format (default: json)
  --server-url URL    the server the description names (default: ${DEFAULT_SERVER_URL}, as serve)
  -h, --help          show this help

Exit codes: 0 written; 2 a usage error (an existing FILE without --force included) or FILE cannot
be written.`;

/** Runs `openapi`. */
export async function openapiCommand(args: readonly string[], ctx: CliContext): Promise<number> {
  const flags = parseFlags('openapi', args, {
    out: { type: 'string' },
    force: { type: 'boolean' },
    format: { type: 'string' },
    'server-url': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (flags.help) {
    ctx.outExact(OPENAPI_HELP);
    return EXIT.OK;
  }
  const format = formatFlag(flags.format);
  const serverUrl = serverUrlFlag(flags['server-url']);
  if (flags.out !== undefined) await assertWritableTarget(flags.out, flags.force ?? false);

  const demo = await loadDataset(findDemoDataset(ctx.resourceRoots));
  const text = openApiText(describeDataset(demo, serverUrl), format);
  const path = await writeTextOutput(ctx, text, flags.out);
  if (path) ctx.err(`Wrote ${path} (OpenAPI 3.1, ${format}, ${Buffer.byteLength(text)} bytes)`);
  return EXIT.OK;
}

function formatFlag(value: string | undefined): OpenApiFormat {
  if (value === undefined) return 'json';
  const format = OPENAPI_FORMATS.find((f) => f === value);
  if (!format)
    throw new AppError('USAGE', `--format must be ${OPENAPI_FORMATS.join(' or ')}, got "${value}"`);
  return format;
}

function serverUrlFlag(value: string | undefined): string {
  if (value === undefined) return DEFAULT_SERVER_URL;
  if (!absoluteUrl.test(value)) {
    throw new AppError('USAGE', `--server-url must be an absolute http(s) URL, got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}
