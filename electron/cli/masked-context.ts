/**
 * A command's context whose every line passes the token masker before it reaches the terminal: the
 * last guard, behind the masking the client and the checks already do, so that no spelling of a
 * token an installation echoed can reach standard output or standard error.
 */
import { maskDeep, type Masker } from '../core/client/redact';
import type { CliContext } from './cli-context';

/** `ctx` with `mask` applied to everything written to stdout and stderr, `--json` output included. */
export function maskedContext(ctx: CliContext, mask: Masker): CliContext {
  return {
    ...ctx,
    out: (line) => ctx.out(mask(line)),
    err: (line) => ctx.err(mask(line)),
    outExact: (text) => ctx.outExact(maskKeepingJson(text, mask)),
  };
}

// `--json` must stay one JSON document. Masked as text, a token that is also a number's digits
// ("2") or part of an escape would break it: then every string is masked in the parsed value instead
// (numbers are ours, never the token) and the document written again, indented as the commands do.
function maskKeepingJson(text: string, mask: Masker): string {
  const masked = mask(text);
  if (masked === text) return text;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return masked; // not JSON: a help text
  }
  try {
    JSON.parse(masked);
    return masked;
  } catch {
    return JSON.stringify(maskDeep(value, mask), null, 2);
  }
}
