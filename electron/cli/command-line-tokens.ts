/**
 * The tokens a command was given (`--token T`, `--token=T`, RETAIL_INSPECTOR_TOKEN; for `diff` also
 * `--token-a`/`--token-b` and RETAIL_INSPECTOR_TOKEN_A/_B), so the entry can
 * mask them in everything it prints, error lines included, whichever command runs and fails.
 */
import { TOKEN_ENV } from './cli-context';

// `diff` takes one token per side.
const TOKEN_FLAGS = ['--token', '--token-a', '--token-b'];
const TOKEN_VARIABLES = [TOKEN_ENV, `${TOKEN_ENV}_A`, `${TOKEN_ENV}_B`];

/** Every token on the command line and in the environment. */
export function tokensOnCommandLine(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): string[] {
  const tokens: string[] = [];
  argv.forEach((arg, index) => {
    for (const flag of TOKEN_FLAGS) {
      if (arg === flag && argv[index + 1]) tokens.push(argv[index + 1]!);
      else if (arg.startsWith(`${flag}=`)) tokens.push(arg.slice(flag.length + 1));
    }
  });
  for (const name of TOKEN_VARIABLES) {
    const fromEnv = env[name];
    if (fromEnv) tokens.push(fromEnv);
  }
  return tokens.filter((token) => token.length > 0);
}
