/**
 * captureDataset: the CLI's capture (electron/core/capture) run for a connection of the app, with
 * progress sent as captureProgress events, cancellable by callId, and written atomically to the
 * file captureTarget settled. What comes back is token-free: failure words and failed image
 * addresses pass the connection's masker, and a captured dataset has no `auth` section. An
 * installation that breaks the specification is saved as it answered, its violations in the outcome.
 */
import { distinctLeniencies } from '../../../shared/leniency';
import type { ArgsOf, CaptureOutcomeView } from '../../../shared/ipc-contract';
import { failureMessage, type FailureMessage } from '../../../shared/failure-message';
import type { SharedWords } from '../../../shared/messages/en';
import { wordsOf, type WordsValue } from '../../../shared/words';
import { AppError, isAppError } from '../lib/app-error';
import { captureInstallation } from './capture-installation';
import { writeDatasetFile } from './write-dataset-file';
import { secretMasker } from '../client/redact';
import type { FetchLike, V2Client } from '../client/v2-client';
import type { Target } from '../client/target';
import type { FileDialogs } from '../platform/file-dialogs';
import type { EventHub } from '../platform/event-hub';
import { captureTarget, fileExists } from './capture-target';
import type { DatasetPaths } from '../dataset/dataset-paths';
import { progressEvents } from './progress-events';
import { captureViolations } from './violation-lines';

const CANCELLED = { status: 'cancelled' } as const;

/** What a capture for the app is given by the host (the handler table passes its own). */
export interface CaptureToFileDeps {
  /** The host's save dialog; null where the renderer names the file (the web host). */
  readonly dialogs: FileDialogs | null;
  /** Sends the captureProgress events. */
  readonly emit: EventHub['emit'];
  readonly client: V2Client;
  /** For the images; never sent a token. */
  readonly fetch: FetchLike;
}

/** What the handler table lends a capture: the installation behind a profile, and cancelling. */
export interface CaptureContext {
  readonly installationFor: (profileId: string) => Promise<Target>;
  /** Runs work the renderer may cancel with cancelCall({ callId }). */
  readonly cancellable: <T>(
    callId: string | undefined,
    work: (signal: AbortSignal) => Promise<T>,
  ) => Promise<T>;
}

/** Captures connection `args.profileId` into a dataset file. */
export async function captureToFile(
  deps: CaptureToFileDeps,
  context: CaptureContext,
  args: ArgsOf<'captureDataset'>,
  paths: DatasetPaths,
): Promise<CaptureOutcomeView> {
  const target = await context.installationFor(args.profileId);
  const where = await captureTarget({
    dialogs: deps.dialogs,
    paths,
    connectionName: target.name,
    file: args.file,
    overwrite: args.overwrite,
  });
  if (where.kind === 'cancelled') return CANCELLED;
  if (where.kind === 'exists') return { status: 'exists', file: where.file };

  const mask = secretMasker(target.installation.token);
  const callId = args.callId;
  const progress = callId ? progressEvents(callId, (event) => deps.emit('captureProgress', event)) : null;
  return context.cancellable(callId, async (signal) => {
    const outcome = await captureInstallation({
      client: deps.client,
      fetch: deps.fetch,
      installation: target.installation,
      timeoutMs: target.timeoutMs,
      signal,
      onProgress: (p) => progress?.update(p),
    });
    if (signal.aborted || (!outcome.ok && outcome.failure.kind === 'cancelled')) return CANCELLED;
    if (!outcome.ok)
      return { status: 'failed', step: outcome.step, words: masked(failureMessage(outcome.failure), mask) };

    progress?.writing();
    const written = await write(where.file, outcome, where.overwrite);
    if (!written) return { status: 'exists', file: where.file };
    // Offered to the demo server next ("Open in demo server").
    paths.trust(written.file);
    return {
      status: 'saved',
      file: written.file,
      categories: outcome.summary.categories,
      imagesEmbedded: outcome.summary.imagesEmbedded,
      failedImages: outcome.summary.failedImages.map((image) => ({
        url: mask(image.url),
        reason: mask(image.reason),
      })),
      tolerated: distinctLeniencies([outcome.summary.tolerated.map((t) => t.leniency)]).map((leniency) => ({
        ...leniency,
        message: mask(leniency.message),
      })),
      // Written as answered all the same (a faithful copy); the outcome names each problem.
      violations: captureViolations(outcome.summary, mask),
    };
  });
}

// Null when the file appeared while capturing and replacing it was not agreed: the user is asked.
async function write(
  file: string,
  outcome: Extract<Awaited<ReturnType<typeof captureInstallation>>, { ok: true }>,
  overwrite: boolean,
): Promise<{ file: string; bytes: number } | null> {
  if (!overwrite && (await fileExists(file))) return null;
  try {
    return await writeDatasetFile(file, outcome.dataset, { force: overwrite });
  } catch (error) {
    // The core words target problems for the command line's flags; here they are file problems.
    if (isAppError(error, 'USAGE')) throw new AppError('FILE_ACCESS', `${error.message}.`);
    throw error;
  }
}

// The failure's words with every text they quote masked (a message, an address, a page's title);
// the catalogs' own words hold no secret.
function masked(message: FailureMessage, mask: (text: string) => string): FailureMessage {
  const value = (given: WordsValue<SharedWords['id']>): WordsValue<SharedWords['id']> =>
    typeof given === 'string' ? mask(given) : typeof given === 'number' ? given : words(given);
  const words = ({ id, values }: SharedWords): SharedWords =>
    values
      ? wordsOf(id, Object.fromEntries(Object.entries(values).map(([name, v]) => [name, value(v)])))
      : wordsOf(id);
  const { title, detail, action } = message;
  return {
    title: words(title),
    detail: typeof detail === 'string' ? mask(detail) : words(detail),
    action: words(action),
  };
}
