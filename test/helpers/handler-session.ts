// One session of the app's handler table over real dependencies, built as both hosts build it: the
// v2 client on global fetch, recording into a request log; the profile store, the demo controller and
// the host's parts the test passes in. Calls go through `dispatch`, with the store's mask, as the
// renderer's calls do. Shared by the handler tests, so the table's wiring is written once.
import { dirname, join } from 'node:path';
import { createV2Client, type FetchLike } from '../../electron/core/client/v2-client';
import type { DemoServer } from '../../electron/core/server/demo-server';
import type { FileDialogs } from '../../electron/core/platform/file-dialogs';
import { createHandlers, dispatch, type HandlerDeps, type Handlers } from '../../electron/core/handlers';
import { createProfileStore, type ProfileStore } from '../../electron/core/profiles/profile-store';
import { createRequestLog, logCalls, type RequestLog } from '../../electron/core/client/request-log';
import {
  createSnapshotRecorder,
  type SnapshotRecorder,
} from '../../electron/core/snapshots/snapshot-recorder';
import { createSnapshotStore, type SnapshotStore } from '../../electron/core/snapshots/snapshot-store';
import { createWatchService, type WatchService } from '../../electron/core/watch/watch-service';
import type { ArgsOf, Results } from '../../shared/ipc-contract';
import type { MethodName } from '../../shared/ipc-methods';
import { DEMO_PROFILE_ID } from '../../shared/profiles';
import type { ErrorValue, Result } from '../../shared/result';
import { FakeEncryptor } from './fake-encryptor';
import { TEST_ENVIRONMENT } from './test-environment';

/** The profile store of a data folder (`folder`/profiles.json) on the fake cipher, loaded. */
export async function openProfileStore(folder: string): Promise<ProfileStore> {
  const profiles = createProfileStore({
    file: join(folder, 'profiles.json'),
    encryptor: new FakeEncryptor('secure'),
  });
  await profiles.load();
  return profiles;
}

/** What a session is built on; the host's parts default to a host without them. */
export interface HandlerSessionParts {
  readonly profiles: ProfileStore;
  readonly demo: DemoServer;
  /** Where captures go when the renderer names the file. */
  readonly capturesDir: string;
  /** The host's dialogs; none (the web host) unless given. */
  readonly dialogs?: FileDialogs | null;
  /** Events for the renderer; dropped unless given. */
  readonly emit?: HandlerDeps['emit'];
  /** Where snapshots are kept; `snapshots` beside the captures folder unless given. */
  readonly snapshotsDir?: string;
  /** Opening a link outside the app; refused (false) unless given. */
  readonly openInBrowser?: HandlerDeps['openInBrowser'];
  /** Applying the theme outside the page; none (the web host) unless given. */
  readonly appearance?: HandlerDeps['appearance'];
  /** Printing the window to PDF; none (the web host) unless given. */
  readonly pagePdf?: HandlerDeps['pagePdf'];
  /** The environment a fleet file's token variables are read from; empty unless given. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** The system's recent documents (the desktop app's app.addRecentDocument); none unless given. */
  readonly addRecentDocument?: (file: string) => void;
  /** How long the board's first look waits for histories; the app's default unless given. */
  readonly watchFirstLookMs?: number;
  /** The host's fetch (the desktop app's marks answers with Chromium's certificates); global fetch unless given. */
  readonly fetch?: FetchLike;
}

/** The handler table of one session and the ways a test calls it. */
export interface HandlerSession {
  readonly handlers: Handlers;
  readonly requestLog: RequestLog;
  readonly snapshots: SnapshotStore;
  /** Await `settled()` to see the snapshots of the loads made so far. */
  readonly snapshotRecorder: SnapshotRecorder;
  /** Watch over the session's folder (its schedule not started). */
  readonly watch: WatchService;
  /** Calls `method` as the hosts do; `args` unchecked, so a test can send what a renderer must not. */
  call<M extends MethodName>(method: M, args: unknown): Promise<Result<Results[M]>>;
  /** The value of a successful call; throws with the error otherwise. */
  value<M extends MethodName>(method: M, args: ArgsOf<M>): Promise<Results[M]>;
  /** The error of a failed call; throws with the value when it succeeds. */
  errorOf(method: MethodName, args: unknown): Promise<ErrorValue>;
}

// Every session made, so a test's clean-up can wait for the snapshots its loads left under way before
// it removes their folder (the recorder writes after a load has answered).
const sessions = new Set<HandlerSession>();

/** Waits for the snapshot writes of every session made since the last call; call it in afterEach. */
export async function settleHandlerSessions(): Promise<void> {
  const open = [...sessions];
  sessions.clear();
  await Promise.all(open.map((session) => session.snapshotRecorder.settled()));
  await Promise.all(open.map((session) => session.watch.dispose()));
}

/** A new session over `parts`, with its own client and request log. */
export function createHandlerSession(parts: HandlerSessionParts): HandlerSession {
  const requestLog = createRequestLog();
  const snapshots = createSnapshotStore({
    root: parts.snapshotsDir ?? join(dirname(parts.capturesDir), 'snapshots'),
  });
  const emit = parts.emit ?? (() => undefined);
  const hostFetch: FetchLike = parts.fetch ?? ((url, init) => fetch(url, init));
  const snapshotRecorder = createSnapshotRecorder({
    store: snapshots,
    maskFor: (profileId) => parts.profiles.maskDataOf(profileId),
    maskShown: (text) => parts.profiles.maskSecrets(text),
    notify: (notice) => emit('snapshotNotice', notice),
    servedFor: (profileId) => (profileId === DEMO_PROFILE_ID ? parts.demo.served() : null),
  });
  // Watch over the session's folder, its schedule never started: runs happen only when asked.
  const watch = createWatchService({
    settingsFile: join(dirname(parts.capturesDir), 'watch.json'),
    historyRoot: join(dirname(parts.capturesDir), 'history'),
    profiles: parts.profiles,
    demo: parts.demo,
    fetch: hostFetch,
    snapshots,
    emit,
    firstLookMs: parts.watchFirstLookMs,
  });
  const handlers = createHandlers({
    profiles: parts.profiles,
    client: createV2Client({ fetch: hostFetch, onCall: logCalls(requestLog) }),
    fetch: hostFetch,
    requestLog,
    demo: parts.demo,
    dialogs: parts.dialogs ?? null,
    capturesDir: parts.capturesDir,
    environment: TEST_ENVIRONMENT,
    appearance: parts.appearance ?? null,
    pagePdf: parts.pagePdf ?? null,
    snapshots,
    snapshotRecorder,
    emit,
    openInBrowser: parts.openInBrowser ?? (async () => false),
    watch,
    env: parts.env ?? {},
    addRecentDocument: parts.addRecentDocument ?? null,
  });
  const call = <M extends MethodName>(method: M, args: unknown) =>
    dispatch(handlers, method, args, (text) => parts.profiles.maskSecrets(text)) as Promise<
      Result<Results[M]>
    >;
  const session: HandlerSession = {
    handlers,
    requestLog,
    snapshots,
    snapshotRecorder,
    watch,
    call,
    async value(method, args) {
      const result = await call(method, args);
      if (!result.ok) throw new Error(`${method} failed: ${result.error.code} ${result.error.message}`);
      return result.value;
    },
    async errorOf(method, args) {
      const result = await call(method, args);
      if (result.ok) throw new Error(`${method} succeeded: ${JSON.stringify(result.value).slice(0, 200)}`);
      return result.error;
    },
  };
  sessions.add(session);
  return session;
}
