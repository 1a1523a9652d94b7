/**
 * The exporter's memo of each installation's last categories answer (checks/category-reading.ts): a
 * fleet scraped every minute mostly answers what it answered a minute before, and the bytes decide
 * everything the checks read from them, so an answer of the same status, content type and bytes is
 * not decoded, parsed, validated and walked again. One reading per target, the last one read; a
 * target's memo is held by the target itself (a WeakMap), so a fleet read again (new targets, maybe
 * new tokens) starts afresh and a removed installation's memo goes with it. The bytes are kept only
 * as a SHA-256 digest. Never throws.
 */
import { createHash } from 'node:crypto';
import type { CategoryMemo, KeptReading } from '../checks/category-reading';
import type { ReceivedAnswer } from '../client/v2-client';

/** Memos by target; `forTarget` gives the one of a target of the current fleet. */
export interface ReadingMemos<Target extends object> {
  forTarget(target: Target): CategoryMemo;
}

interface Kept {
  readonly digest: string;
  readonly reading: KeptReading;
}

/** Per-target memos of one reading each. */
export function createReadingMemos<Target extends object>(): ReadingMemos<Target> {
  const kept = new WeakMap<Target, Kept>();
  return {
    forTarget: (target) => {
      // A probe's memo: the digest of its answer, made once for recall and keep.
      const digests = new WeakMap<ReceivedAnswer, string>();
      const digest = (answer: ReceivedAnswer) => {
        const made = digests.get(answer) ?? digestOf(answer);
        digests.set(answer, made);
        return made;
      };
      return {
        recall(answer) {
          const last = kept.get(target);
          return last && last.digest === digest(answer) ? last.reading : undefined;
        },
        keep(answer, reading) {
          kept.set(target, { digest: digest(answer), reading });
        },
      };
    },
  };
}

// The status, the content type (its charset decides the decoding), the Server header (an error
// page's summary names it) and the bytes, unambiguously.
function digestOf(answer: ReceivedAnswer): string {
  const server = answer.server ?? '';
  return createHash('sha256')
    .update(`${answer.httpStatus}\n${answer.contentType.length}:${answer.contentType}\n`)
    .update(`${server.length}:${server}\n`)
    .update(answer.bytes)
    .digest('base64');
}
