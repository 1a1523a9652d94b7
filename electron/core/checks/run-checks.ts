/**
 * Runs the conformance checks against one installation: both operations through the v2 client, then
 * one check per rule of the specification, plus whether the logo and a sample of category images
 * load. Never throws; every wait is bounded by `timeoutMs`.
 */
import type { CallResult } from '../../../shared/call-result';
import { CHECK_CLAUSES } from '../../../shared/check-clauses';
import type { CheckReport, CheckWords } from '../../../shared/check-report';
import { failureMessage } from '../../../shared/failure-message';
import { ISSUE_CAP, issueLines } from '../../../shared/issue-path';
import { LENIENCY_CLAUSES, type Leniency } from '../../../shared/leniency';
import { leniencyRuleWords, leniencyWords } from '../../../shared/leniency-words';
import { failureClass, verdictOf } from '../../../shared/outcome';
import { wordsOf } from '../../../shared/words';
import type { FetchLike, Installation, V2Client } from '../client/v2-client';
import { fetchImage, type ResourceCheck } from './fetch-resource';
import { findApiBase } from './find-api-base';
import { readCategoryReading, type CategoryMemo } from './category-reading';
import { categoryImageChecks, infoChecks, type ReadRecord } from './rules';
import { sayNotOffered } from './not-offered';
import { certificateChecks, DEFAULT_CERT_WARN_DAYS } from './certificate-rule';
import { lineText, reworded, withoutWords, worded, type DetailLine, type WordedCheck } from './outcomes';

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
  /**
   * Each check's words, in the order of report.checks: what the app shows in its language. Not in
   * the report, which `check --json` and the files hold as they always did.
   */
  readonly words: readonly CheckWords[];
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
  const checks: WordedCheck[] = [...reachability('info', 'GET /api/v2/auth/info', info)];
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
  const said = (verdict.cause === 'not-offered' ? sayNotOffered(checks, { info, categories }) : checks).map(
    citingItsClause,
  );
  const report: CheckReport = {
    baseUrl,
    ok: verdict.exitCode === 0,
    exitCode: verdict.exitCode,
    outcome: verdict.outcome,
    cause: verdict.cause,
    suggestedBaseUrl,
    checks: said.map(withoutWords),
    calls: { info: info.meta, categories: categories?.meta ?? null },
    certificate,
    checkedAt: (deps.now ?? (() => new Date()))().toISOString(),
  };
  return {
    report,
    words: said.map((check) => check.words),
    info: record,
    categories: rows,
    categoriesRecalled,
  };
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
function citingItsClause(check: WordedCheck): WordedCheck {
  if (check.status !== 'warn' || check.clause) return check;
  const clause = check.tolerated ? LENIENCY_CLAUSES[check.tolerated.leniency] : CHECK_CLAUSES[check.id];
  if (!clause) return check;
  const details = [wordsOf('check.rule', { clause }), ...check.words.details];
  return { ...reworded(check, { details }), clause };
}

// The call-level checks: answered, status true, the shape of the specification.
function reachability(prefix: string, operation: string, result: CallResult<unknown>): WordedCheck[] {
  // No HTTP status means nothing was answered: only the time it took says anything then.
  const ms = String(result.meta.totalMs);
  const timing =
    result.meta.httpStatus === undefined
      ? wordsOf('check.timing.noAnswer', { ms })
      : wordsOf('check.timing.answer', {
          ms,
          status: String(result.meta.httpStatus),
          bytes: String(result.meta.bytes),
        });
  const answeredId = `${prefix}.reachable`;
  const answeredTitle = wordsOf('check.reachable.title', { operation });
  const answered = worded(answeredId, 'pass', answeredTitle, wordsOf('check.reachable.answered', { timing }));
  const tolerated = result.meta.leniencies.map((leniency) => toleratedCheck(prefix, operation, leniency));
  const shapeTitle = wordsOf('check.shape.title', { operation });
  if (result.ok) {
    return [
      answered,
      ...tolerated,
      worded(`${prefix}.shape`, 'pass', shapeTitle, wordsOf('check.shape.conforms')),
    ];
  }
  const said = failureMessage(result.failure);
  const failure = result.failure;
  // The installation's own status:false and a shape that breaks the specification are answers of the
  // API; anything else says the operation did not answer with JSON.
  if (failure.kind !== 'api-failure' && failure.kind !== 'contract') {
    const details: DetailLine[] = [said.detail, said.action].filter((line) => lineText(line) !== '');
    return [
      {
        ...worded(
          answeredId,
          'fail',
          answeredTitle,
          wordsOf('check.reachable.failed', { failure: said.title, timing }),
          details,
        ),
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
      worded(
        `${prefix}.status`,
        'fail',
        wordsOf('check.status.title', { operation }),
        wordsOf('check.status.false', { message: failure.message }),
        // What to do: the token named only where it can be the cause (HTTP 401/403, or the message).
        [said.action],
      ),
    ];
  }
  return [
    answered,
    ...tolerated,
    worded(
      `${prefix}.shape`,
      'fail',
      shapeTitle,
      wordsOf('check.shape.problems', { count: failure.total ?? failure.issues.length }),
      issueLines(failure.issues, ISSUE_CAP, failure.total),
    ),
  ];
}

// One counted warning per fault the client tolerated, e.g. "info.tolerated.bom".
function toleratedCheck(prefix: string, operation: string, leniency: Leniency): WordedCheck {
  return {
    ...worded(
      `${prefix}.tolerated.${leniency.id}`,
      'warn',
      wordsOf('check.tolerated.title', { operation, rule: leniencyRuleWords(leniency.id) }),
      leniencyWords(leniency),
      leniency.strictFails
        ? // "at least": another check may make it 2 (not reached, not this API).
          [wordsOf('check.tolerated.strictFails')]
        : [],
    ),
    tolerated: { leniency: leniency.id, strictFails: leniency.strictFails },
  };
}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
