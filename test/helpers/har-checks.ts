// What a HAR file must be for others to read it: valid against the HAR 1.2 JSON Schema of the
// har-schema package (draft-06 schemas, checked by ajv with draft-06 added, formats by ajv-formats),
// and what Chrome DevTools' HAR importer needs (its HAR model's constructors throw on a missing
// object, a date that does not parse or a number that is NaN; mirrored here field by field, so a
// file that passes would import).
import { createRequire } from 'node:module';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';

const require = createRequire(import.meta.url);
const schemas = require('har-schema') as Record<string, { $id: string }>;
const draft06 = require('ajv/dist/refs/json-schema-draft-06.json') as object;

// har-schema writes `min` (not a JSON Schema keyword) and `optional`: unknown keywords are ignored,
// as the draft says, rather than refused by ajv's strict mode; `min: -1` is checked below instead.
const ajv = new Ajv({ strict: false, allErrors: true });
ajv.addMetaSchema(draft06);
addFormats(ajv);
for (const schema of Object.values(schemas)) ajv.addSchema(schema);
const validateHar = ajv.getSchema('har.json#')!;

/** Why `har` breaks the HAR 1.2 schema, or [] when it conforms. */
export function harSchemaProblems(har: unknown): string[] {
  const problems = validateHar(har)
    ? []
    : (validateHar.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
  // The schema's `min` bounds, which ajv does not read: a timing is -1 or more, send, wait and
  // receive are never -1 (HAR 1.2 says they are not optional), time is 0 or more.
  const entries = (har as { log?: { entries?: unknown[] } }).log?.entries ?? [];
  entries.forEach((entry, i) => {
    const { time, timings } = entry as { time: number; timings: Record<string, unknown> };
    if (!(time >= 0)) problems.push(`/log/entries/${i}/time is below 0`);
    for (const [name, value] of Object.entries(timings ?? {})) {
      if (typeof value !== 'number') continue;
      const least = ['send', 'wait', 'receive'].includes(name) ? 0 : -1;
      if (value < least) problems.push(`/log/entries/${i}/timings/${name} is below ${least}`);
    }
  });
  return problems;
}

type Json = Record<string, unknown>;

// HARBase: every object field must be an object; safeDate and safeNumber throw on NaN.
function object(value: unknown, path: string, problems: string[]): Json {
  if (!value || typeof value !== 'object') problems.push(`${path} is not an object`);
  return (value ?? {}) as Json;
}
function date(value: unknown, path: string, problems: string[]) {
  if (Number.isNaN(new Date(value as string).getTime())) problems.push(`${path} is not a date`);
}
function number(value: unknown, path: string, problems: string[]) {
  if (Number.isNaN(Number(value))) problems.push(`${path} is not a number`);
}
function optionalNumber(value: unknown, path: string, problems: string[]) {
  if (value !== undefined) number(value, path, problems);
}

/**
 * Why Chrome DevTools' HAR importer would refuse `har` (HARRoot, HARLog, HAREntry, HARRequest,
 * HARResponse, HARContent, HARTimings), or [] when it would import it.
 */
export function devToolsImportProblems(har: unknown): string[] {
  const problems: string[] = [];
  const log = object(object(har, 'har', problems).log, 'log', problems);
  object(log.creator, 'log.creator', problems);
  if (!Array.isArray(log.entries)) {
    problems.push('log.entries is not an array');
    return problems;
  }
  log.entries.forEach((raw, i) => {
    const at = `log.entries[${i}]`;
    const entry = object(raw, at, problems);
    date(entry.startedDateTime, `${at}.startedDateTime`, problems);
    number(entry.time, `${at}.time`, problems);
    const request = object(entry.request, `${at}.request`, problems);
    if (typeof request.url !== 'string' || request.url === '') problems.push(`${at}.request.url is missing`);
    for (const field of ['headersSize', 'bodySize'])
      number(request[field], `${at}.request.${field}`, problems);
    const response = object(entry.response, `${at}.response`, problems);
    for (const field of ['status', 'headersSize', 'bodySize'])
      number(response[field], `${at}.response.${field}`, problems);
    // Read as response.httpVersion.toLowerCase(): it must be there, as a string.
    if (typeof response.httpVersion !== 'string') problems.push(`${at}.response.httpVersion is not a string`);
    const content = object(response.content, `${at}.response.content`, problems);
    number(content.size, `${at}.response.content.size`, problems);
    optionalNumber(content.compression, `${at}.response.content.compression`, problems);
    const timings = object(entry.timings, `${at}.timings`, problems);
    for (const field of ['send', 'wait', 'receive'])
      number(timings[field], `${at}.timings.${field}`, problems);
    for (const field of ['blocked', 'dns', 'connect', 'ssl'])
      optionalNumber(timings[field], `${at}.timings.${field}`, problems);
  });
  return problems;
}
