/**
 * Runs the conformance checks against one installation: both operations through the v2 client, then
 * one check per rule of the specification, plus whether the logo and a sample of category images
 * load. Never throws; every wait is bounded by `timeoutMs`.
 */
import type { CallResult } from '../../../shared/call-result';
import type { CheckOutcome, CheckReport } from '../../../shared/check-report';
import { describeFailure } from '../../../shared/describe-failure';
import { ISSUE_CAP, issueLines } from '../../../shared/issue-path';
import { LENIENCY_RULES, type Leniency } from '../../../shared/leniency';
import type { CategoriesResponse, SystemInfo } from '../../../shared/v2';
import type { FetchLike, Installation, V2Client } from '../client/v2-client';
import { fetchImage } from './fetch-resource';
import { categoryChecks, infoChecks, type ReadRecord } from './rules';

/** What the checks need. */
export interface CheckDeps {
  readonly client: V2Client;
  /** For the logo and image checks (no token is ever added to these). */
  readonly fetch: FetchLike;
  readonly now?: () => Date;
}

/**
 * Checks `installation`; `timeoutMs` bounds each call and each image fetch. Aborting `signal` (the
 * app's Cancel) ends the call under way as cancelled and the image fetches at once.
 */
export async function runChecks(
  deps: CheckDeps,
  installation: Installation,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<CheckReport> {
  const fetchImages = signal ? cancellableFetch(deps.fetch, signal) : deps.fetch;
  const loadImage = (url: string) => fetchImage(fetchImages, url, timeoutMs);
  const infoRead = await deps.client.readInfo(installation, { timeoutMs, signal });
  const info = infoRead.result;
  const checks: CheckOutcome[] = [...reachability('info', 'GET /api/v2/auth/info', info)];
  let categories: CallResult<CategoriesResponse> | null = null;
  const record = readable(info, infoRead.json);
  if (record) checks.push(...(await infoChecks(record, loadImage)));
  const unreachable = !info.ok && isUnreachable(info);
  if (!unreachable) {
    const categoriesRead = await deps.client.readCategories(installation, { timeoutMs, signal });
    categories = categoriesRead.result;
    checks.push(...reachability('categories', 'GET /api/v2/products/getcategorys', categories));
    const rows = readable(categories, categoriesRead.json)?.rows;
    if (Array.isArray(rows)) checks.push(...(await categoryChecks(rows, loadImage)));
  }
  // A fault tolerated to read an answer that a strict reading would refuse violates the spec too.
  const failed = checks.some((c) => c.status === 'fail' || c.tolerated?.strictFails);
  const notReached = unreachable || (categories !== null && !categories.ok && isUnreachable(categories));
  const exitCode = notReached ? 2 : failed ? 1 : 0;
  return {
    baseUrl: info.meta.url.replace(/\/api\/v2\/.*$/, ''),
    ok: exitCode === 0,
    exitCode,
    checks,
    calls: { info: info.meta, categories: categories?.meta ?? null },
    checkedAt: (deps.now ?? (() => new Date()))().toISOString(),
  };
}

// What the rules can run on: the data, or the object a contract failure was read from (one malformed
// field must not hide another field's finding).
function readable(result: CallResult<object>, json: unknown): ReadRecord | null {
  if (result.ok) return result.data as ReadRecord;
  return typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as ReadRecord) : null;
}

// Image fetches carry their own timeout signal; the caller's signal joins it.
function cancellableFetch(fetch: FetchLike, signal: AbortSignal): FetchLike {
  return (url, init) =>
    fetch(url, { ...init, signal: init.signal ? AbortSignal.any([init.signal, signal]) : signal });
}

// Unreachable, timed out or not this API at all: exit code 2 rather than 1.
function isUnreachable(result: Extract<CallResult<unknown>, { ok: false }>): boolean {
  const kind = result.failure.kind;
  if (kind === 'http-status') return result.meta.httpStatus === 404;
  return (
    kind === 'network' ||
    kind === 'not-json' ||
    kind === 'invalid-url' ||
    kind === 'redirect' ||
    kind === 'too-large' ||
    kind === 'too-deep' ||
    kind === 'cancelled'
  );
}

// The call-level checks: answered, status true, the shape of the specification.
function reachability(
  prefix: string,
  operation: string,
  result: CallResult<SystemInfo | CategoriesResponse>,
): CheckOutcome[] {
  const timing = `${result.meta.totalMs} ms, HTTP ${result.meta.httpStatus ?? '-'}, ${result.meta.bytes} bytes`;
  const answered: CheckOutcome = {
    id: `${prefix}.reachable`,
    title: `${operation} answers with JSON`,
    status: 'pass',
    message: `answered in ${timing}`,
    details: [],
  };
  const tolerated = result.meta.leniencies.map((leniency) => toleratedCheck(prefix, operation, leniency));
  if (result.ok) {
    return [
      answered,
      ...tolerated,
      {
        id: `${prefix}.shape`,
        title: `${operation} matches the specification`,
        status: 'pass',
        message: 'every field has the specified type and format',
        details: [],
      },
    ];
  }
  const words = describeFailure(result.failure);
  const failure = result.failure;
  if (isUnreachable(result) || failure.kind === 'http-status') {
    return [
      {
        ...answered,
        status: 'fail',
        message: `${words.title} (${timing})`,
        details: [words.detail, words.action].filter(Boolean),
      },
      ...tolerated,
    ];
  }
  if (failure.kind === 'api-failure') {
    return [
      answered,
      ...tolerated,
      {
        id: `${prefix}.status`,
        title: `${operation} answers status: true`,
        status: 'fail',
        message: `status:false: ${failure.message}`,
        details: [],
      },
    ];
  }
  const issues =
    failure.kind === 'contract' ? issueLines(failure.issues, ISSUE_CAP, failure.total) : [words.detail];
  return [
    answered,
    ...tolerated,
    {
      id: `${prefix}.shape`,
      title: `${operation} matches the specification`,
      status: 'fail',
      message: `${failure.kind === 'contract' ? (failure.total ?? failure.issues.length) : 1} problem(s)`,
      details: issues,
    },
  ];
}

// One counted warning per fault the client tolerated, e.g. "info.tolerated.bom".
function toleratedCheck(prefix: string, operation: string, leniency: Leniency): CheckOutcome {
  return {
    id: `${prefix}.tolerated.${leniency.id}`,
    title: `${operation}: ${LENIENCY_RULES[leniency.id]}`,
    status: 'warn',
    message: leniency.message,
    details: leniency.strictFails
      ? // "at least": another check may make it 2 (not reached, not this API).
        ['A strict reading of the specification (RFC 8259 JSON) fails here, so the exit code is at least 1.']
      : [],
    tolerated: { leniency: leniency.id, strictFails: leniency.strictFails },
  };
}
