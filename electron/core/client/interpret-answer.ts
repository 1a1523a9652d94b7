/**
 * The v2 client's interpretation: from an answer's bytes to its outcome. Decodes the text, refuses
 * a body nested too deeply before anything recursive touches it, masks the token (and warns of an
 * echo in an address), and validates against the operation's schema; the checks' unmasked reading
 * and the parsed body of a contract failure come from here too. Does no I/O; fetch-answer.ts does.
 */
import type { z } from 'zod';
import type { CallFailure } from '../../../shared/call-result';
import { readHtmlPage } from '../../../shared/html-page';
import type { Leniency } from '../../../shared/leniency';
import type { CallRequest, ReceivedAnswer } from './call-types';
import { decodeBody } from './decode-body';
import { interpretBody, readJson, redirectsLedNowhere } from './interpret-body';
import { maskAnswerText, tokenEchoLeniency } from './mask-answer';
import type { Masker } from './redact';

/** What an answer turned out to be: its data or one failure. */
export type Outcome<T> = { ok: true; data: T } | { ok: false; failure: CallFailure };

/** An answer read: its outcome, its body masked for the request log, and whether it led nowhere. */
export interface ReadOutcome<T> {
  readonly outcome: Outcome<T>;
  /** The decoded text with the token masked: what the raw view shows. */
  readonly body: string;
  /** The answer is not the API (any failure but the contract's): the redirects led nowhere. */
  readonly ledNowhere: boolean;
}

/** The request's parts interpretation needs. */
export type InterpretRequest<S extends z.ZodType> = Pick<CallRequest<S>, 'schema' | 'options' | 'keepJson'>;

/**
 * Reads `answer` for `request`, adding each leniency of reading it to `leniencies` (and, when it
 * led nowhere, rewriting their redirect warnings). Never throws: every fault is the outcome.
 */
export function interpretAnswer<S extends z.ZodType>(
  answer: ReceivedAnswer,
  request: InterpretRequest<S>,
  mask: Masker,
  leniencies: Leniency[],
): ReadOutcome<z.infer<S>> {
  const { schema, options, keepJson } = request;
  const { httpStatus, contentType } = answer;
  const decoded = decodeBody(answer.bytes, contentType);
  leniencies.push(...decoded.leniencies);
  // Before masking: the masker walks parsed values recursively.
  const parsed = readJson(decoded.text);
  if (parsed && 'tooDeep' in parsed)
    return { outcome: { ok: false, failure: parsed.tooDeep }, body: mask(decoded.text), ledNowhere: false };
  const body = maskAnswerText(decoded.text, mask);
  const echo = body === decoded.text ? null : tokenEchoLeniency(decoded.text, mask);
  if (echo) leniencies.push(echo);
  // Everything shown or kept gets the masked text, so the page never holds the token.
  // Parsed once: the masked text is this same text unless the answer held the token.
  const value = parsed ?? undefined;
  const shown = withPage(
    interpretBody(
      schema,
      httpStatus,
      contentType,
      body,
      leniencies,
      body === decoded.text ? value : undefined,
    ),
    body,
    answer,
  );
  let ledNowhere = false;
  if (!shown.ok && shown.failure.kind !== 'contract') {
    redirectsLedNowhere(leniencies);
    ledNowhere = true;
  }
  if (!keepJson) return { outcome: shown, body, ledNowhere };
  // The checks judge the answer as it came: a long token that is also a name or an id must not
  // change a verdict. Their failure texts stay the masked ones, their problem paths the real ones.
  const real =
    !options.unmasked || body === decoded.text
      ? shown
      : interpretBody(schema, httpStatus, contentType, decoded.text, [], value);
  if (!real.ok && real.json !== undefined) keepJson(real.json);
  return { outcome: real.ok || real.failure.kind === 'contract' ? real : shown, body, ledNowhere };
}

// An answer that is no data gets its web page summarised (from the masked text: no token in it).
function withPage<T extends { ok: boolean; failure?: CallFailure }>(
  read: T,
  body: string,
  answer: ReceivedAnswer,
): T {
  const failure = read.failure;
  if (read.ok || !failure || (failure.kind !== 'http-status' && failure.kind !== 'not-json')) return read;
  const page = readHtmlPage(body, answer.contentType, answer.server);
  return page ? { ...read, failure: { ...failure, page } } : read;
}
