/**
 * Runs the conformance checks against one installation: both operations through the v2 client, then
 * one check per rule of the specification, plus whether the logo and a sample of category images
 * load. Never throws; every wait is bounded by `timeoutMs`.
 */
import type { CallResult } from '../../../shared/call-result';
import { CHECK_CLAUSES } from '../../../shared/check-clauses';
import { countText } from '../../../shared/count-text';
import type { CheckOutcome, CheckReport } from '../../../shared/check-report';
import { describeFailure } from '../../../shared/describe-failure';
import { ISSUE_CAP, issueLines } from '../../../shared/issue-path';
import { LENIENCY_CLAUSES, LENIENCY_RULES, type Leniency } from '../../../shared/leniency';
import { failureClass, verdictOf } from '../../../shared/outcome';
import type { FetchLike, Installation, V2Client } from '../client/v2-client';
import { fetchImage, type ResourceCheck } from './fetch-resource';
import { findApiBase } from './find-api-base';
import { readCategoryReading, type CategoryMemo } from './category-reading';
import { categoryImageChecks, infoChecks, type ReadRecord } from './rules';
import { sayNotOffered } from './not-offered';
import { certificateChecks, DEFAULT_CERT_WARN_DAYS } from './certificate-rule';

/** What the checks need. */
export interface CheckDeps {
  readonly client: V2Client;
  /** For the logo and image checks (no token is ever added to these). */
  readonly fetch: FetchLike;
  readonly now?: () => Date;
  /** Where image checks come from when not fetched each time (the exporter's cache); else fetched. */
  readonly imageChecks?: ImageCheckSource;
  /** The installation's last categories answer read (the exporter's memo); absent: every answer is read. */
  readonly categoryMemo?: CategoryMemo;
  /** Days of validity under which an https certificate is a warning (default 30; 0: no such check). */
  readonly certWarnDays?: number;
}

/** A check's report, with what the exporter's metrics take from the answers. */
export interface CheckRun {
  readonly report: CheckReport;
  /** The info record as read (unmasked; a record that broke the schema included), or null. */
  readonly info: ReadRecord | null;
  /** Category rows read (an answer that broke the schema included), or null. */
  readonly categories: number | null;
  /** Whether the categories answer was one categoryMemo knew, so not read again. */
  readonly categoriesRecalled: boolean;
}

/** An image check for `url`: `load` fetches it; `signal` is the checks' own (aborted: not kept). */
export type ImageCheckSource = (
  url: string,
  load: (url: string) => Promise<ResourceCheck>,
  signal: AbortSignal | undefined,
) => Promise<ResourceCheck>;

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
  return (await checkInstallation(deps, installation, timeoutMs, signal)).report;
}

/** runChecks, with the info record and the number of category rows it read. */
export async function checkInstallation(
  deps: CheckDeps,
  installation: Installation,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<CheckRun> {
  const fetchImages = signal ? cancellableFetch(deps.fetch, signal) : deps.fetch;
  const fetchOne = (url: string) => fetchImage(fetchImages, url, timeoutMs);
  const cached = deps.imageChecks;
  const loadImage = cached ? (url: string) => cached(url, fetchOne, signal) : fetchOne;
  const infoRead = await deps.client.readInfo(installation, { timeoutMs, signal, unmasked: true });
  const info = infoRead.result;
  const checks: CheckOutcome[] = [...reachability('info', 'GET /api/v2/auth/info', info)];
  let categories: CallResult<unknown> | null = null;
  let rows: number | null = null;
  let categoriesRecalled = false;
  const record = readable(info, infoRead.json);
  // One turn of the event loop before each next call: undici hands a finished call's connection
  // back to its pool on the next turn (setImmediate), so without it the logo and the categories
  // would each open a connection of their own, a TCP and TLS handshake more for every check and
  // every probe.
  await nextTurn();
  if (record) checks.push(...(await infoChecks(record, loadImage)));
  const unreachable = !info.ok && notReached(info);
  if (!unreachable) {
    await nextTurn();
    const read = await readCategoryReading(
      deps.client,
      installation,
      { timeoutMs, signal, unmasked: true },
      deps.categoryMemo,
    );
    categories = read.result;
    rows = read.reading.rows;
    categoriesRecalled = read.recalled;
    checks.push(...reachability('categories', 'GET /api/v2/products/getcategorys', categories));
    checks.push(...read.reading.rowChecks);
    if (read.reading.images) checks.push(...(await categoryImageChecks(read.reading.images, loadImage)));
  }
  // The certificate of the first call that was answered: both go to the same host and port.
  const certificate = info.meta.certificate ?? categories?.meta.certificate ?? null;
  checks.push(...certificateChecks(certificate, deps.certWarnDays ?? DEFAULT_CERT_WARN_DAYS));
  // A fault tolerated to read an answer that a strict reading would refuse violates the spec too.
  const broken = checks.some((c) => c.status === 'fail' || c.tolerated?.strictFails);
  const verdict = verdictOf([info, categories], broken);
  const baseUrl = info.meta.url.replace(/\/api\/v2\/.*$/, '');
  const suggestedBaseUrl =
    verdict.cause === 'wrong-address' && baseUrl
      ? await findApiBase(deps.fetch, baseUrl, timeoutMs, signal)
      : null;
  const report: CheckReport = {
    baseUrl,
    ok: verdict.exitCode === 0,
    exitCode: verdict.exitCode,
    outcome: verdict.outcome,
    cause: verdict.cause,
    suggestedBaseUrl,
    checks: (verdict.cause === 'not-offered' ? sayNotOffered(checks, { info, categories }) : checks).map(
      citingItsClause,
    ),
    calls: { info: info.meta, categories: categories?.meta ?? null },
    certificate,
    checkedAt: (deps.now ?? (() => new Date()))().toISOString(),
  };
  return { report, info: record, categories: rows, categoriesRecalled };
}

// What the rules can run on: the data, or the object a contract failure was read from (one malformed
// field must not hide another field's finding).
function readable(result: CallResult<unknown>, json: unknown): ReadRecord | null {
  if (result.ok) return result.data as ReadRecord;
  return typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as ReadRecord) : null;
}

// Image fetches carry their own timeout signal; the caller's signal joins it.
function cancellableFetch(fetch: FetchLike, signal: AbortSignal): FetchLike {
  return (url, init) =>
    fetch(url, { ...init, signal: init.signal ? AbortSignal.any([init.signal, signal]) : signal });
}

// Not reached at all (no answer, TLS, a timeout, an unusable address, cancelled): the categories
// call would fail the same way, so it is not made.
function notReached(result: Extract<CallResult<unknown>, { ok: false }>): boolean {
  const cause = failureClass(result.failure, result.meta.httpStatus);
  return cause === 'unreachable' || cause === 'tls' || cause === 'timeout' || cause === 'usage';
}

// Every warning cites the clause that makes what it found a fault (docs/leniencies.md).
function citingItsClause(check: CheckOutcome): CheckOutcome {
  if (check.status !== 'warn' || check.clause) return check;
  const clause = check.tolerated ? LENIENCY_CLAUSES[check.tolerated.leniency] : CHECK_CLAUSES[check.id];
  return clause ? { ...check, clause, details: [`Rule: ${clause}.`, ...check.details] } : check;
}

// The call-level checks: answered, status true, the shape of the specification.
function reachability(prefix: string, operation: string, result: CallResult<unknown>): CheckOutcome[] {
  // No HTTP status means nothing was answered: only the time it took says anything then.
  const timing =
    result.meta.httpStatus === undefined
      ? `after ${result.meta.totalMs} ms`
      : `${result.meta.totalMs} ms, HTTP ${result.meta.httpStatus}, ${result.meta.bytes} bytes`;
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
  // The installation's own status:false and a shape that breaks the specification are answers of the
  // API; anything else says the operation did not answer with JSON.
  if (failure.kind !== 'api-failure' && failure.kind !== 'contract') {
    return [
      {
        ...answered,
        status: 'fail',
        message: `${words.title} (${timing})`,
        details: [words.detail, words.action].filter(Boolean),
        ...((failure.kind === 'http-status' || failure.kind === 'not-json') && failure.page
          ? { page: failure.page }
          : {}),
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
        // What to do: the token named only where it can be the cause (HTTP 401/403, or the message).
        details: [words.action],
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
      message: countText(
        failure.kind === 'contract' ? (failure.total ?? failure.issues.length) : 1,
        'problem',
      ),
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

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
