/**
 * The types every handler table shares: what the app passes in (HandlerDeps), the full table
 * (Handlers) and what the composed table lends the domain tables (HandlerContext). Kept apart from
 * index.ts so the domain tables and the table that composes them import it without a cycle.
 */
import type { CrashDumps } from '../../../shared/crash-dumps';
import type { OpenRequestQueue } from '../platform/open-requests';
import type { ArgsOf, EnvironmentInfo, Results } from '../../../shared/ipc-contract';
import type { MethodName } from '../../../shared/ipc-methods';
import type { FetchLike, V2Client } from '../client/v2-client';
import type { RequestLog } from '../client/request-log';
import type { EventHub } from '../platform/event-hub';
import type { Appearance } from '../platform/appearance';
import type { DatasetPaths } from '../dataset/dataset-paths';
import type { FileDialogs } from '../platform/file-dialogs';
import type { PagePdf } from '../platform/page-pdf';
import type { ProfileStore } from '../profiles/profile-store';
import type { DemoServer } from '../server/demo-server';
import type { SnapshotRecorder } from '../snapshots/snapshot-recorder';
import type { SnapshotStore } from '../snapshots/snapshot-store';
import type { WatchService } from '../watch/watch-service';
import type { CaptureContext } from '../capture/capture-to-file';

/** What the handlers need. Each domain table picks only the parts it uses. */
export interface HandlerDeps {
  readonly profiles: ProfileStore;
  readonly client: V2Client;
  /** For images (logo and category checks, capture); never sent a token. */
  readonly fetch: FetchLike;
  readonly requestLog: RequestLog;
  readonly demo: DemoServer;
  /** Opens a vetted https URL outside the app; resolves false when this host cannot. */
  readonly openInBrowser: (url: string) => Promise<boolean>;
  /** The host's save/open dialogs; null where there are none (the web host). */
  readonly dialogs: FileDialogs | null;
  /** Where captures are written when the renderer names the file (no dialogs). */
  readonly capturesDir: string;
  readonly environment: EnvironmentInfo;
  /** The crash dumps the desktop app's crash reporter kept lately; absent where none are kept (web host). */
  readonly crashDumps?: (() => Promise<CrashDumps>) | null;
  /** Applies the in-app theme outside the page; null where there is nothing to apply (web host). */
  readonly appearance: Appearance | null;
  /** Prints the window to PDF; null where the browser prints instead (web host). */
  readonly pagePdf: PagePdf | null;
  /** Whether the host shows watch events as native notifications (the desktop app); false when absent. */
  readonly nativeNotifications?: boolean;
  /** The snapshots of connections' loads, in the data folder. */
  readonly snapshots: SnapshotStore;
  /** Takes a snapshot of each successful load, after the load has answered. */
  readonly snapshotRecorder: SnapshotRecorder;
  /** Sends an event to the renderer (capture progress). */
  readonly emit: EventHub['emit'];
  /**
   * Which dataset files the renderer may name (dataset-paths.ts); the host shares it to accept a file
   * the user chose outside the handlers (a dropped file). Made over `capturesDir` when absent.
   */
  readonly paths?: DatasetPaths;
  /** Watch: the schedule, history and fleet board of the connections (electron/core/watch/). */
  readonly watch: WatchService;
  /** Adds a file opened on the demo server to the system's recent documents; absent: none (web host). */
  readonly addRecentDocument?: ((file: string) => void) | null;
  /** What the system asked the app to open, waiting for the page; none when absent (web host). */
  readonly openRequests?: OpenRequestQueue | null;
  /** The environment a fleet file's token variables are read from; the process's when absent. */
  readonly env?: Readonly<Record<string, string | undefined>>;
}

/** A table of handlers, one per method. */
export type Handlers = { [M in MethodName]: (args: ArgsOf<M>) => Promise<Results[M]> };

/**
 * What the composed table lends the domain tables that call installations: the installation behind
 * a profile id (see profiles/installation-for.ts) and work the renderer may cancel. The shape is the
 * capture's (capture/capture-to-file.ts), the lowest part that needs it, so the two cannot drift.
 */
export type HandlerContext = CaptureContext;
