/** What the handler table shares with the support-tool handlers (diagnostics, capture, datasets). */
import type { Target } from './installation-for';

export interface ToolContext {
  /** The installation behind a profile id (see installation-for.ts). */
  readonly installationFor: (profileId: string) => Promise<Target>;
  /** Runs work the renderer may cancel with cancelCall({ callId }). */
  readonly cancellable: <T>(
    callId: string | undefined,
    work: (signal: AbortSignal) => Promise<T>,
  ) => Promise<T>;
}
