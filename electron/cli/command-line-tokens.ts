/**
 * The tokens a command was given (`--token T`, `--token=T`, RETAIL_INSPECTOR_TOKEN), so the entry can
 * mask them in everything it prints, error lines included, whichever command runs and fails.
 */
import { TOKEN_ENV } from './cli-context';

/** Every token on the command line and in the environment. */
export function tokensOnCommandLine(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): string[] {
  const tokens: string[] = [];
  argv.forEach((arg, index) => {
    if (arg === '--token' && argv[index + 1]) tokens.push(argv[index + 1]!);
    else if (arg.startsWith('--token=')) tokens.push(arg.slice('--token='.length));
  });
  const fromEnv = env[TOKEN_ENV];
  if (fromEnv) tokens.push(fromEnv);
  return tokens.filter((token) => token.length > 0);
}
