/**
 * The two calls of the API as curl commands for a POSIX shell (bash, zsh, sh), to reproduce what
 * the app or `check` saw. The token is never written: the command reads it from the environment
 * variable RETAIL_INSPECTOR_TOKEN, so a pasted command carries no secret.
 */
import { TOKEN_PARAM, V2_PATHS } from './v2';

/** The environment variable the curl commands (and the command line) read the token from. */
export const TOKEN_VARIABLE = 'RETAIL_INSPECTOR_TOKEN';

/** One curl command per operation. */
export interface CurlCommands {
  readonly info: string;
  readonly categories: string;
}

/**
 * `text` as one single-quoted shell word: nothing inside is expanded ($, `, \, ! and newlines stay
 * literal); a single quote is written as '\''.
 */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/**
 * The curl commands for the installation at `baseUrl` (no trailing slash, as reports carry it).
 * With `withToken`, the categories call sends et_auth_token from $RETAIL_INSPECTOR_TOKEN, percent-
 * encoded by curl itself (--get --data-urlencode), as the app encodes it; without, none is sent,
 * as the app sends none for a connection without a token.
 */
export function curlCommands(baseUrl: string, withToken: boolean): CurlCommands {
  const base = baseUrl.replace(/\/+$/, '');
  const curl = (path: string) =>
    `curl -sS -H ${shellQuote('Accept: application/json')} ${shellQuote(base + path)}`;
  const token = withToken ? ` --get --data-urlencode "${TOKEN_PARAM}=$${TOKEN_VARIABLE}"` : '';
  return { info: curl(V2_PATHS.info), categories: curl(V2_PATHS.categories) + token };
}
