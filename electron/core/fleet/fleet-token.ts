/**
 * The one rule for a fleet row's token, read alike by `check --fleet`, `watch --fleet`, `exporter`
 * and the app's import: a non-empty `token` cell is the token; else a non-empty `token_env` cell
 * names the environment variable that holds it; a row with neither (or both cells empty) is called
 * without a token. A `token_env` may only name a variable whose name begins with
 * RETAIL_INSPECTOR_TOKEN, so a shared fleet file cannot send another secret of this computer (say
 * GITHUB_TOKEN) to the host its author wrote. Pure.
 */

/** The start every variable a fleet row's `token_env` names must have. */
export const TOKEN_ENV_PREFIX = 'RETAIL_INSPECTOR_TOKEN';

const VARIABLE = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Why `name` cannot be a row's `token_env`, or null when it can. The name is quoted only when it is
 * a well-formed variable name (nothing else of the file reaches the message).
 */
export function tokenEnvProblem(name: string): string | null {
  if (!VARIABLE.test(name)) return `expected an environment variable name such as ${TOKEN_ENV_PREFIX}_SHOP1`;
  if (name.startsWith(TOKEN_ENV_PREFIX)) return null;
  return (
    `${name} may not be read: a fleet file's token_env may only name a variable that begins with ` +
    `${TOKEN_ENV_PREFIX} (such as ${TOKEN_ENV_PREFIX}_SHOP1); rename the variable and the cell`
  );
}

/** What a row's cells say of its token (both already validated; empty cells are absent). */
export interface TokenCells {
  readonly token?: string | undefined;
  readonly tokenEnv?: string | undefined;
}

/**
 * A row's token by the rule: `none` (no token configured: called without one), `token`, or
 * `unavailable` (a token is configured through `token_env`, but that variable is not set here:
 * the installation is not called; our cause `no-token`, never the installation's).
 */
export type RowToken =
  | { readonly kind: 'none' }
  | { readonly kind: 'token'; readonly token: string }
  | { readonly kind: 'unavailable'; readonly variable: string; readonly message: string };

/** The token of a row with `cells`, read from `env` when it names a variable. Never throws. */
export function rowToken(cells: TokenCells, env: Readonly<Record<string, string | undefined>>): RowToken {
  if (cells.token) return { kind: 'token', token: cells.token };
  const variable = cells.tokenEnv;
  if (!variable) return { kind: 'none' };
  const value = env[variable];
  if (value) return { kind: 'token', token: value };
  return { kind: 'unavailable', variable, message: `the environment variable ${variable} is not set` };
}

/** The token of `found`, or undefined for a row called without one or whose token is unavailable. */
export function tokenOf(found: RowToken): string | undefined {
  return found.kind === 'token' ? found.token : undefined;
}
