/**
 * A command's context whose every line passes the token masker before it reaches the terminal: the
 * last guard, behind the masking the client and the checks already do, so that no spelling of a
 * token an installation echoed can reach standard output or standard error.
 */
import { maskJsonText, type Masker } from '../core/client/redact';
import type { CliContext } from './cli-context';

/** `ctx` with `mask` applied to everything written to stdout and stderr, `--json` output included. */
export function maskedContext(ctx: CliContext, mask: Masker): CliContext {
  return {
    ...ctx,
    out: (line) => ctx.out(mask(line)),
    err: (line) => ctx.err(mask(line)),
    // `--json` stays one JSON document, indented as the commands write it; help texts are masked as text.
    outExact: (text) => ctx.outExact(maskJsonText(text, mask, 2)),
  };
}
