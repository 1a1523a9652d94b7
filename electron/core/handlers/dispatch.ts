/**
 * How Electron's IPC and the web host call the handler table: arguments validated against the
 * contract's schemas, every outcome (bad arguments, expected failures, bugs) turned into a Result.
 */
import { ARGUMENTS } from '../../../shared/ipc-contract';
import type { MethodName } from '../../../shared/ipc-methods';
import { formatJsonPath } from '../../../shared/issue-path';
import type { Result } from '../../../shared/result';
import { isAppError } from '../lib/app-error';
import type { Handlers } from './handler-types';

/** Whether `name` is a method of the contract (callers receive arbitrary strings). */
export function isMethodName(name: string): name is MethodName {
  return Object.prototype.hasOwnProperty.call(ARGUMENTS, name);
}

/**
 * Validates `rawArgs` for `method` and runs its handler. Never throws: bad arguments, expected
 * failures and bugs all become Result errors. `mask` removes secrets from unexpected messages.
 */
export async function dispatch(
  handlers: Handlers,
  method: MethodName,
  rawArgs: unknown,
  mask: (text: string) => string = (t) => t,
): Promise<Result<unknown>> {
  const parsed = ARGUMENTS[method].safeParse(rawArgs);
  if (!parsed.success) {
    // Paths and expectations only: argument values (a token, say) are never echoed.
    const { issues } = parsed.error;
    const problems = issues.slice(0, 5).map((i) => `${formatJsonPath(i.path)}: ${i.message}`);
    if (issues.length > 5) problems.push(`and ${issues.length - 5} more`);
    return { ok: false, error: { code: 'INVALID_ARGUMENT', message: `${method}: ${problems.join('; ')}` } };
  }
  try {
    const run = handlers[method] as (args: unknown) => Promise<unknown>;
    return { ok: true, value: await run(parsed.data) };
  } catch (error) {
    if (isAppError(error)) return { ok: false, error: { code: error.code, message: mask(error.message) } };
    const message = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      error: { code: 'INTERNAL', message: mask(`Unexpected error in ${method}: ${message}`) },
    };
  }
}
