// Where the probe for a misaddressed API looks: each parent path of the base URL, nearest first,
// then the base URL with index.php added (PHP installations without URL rewriting).
import { describe, expect, it } from 'vitest';
import { candidateBaseUrls } from '../../electron/core/checks/find-api-base';

describe('candidateBaseUrls', () => {
  it.each([
    ['http://127.0.0.1:4180/api', ['http://127.0.0.1:4180', 'http://127.0.0.1:4180/api/index.php']],
    [
      'https://h/shop/api/v1',
      ['https://h/shop/api', 'https://h/shop', 'https://h', 'https://h/shop/api/v1/index.php'],
    ],
    ['https://h', ['https://h/index.php']],
    ['https://h/index.php', ['https://h']],
  ])('tries %s at %j', (base, candidates) => {
    expect(candidateBaseUrls(base)).toEqual(candidates);
  });

  it('tries at most six places, however deep the path', () => {
    expect(candidateBaseUrls('https://h/a/b/c/d/e/f/g/h')).toHaveLength(6);
  });

  it('tries nothing for a text that is no address', () => {
    expect(candidateBaseUrls('')).toEqual([]);
  });
});
