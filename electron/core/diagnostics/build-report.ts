/**
 * One diagnostics run: the checks of `retail-inspector check` against a connection, plus what a
 * ticket needs (the connection's name, the versions, curl commands, the crash dumps this computer
 * kept lately where the host keeps them: crash-dumps.ts), each check with its words for the view.
 * Every string of the result is passed through the token masks once more, so even a connection
 * named after its token cannot put the token into a report. Never throws for an installation's
 * failures (they are checks).
 */
import { randomUUID } from 'node:crypto';
import { curlCommands } from '../../../shared/curl-command';
import type { CrashDumps } from '../../../shared/crash-dumps';
import type { DiagnosticsReport, EnvironmentInfo } from '../../../shared/ipc-contract';
import { checkInstallation, type CheckDeps } from '../checks/run-checks';
import { secretMasker } from '../client/redact';
import type { Target } from '../client/target';

/** What a run needs besides the target. */
export interface DiagnoseDeps extends CheckDeps {
  readonly environment: EnvironmentInfo;
  /** Masks every saved connection's token (the profile store's maskSecrets). */
  readonly maskSecrets: (text: string) => string;
  /** The crash dumps of the last days (listCrashDumps); absent where the host keeps none. */
  readonly crashDumps?: (() => Promise<CrashDumps>) | null;
}

/** Runs the checks against `target`; aborting `signal` cancels the call under way. */
export async function diagnose(
  deps: DiagnoseDeps,
  target: Target,
  signal?: AbortSignal,
): Promise<DiagnosticsReport> {
  const { installation } = target;
  const { report: checked, words } = await checkInstallation(deps, installation, target.timeoutMs, signal);
  // An address the client refused to call leaves the report without a base URL; curl still needs one.
  const curlBase = checked.baseUrl || installation.baseUrl;
  const report: DiagnosticsReport = {
    ...checked,
    // Each check with its words, for the view to say it in its language (exports leave them out).
    checks: checked.checks.map((check, index) => ({ ...check, words: words[index]! })),
    reportId: randomUUID(),
    connectionName: target.name,
    environment: deps.environment,
    curl: curlCommands(curlBase, Boolean(installation.token)),
    crashDumps: deps.crashDumps ? await deps.crashDumps() : null,
  };
  const maskToken = secretMasker(installation.token);
  return maskStrings(report, (text) => maskToken(deps.maskSecrets(text)));
}

// Masks string by string (rather than the JSON text), so a mask can never break the structure.
function maskStrings<T>(value: T, mask: (text: string) => string): T {
  if (typeof value === 'string') return mask(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => maskStrings(item, mask)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, maskStrings(item, mask)]),
    ) as T;
  return value;
}
