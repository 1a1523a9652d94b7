/**
 * Measures what schema validation adds to JSON.parse: `JSON.parse` alone versus `JSON.parse` plus
 * shared/validate.ts on the same text, interleaved (alternating which goes first) so GC and drift
 * hit both; reports the ratio of medians. An invalid document throws: the timing would be wrong.
 */
import { performance } from 'node:perf_hooks';
import type { z } from 'zod';
import { validate } from '../shared/validate';
import { median } from './http-load';

/** Medians in milliseconds and their ratio (validated / parse only). */
export interface ParseCost {
  readonly parseMs: number;
  readonly validatedMs: number;
  readonly ratio: number;
  readonly iterations: number;
}

export const ITERATIONS = 21;
const WARMUP = 3;

function time(fn: () => void): number {
  const started = performance.now();
  fn();
  return performance.now() - started;
}

/** Compares parsing `text` with parsing and validating it against `schema`. */
export function measureParseCost(text: string, schema: z.ZodType, iterations = ITERATIONS): ParseCost {
  const parseOnly = () => {
    JSON.parse(text);
  };
  const parseAndValidate = () => {
    const checked = validate(schema, JSON.parse(text));
    if (!checked.ok) throw new Error(`benchmark document is invalid: ${JSON.stringify(checked.issues[0])}`);
  };
  for (let i = 0; i < WARMUP; i++) [parseOnly, parseAndValidate].forEach((fn) => fn());
  const parse: number[] = [];
  const validated: number[] = [];
  for (let i = 0; i < iterations; i++) {
    if (i % 2 === 0) {
      parse.push(time(parseOnly));
      validated.push(time(parseAndValidate));
    } else {
      validated.push(time(parseAndValidate));
      parse.push(time(parseOnly));
    }
  }
  const parseMs = median(parse);
  const validatedMs = median(validated);
  return { parseMs, validatedMs, ratio: validatedMs / parseMs, iterations };
}
