/**
 * The tokens a command was given (`--token T`, `--token=T`; for `diff` also `--token-a`/`--token-b`)
 * and every environment variable whose name begins with RETAIL_INSPECTOR_TOKEN (the command's own,
 * diff's _A/_B, and those a fleet file's token_env may name), so the entry can mask them in
 * everything it prints, error lines included, whichever command runs and fails.
 */
import { TOKEN_ENV } from './cli-context';

// `diff` takes one token per side.
const TOKEN_FLAGS = ['--token', '--token-a', '--token-b'];

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
  for (const [name, fromEnv] of Object.entries(env)) {
    if (name.startsWith(TOKEN_ENV) && fromEnv) tokens.push(fromEnv);
  }
  return tokens.filter((token) => token.length > 0);
}
