/**
 * Turns a received body into the data a schema promises or into exactly one failure kind, in the
 * order a person would diagnose it: not JSON at all, the installation's own `status: false`, an
 * HTTP error, then the shape of the data. Bodies nested too deeply are refused before (readJson).
 */
import type { z } from 'zod';
import type { CallFailure } from '../../../shared/call-result';
import type { Leniency } from '../../../shared/leniency';
import { contentTypeWords, leniencyWords } from '../../../shared/leniency-words';
import { excessiveNesting, MAX_JSON_DEPTH, nestsDeeperThan } from '../../../shared/json-depth';
import { validate } from '../../../shared/validate';
import { wordsOf } from '../../../shared/words';
import { englishWords } from '../../../shared/words-text';
import { parseContentType } from './decode-body';

/**
 * The outcome of interpreting one body. A contract failure keeps the parsed body as `json`, so the
 * checks can run every rule on what can be read (run-checks.ts); it is never sent on.
 */
export type Interpreted<T> = { ok: true; data: T } | { ok: false; failure: CallFailure; json?: unknown };

const PREVIEW_CHARS = 200;

/**
 * Interprets `text` (decoded by decode-body.ts) received with `httpStatus` and `contentType`; a
 * leniency it applies is added to `leniencies`. `parsed` is readJson's value of this same text, when
 * it was read already (the text is then not parsed again).
 */
export function interpretBody<S extends z.ZodType>(
  schema: S,
  httpStatus: number,
  contentType: string,
  text: string,
  leniencies: Leniency[],
  parsed?: ParsedJson,
): Interpreted<z.infer<S>> {
  const success = httpStatus >= 200 && httpStatus < 300;
  let json: unknown;
  try {
    json = parsed ? parsed.value : JSON.parse(text);
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
  if (!isJsonMediaType(parseContentType(contentType).mediaType)) {
    // Read as JSON all the same: the body parsed, and the specification asks for JSON, not a header.
    leniencies.push({
      id: 'content-type',
      message: englishWords(contentTypeWords(contentType.trim())),
      strictFails: false,
    });
  }
  const checked = validate(schema, json);
  return checked.ok
    ? { ok: true, data: checked.value }
    : { ok: false, failure: { kind: 'contract', issues: checked.issues, total: checked.total }, json };
}

/** A text's JSON value, parsed once. */
export interface ParsedJson {
  readonly value: unknown;
}

/**
 * Reads `text` as JSON once, for interpretBody: its value; or the failure of a body nested deeper than
 * MAX_JSON_DEPTH, decided before anything recursive (masking, a schema, a structured clone) touches
 * the value (JSON.parse and the measuring walk never recurse; the text is scanned only to name the
 * path); or null for a text that is not JSON (an HTML page's brackets say nothing).
 */
export function readJson(text: string): ParsedJson | { readonly tooDeep: CallFailure } | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!nestsDeeperThan(value)) return { value };
  const found = excessiveNesting(text) ?? { path: '', limit: MAX_JSON_DEPTH };
  return { tooDeep: { kind: 'too-deep', path: found.path, limit: found.limit } };
}

// application/json, or a type with the +json suffix (application/problem+json), which RFC 6839 §3.1
// registers for JSON text: neither is a fault.
function isJsonMediaType(mediaType: string): boolean {
  return mediaType === 'application/json' || /^[a-z0-9!#$&^_.-]+\/[a-z0-9!#$&^_.+-]+\+json$/.test(mediaType);
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

/**
 * A redirect that ended at something that is not the operation (a login page, a 404): its warning
 * names where it led but offers no address to use. Call it on the leniencies of a failed call.
 */
export function redirectsLedNowhere(leniencies: Leniency[]): void {
  for (let i = 0; i < leniencies.length; i++) {
    const leniency = leniencies[i]!;
    // The same path, status and target; the ending that offers no address.
    const words = leniency.id === 'redirect' ? leniencyWords(leniency) : null;
    if (words?.id === 'leniency.redirect')
      leniencies[i] = {
        ...leniency,
        message: englishWords(wordsOf('leniency.redirect.notTheApi', words.values)),
      };
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
