/**
 * Certificate warnings of the watch, for the incident gate: each run's certificate (WatchResult's)
 * is judged against what was told of the connection's (certificate-levels.ts), and a warning is
 * spoken once per threshold. What was told is kept beside the history (`certificate.json`,
 * history-certificate.ts), so a watch started again does not tell it again. A run in a maintenance
 * window, or one of this computer offline, tells nothing and changes nothing: the first run after
 * the window tells the level reached then, once (not each level passed during it). Warnings are
 * told one by one, never grouped or held (as a change of content is not). Runs of one connection
 * are judged in order. Never throws.
 */
import type { WatchEvent, WatchResult } from '../../../shared/watch';
import { certificateEvent } from './certificate-event';
import { certificateStep, type CertificateNotice } from './certificate-levels';

/** What the warnings need. */
export interface CertificateNoticeDeps {
  readonly nameOf: (id: string) => string;
  readonly newId: () => string;
  readonly speak: (event: WatchEvent) => void;
  /** What an earlier watch told of `id`'s certificate; absent: nothing kept (told again after a restart). */
  readonly kept?: (id: string) => Promise<CertificateNotice | null>;
  /** Keeps what is told of `id`'s certificate (null: nothing, a renewal). */
  readonly keep?: (id: string, notice: CertificateNotice | null) => Promise<void>;
  /** A keep that failed (the warning was told; a watch started again may tell it again). */
  readonly onKeepError?: (id: string, error: unknown) => void;
}

/** The warnings over `deps`. */
export function createCertificateNotices(deps: CertificateNoticeDeps) {
  const told = new Map<string, CertificateNotice | null>();
  const queues = new Map<string, Promise<void>>();

  async function judge(result: WatchResult): Promise<void> {
    const id = result.profileId;
    const certificate = result.certificate;
    if (!certificate || result.offline || result.maintenance) return;
    if (!told.has(id)) told.set(id, (await deps.kept?.(id).catch(() => null)) ?? null);
    const step = certificateStep(told.get(id) ?? null, certificate);
    if (step.kind === 'none') return;
    told.set(id, step.notice);
    if (step.kind === 'warn')
      deps.speak(
        certificateEvent(certificate, step.threshold, {
          id: deps.newId(),
          profileId: id,
          connectionName: deps.nameOf(id),
          at: result.at,
          watchClass: result.watchClass,
        }),
      );
    await deps.keep?.(id, step.notice).catch((error: unknown) => deps.onKeepError?.(id, error));
  }

  return {
    /** A run's result: its certificate, when it has one, is judged after the connection's runs before. */
    seen(result: WatchResult): void {
      if (!result.certificate) return;
      const id = result.profileId;
      const run = (queues.get(id) ?? Promise.resolve()).then(() => judge(result)).catch(() => undefined);
      queues.set(id, run);
      void run.then(() => queues.get(id) === run && queues.delete(id));
    },
    /** Forgets `id` (no longer watched); what its history keeps stays. */
    forget(id: string): void {
      told.delete(id);
    },
    /** Resolves when every result seen so far is judged and what it told is kept. */
    async settled(): Promise<void> {
      while (queues.size > 0) await Promise.all([...queues.values()]);
    },
  };
}

/** The warnings' type. */
export type CertificateNotices = ReturnType<typeof createCertificateNotices>;
