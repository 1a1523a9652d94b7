/**
 * Wires the app's services from the dependencies a host provides: Electron's main process passes
 * safeStorage and a fetch over net.request, the `web` command a Node-only encryptor and the
 * proxy-aware fetch (client/proxy-aware-fetch.ts). Both get the same handler table, event hub and
 * demo server, so the two hosts cannot drift apart.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { EnvironmentInfo } from '../../../shared/ipc-contract';
import { DEMO_PROFILE_ID } from '../../../shared/profiles';
import { AppError } from '../lib/app-error';
import { removeStaleTempFiles } from '../lib/atomic-write';
import { fsReason } from '../dataset/read-json-file';
import type { FetchLike } from '../client/v2-client';
import { createV2Client } from '../client/v2-client';
import { createDemoServer } from '../server/demo-server';
import { createEventHub } from '../platform/event-hub';
import type { Appearance } from '../platform/appearance';
import type { FileDialogs } from '../platform/file-dialogs';
import { datasetPaths } from '../dataset/dataset-paths';
import { acceptDroppedFile } from '../dataset/dropped-file';
import type { PagePdf } from '../platform/page-pdf';
import { notifyWatchEvents, type Notifier } from './notifier';
import { createLaunchOpener } from './launch-opener';
import { openRequestQueue } from '../platform/open-requests';
import { createHandlers } from '../handlers';
import { listCrashDumps } from '../diagnostics/crash-dumps';
import type { Encryptor } from '../profiles/encryptor';
import { createProfileStore } from '../profiles/profile-store';
import { createRequestLog, logCalls } from '../client/request-log';
import { createSnapshotRecorder } from '../snapshots/snapshot-recorder';
import { createSnapshotStore } from '../snapshots/snapshot-store';
import { createWatchService, type WatchServiceDeps } from '../watch/watch-service';
import {
  maskSpecOf,
  type SnapshotJob,
  type WatchJobs,
  type WatchWorkerData,
} from '../watch/worker/watch-job-types';
import { createWorkerPool } from '../workers/worker-pool';

/** What a host provides. */
export interface AppServiceDeps {
  /** The app's data folder: profiles.json, the theme (roaming on Windows: they follow the user). */
  readonly dataDir: string;
  /**
   * Where the large data goes (snapshots, captures, copies of opened datasets): a folder on this
   * machine that is never copied with a roaming profile. `dataDir` when absent.
   */
  readonly localDir?: string;
  readonly encryptor: Encryptor;
  readonly fetch: FetchLike;
  /** The origin of the proxy `fetch` sends a call to a URL through; absent: not known (the app). */
  readonly proxyOf?: ((url: string) => string | null) | null;
  /** The bundled demo dataset. */
  readonly demoDataset: string;
  /** Opens a vetted https URL outside the app; false when the host cannot. */
  readonly openInBrowser: (url: string) => Promise<boolean>;
  /** Native save/open dialogs; null in the web host. */
  readonly dialogs: FileDialogs | null;
  /** Versions for diagnostics (see environment-info.ts). */
  readonly environment: EnvironmentInfo;
  /**
   * Where the crash reporter writes its dumps (the desktop app: Electron's `crashDumps` path), listed
   * in diagnostics reports; absent where no crash reporter runs (the web host).
   */
  readonly crashDumpsFolder?: string | null;
  /**
   * Applies the in-app theme to the window and native menus, and keeps the language native
   * notifications are in; absent in the web host.
   */
  readonly appearance?: Appearance | null;
  /** Prints the window to PDF (webContents.printToPDF); absent in the web host, whose browser prints. */
  readonly pagePdf?: PagePdf | null;
  /** Shows watch events as native notifications; absent in the web host, whose page notifies. */
  readonly notifier?: Notifier | null;
  /** The watch schedule's clock, randomness and runs at once (tests); the system's and 4 by default. */
  readonly watch?: Pick<WatchServiceDeps, 'clock' | 'random' | 'concurrency' | 'deadlineMs'>;
  /**
   * The built watch worker (dist/electron/watch-worker.mjs, worker-file.ts): watch runs and the
   * snapshots of loads then run in worker threads, off this thread's event loop. Absent or null,
   * they run on this thread (tests of other parts, which run the sources).
   */
  readonly workerFile?: string | URL | null;
  /** Adds a dataset file opened on the demo server to the system's recent documents (app.addRecentDocument); absent elsewhere. */
  readonly addRecentDocument?: ((file: string) => void) | null;
  /** Where a line for the person running the host goes (a watch run that failed); stderr by default. */
  readonly log?: (line: string) => void;
}

// A snapshot of the largest load (64 MB) is written in seconds; past this its worker is stuck.
const SNAPSHOT_DEADLINE_MS = 120_000;

/** Builds and starts the services; the demo server starts so first start shows data at once. */
export async function createAppServices(deps: AppServiceDeps) {
  await mkdir(deps.dataDir, { recursive: true, mode: 0o700 }).catch((error: unknown) => {
    // A setting of the user's (RETAIL_INSPECTOR_DATA_DIR, say), not a bug to report: name it.
    throw new AppError('FILE_ACCESS', `The data folder ${deps.dataDir} cannot be used (${fsReason(error)}).`);
  });
  const localDir = deps.localDir ?? deps.dataDir;
  await mkdir(localDir, { recursive: true, mode: 0o700 }).catch((error: unknown) => {
    throw new AppError('FILE_ACCESS', `The data folder ${localDir} cannot be used (${fsReason(error)}).`);
  });
  const capturesDir = join(localDir, 'captures');
  // Left by a write that was killed half-way in an earlier session (profiles.json's: the store's load).
  await removeStaleTempFiles(capturesDir);
  await removeStaleTempFiles(join(localDir, 'opened'));
  const paths = datasetPaths(capturesDir);
  const events = createEventHub();
  // What the system asks the desktop app to open waits here until the page takes it.
  const openRequests = openRequestQueue(() => events.emit('openRequested', {}));
  // In the app's language (the page tells it, appearance.json keeps it), English without one.
  if (deps.notifier) notifyWatchEvents(events, deps.notifier, () => deps.appearance?.language() ?? 'en');
  const requestLog = createRequestLog();
  requestLog.onEntry((entry) => events.emit('requestLogged', entry));
  const profiles = createProfileStore({
    file: join(deps.dataDir, 'profiles.json'),
    encryptor: deps.encryptor,
  });
  await profiles.load();
  const client = createV2Client({
    fetch: deps.fetch,
    onCall: logCalls(requestLog),
  });
  const demo = createDemoServer({
    defaultDataset: deps.demoDataset,
    onStatus: (s) => events.emit('demoStatus', s),
  });
  // Each successful load is kept in snapshots/ (electron/core/snapshots/); its outcome is a notice event.
  const snapshotsRoot = join(localDir, 'snapshots');
  const historyRoot = join(localDir, 'history');
  const snapshots = createSnapshotStore({ root: snapshotsRoot });
  // Two threads: the machine's other cores serve the window, the network and the rest of the system.
  const pool = deps.workerFile
    ? createWorkerPool<WatchJobs>({
        file: deps.workerFile,
        size: 2,
        fetch: deps.fetch,
        workerData: { historyRoot, snapshotsRoot } satisfies WatchWorkerData,
      })
    : null;
  const snapshotRecorder = createSnapshotRecorder({
    store: snapshots,
    maskFor: (profileId) => profiles.maskDataOf(profileId),
    maskShown: (text) => profiles.maskSecrets(text),
    notify: (notice) => events.emit('snapshotNotice', notice),
    // The demo connection's snapshots keep its server's addresses relative, with the image bytes.
    servedFor: (profileId) => (profileId === DEMO_PROFILE_ID ? demo.served() : null),
    saveElsewhere:
      pool &&
      ((load) =>
        pool.run(
          load.profileId,
          'snapshot',
          {
            profileId: load.profileId,
            info: load.info as unknown as Record<string, unknown>,
            infoServed: load.infoServed,
            rowsServed: load.rowsServed,
            mask: maskSpecOf(profiles, load.profileId),
          } satisfies SnapshotJob,
          { deadlineMs: SNAPSHOT_DEADLINE_MS, parts: load.rows },
        )),
  });
  // Watch: every watched connection checked on its schedule while the app is open (core/watch/).
  const watch = createWatchService({
    settingsFile: join(deps.dataDir, 'watch.json'),
    historyRoot,
    profiles,
    demo,
    fetch: deps.fetch,
    proxyOf: deps.proxyOf,
    snapshots,
    emit: events.emit,
    pool,
    log: deps.log ?? ((line) => process.stderr.write(`${line}\n`)),
    ...deps.watch,
  });
  await watch.start();
  const crashDumpsFolder = deps.crashDumpsFolder ?? null;
  const handlers = createHandlers({
    profiles,
    client,
    fetch: deps.fetch,
    requestLog,
    demo,
    openInBrowser: deps.openInBrowser,
    dialogs: deps.dialogs,
    capturesDir,
    environment: deps.environment,
    crashDumps: crashDumpsFolder ? () => listCrashDumps(crashDumpsFolder, Date.now) : null,
    appearance: deps.appearance ?? null,
    pagePdf: deps.pagePdf ?? null,
    nativeNotifications: Boolean(deps.notifier),
    snapshots,
    snapshotRecorder,
    emit: events.emit,
    paths,
    watch,
    openRequests,
    addRecentDocument: deps.addRecentDocument,
  });
  return {
    handlers,
    events,
    demo,
    profiles,
    mask: (text: string) => profiles.maskSecrets(text),
    snapshots,
    snapshotRecorder,
    watch,
    /**
     * Accepts a file dropped on the desktop window as one the renderer may name from now on, for
     * reading only, when it is an existing regular .ridataset or .json file within the dataset size cap
     * (dropped-file.ts); resolves with its path, or with why it is refused.
     */
    chooseFile: (file: string) => acceptDroppedFile(paths, file),
    /**
     * Opens what the system handed the app (a file, a link): checked, then queued for the page,
     * which is told (openRequested) and takes it (takeOpenRequests).
     */
    launch: createLaunchOpener({
      queue: openRequests,
      chooseFile: (file) => acceptDroppedFile(paths, file),
    }),
    /**
     * Stops what runs in the background: the watch schedule after its runs under way (cancelled
     * after 5 s), then the snapshots and profile saves under way are written (10 s at most), then
     * the worker threads.
     */
    dispose: () =>
      watch
        .dispose(5_000)
        .catch(() => undefined)
        .then(() =>
          Promise.race([
            Promise.all([snapshotRecorder.settled(), profiles.settled()]),
            delay(10_000, undefined, { ref: false }),
          ]),
        )
        .then(() => pool?.close())
        .then(() => demo.stop())
        .then(() => undefined),
  };
}

/** The services' type. */
export type AppServices = Awaited<ReturnType<typeof createAppServices>>;
