// The exporter's memo of each installation's last categories answer: recalled only for the same
// target and the same status, content type and bytes; kept by the target, one reading each.
import { describe, expect, it } from 'vitest';
import type { KeptReading } from '../../electron/core/checks/category-reading';
import type { ReceivedAnswer } from '../../electron/core/client/v2-client';
import { createReadingMemos } from '../../electron/core/exporter/reading-memo';

const answer = (body: string, httpStatus = 200, contentType = 'application/json'): ReceivedAnswer => ({
  httpStatus,
  contentType,
  bytes: Buffer.from(body),
});

const reading = (rows: number): KeptReading => ({
  outcome: { ok: true },
  leniencies: [],
  ledNowhere: false,
  rowReading: { rowChecks: [], images: null, rows },
});

describe('createReadingMemos', () => {
  it('recalls a reading for an answer of the same status, content type and bytes only', () => {
    const memos = createReadingMemos<object>();
    const target = {};
    memos.forTarget(target).keep(answer('{"status":true,"rows":[]}'), reading(0));
    const memo = memos.forTarget(target);
    expect(memo.recall(answer('{"status":true,"rows":[]}'))).toEqual(reading(0));
    expect(memo.recall(answer('{"status":true,"rows":[] }'))).toBeUndefined();
    expect(memo.recall(answer('{"status":true,"rows":[]}', 500))).toBeUndefined();
    expect(memo.recall(answer('{"status":true,"rows":[]}', 200, 'text/plain'))).toBeUndefined();
    expect(memos.forTarget({}).recall(answer('{"status":true,"rows":[]}'))).toBeUndefined();
  });

  it('keeps one reading a target, the last one kept', () => {
    const memos = createReadingMemos<object>();
    const target = {};
    memos.forTarget(target).keep(answer('a'), reading(1));
    memos.forTarget(target).keep(answer('b'), reading(2));
    expect(memos.forTarget(target).recall(answer('a'))).toBeUndefined();
    expect(memos.forTarget(target).recall(answer('b'))).toEqual(reading(2));
  });
});
