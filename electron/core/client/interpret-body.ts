/**
 * Turns a received body into the data a schema promises or into exactly one failure kind, in the
 * order a person would diagnose it: not JSON at all, the installation's own `status: false`, an
 * HTTP error, then the shape of the data.
 */
import type { z } from 'zod';
import type { CallFailure } from '../../../shared/call-result';
import type { Leniency } from '../../../shared/leniency';
import { validate } from '../../../shared/validate';
import { parseContentType } from './decode-body';

/** The outcome of interpreting one body. */
export type Interpreted<T> = { ok: true; data: T } | { ok: false; failure: CallFailure };

const PREVIEW_CHARS = 200;

/**
 * Interprets `text` (decoded by decode-body.ts) received with `httpStatus` and `contentType`; a
 * leniency it applies is added to `leniencies`.
 */
export function interpretBody<S extends z.ZodType>(
  schema: S,
  httpStatus: number,
  contentType: string,
  text: string,
  leniencies: Leniency[],
): Interpreted<z.infer<S>> {
  const success = httpStatus >= 200 && httpStatus < 300;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // A body that is no JSON (a proxy's HTML page) has its failure say what it is; its decoding
    // faults (a BOM, Latin-1) stay as facts, but no strict JSON reading failed because of them.
    notReadAsJson(leniencies);
    if (!success)
      return {
        ok: false,
        failure: { kind: 'http-status', statusText: statusText(httpStatus), preview: preview(text) },
      };
    return {
      ok: false,
      failure: { kind: 'not-json', contentType: contentType || '(none)', preview: preview(text) },
    };
  }
  if (isObject(json) && json.status === false) {
    const message =
      typeof json.error === 'string' && json.error.trim() !== '' ? json.error : '(no error message given)';
    return { ok: false, failure: { kind: 'api-failure', message, httpStatus } };
  }
  if (!success)
    return {
      ok: false,
      failure: { kind: 'http-status', statusText: statusText(httpStatus), preview: preview(text) },
    };
  if (parseContentType(contentType).mediaType !== 'application/json') {
    // Read as JSON all the same: the body parsed, and the specification asks for JSON, not a header.
    leniencies.push({
      id: 'content-type',
      message: `The answer is JSON but was sent as ${contentType.trim() || 'no content type'}, not application/json.`,
      strictFails: false,
    });
  }
  const checked = validate(schema, json);
  return checked.ok
    ? { ok: true, data: checked.value }
    : { ok: false, failure: { kind: 'contract', issues: checked.issues } };
}

/** The first characters of a body, white space folded, for messages and logs. */
export function preview(text: string): string {
  const folded = text
    .slice(0, PREVIEW_CHARS * 4)
    .replace(/\s+/g, ' ')
    .trim();
  return folded.length > PREVIEW_CHARS ? `${folded.slice(0, PREVIEW_CHARS)}…` : folded;
}

function notReadAsJson(leniencies: Leniency[]): void {
  for (let i = leniencies.length - 1; i >= 0; i--) {
    const leniency = leniencies[i]!;
    if (leniency.strictFails) leniencies[i] = { ...leniency, strictFails: false };
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

function statusText(status: number): string {
  return `${status} ${STATUS_TEXT[status] ?? ''}`.trim();
}
