// The tokens the command line's entry masks in everything it prints: given as a flag, either way,
// or in the environment.
import { describe, expect, it } from 'vitest';
import { tokensOnCommandLine } from '../../electron/cli/command-line-tokens';

describe('tokensOnCommandLine', () => {
  it('finds --token T, --token=T and RETAIL_INSPECTOR_TOKEN, and nothing else', () => {
    const argv = ['serve', '--token', 'tok-one', '--token=tok-two', '--port', '0', '--token='];
    expect(tokensOnCommandLine(argv, { RETAIL_INSPECTOR_TOKEN: 'tok-env', HOME: '/home/x' })).toEqual([
      'tok-one',
      'tok-two',
      'tok-env',
    ]);
    expect(tokensOnCommandLine(['check', '--token'], {})).toEqual([]);
  });

  it("finds diff's per-side tokens: --token-a, --token-b and RETAIL_INSPECTOR_TOKEN_A/_B", () => {
    const argv = ['diff', 'a.json', 'https://x', '--token-a', 'tok-a', '--token-b=tok-b'];
    expect(
      tokensOnCommandLine(argv, { RETAIL_INSPECTOR_TOKEN_A: 'env-a', RETAIL_INSPECTOR_TOKEN_B: 'env-b' }),
    ).toEqual(['tok-a', 'tok-b', 'env-a', 'env-b']);
  });

  it('finds every variable a fleet file may name (RETAIL_INSPECTOR_TOKEN…), and no other', () => {
    expect(
      tokensOnCommandLine(['check', '--fleet', 'fleet.csv'], {
        RETAIL_INSPECTOR_TOKEN_KOELN: 'tok-koeln',
        RETAIL_INSPECTOR_TOKEN_BONN: 'tok-bonn',
        GITHUB_TOKEN: 'not-ours',
      }),
    ).toEqual(['tok-koeln', 'tok-bonn']);
  });
});
