// A watch class in check --json's words (verdictOfClass, shared/watch.ts): every class, the stored
// ones and any added later, maps to the outcome and cause `check` gives, and back to itself.
import { describe, expect, it } from 'vitest';
import { WATCH_CLASSES, verdictOfClass, watchClassOf } from '../../shared/watch';

describe('verdictOfClass', () => {
  it.each([
    ['conforms', { outcome: 'conforms', cause: null }],
    ['violates', { outcome: 'violates', cause: null }],
    ['refused', { outcome: 'not-checked', cause: 'refused' }],
    ['no-token', { outcome: 'not-checked', cause: 'no-token' }],
  ] as const)('says %s as check --json does', (watchClass, verdict) => {
    expect(verdictOfClass(watchClass)).toEqual(verdict);
  });

  it.each(WATCH_CLASSES)('gives %s back through watchClassOf', (watchClass) => {
    expect(watchClassOf(verdictOfClass(watchClass))).toBe(watchClass);
  });
});
