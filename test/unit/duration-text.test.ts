// Durations as notices say them (shared/duration-text.ts): the two largest units, days plural.
import { describe, expect, it } from 'vitest';
import { durationWords } from '../../shared/duration-text';

const S = 1_000;
const MIN = 60 * S;
const H = 60 * MIN;
const D = 24 * H;

describe('durationWords', () => {
  it.each([
    [0, '0 s'],
    [-5, '0 s'],
    [Number.NaN, '0 s'],
    [40 * S, '40 s'],
    [2 * MIN + 30 * S, '2 min 30 s'],
    [14 * MIN + 59 * S, '14 min'],
    [H, '1 h'],
    [2 * H + 14 * MIN + 59 * S, '2 h 14 min'],
    [D, '1 day'],
    [D + 3 * H, '1 day 3 h'],
    [12 * D + 20 * MIN, '12 days'],
    [1_200 * D, '1,200 days'],
  ])('%s ms reads "%s"', (ms, words) => {
    expect(durationWords(ms)).toBe(words);
  });
});
