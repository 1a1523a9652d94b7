/**
 * The one contract between renderer and main (and the web host): each method's argument schema and
 * result type, each event's payload. Handlers, preload and web host are all typed from here, so
 * renaming a method breaks the build, not the app. Arguments are validated against these schemas
 * on arrival in main; results are Result values (shared/result.ts).
 */
import { z } from 'zod';
import type { CallFailureKind, CallResult, CallTimings } from './call-result';
import type { CheckOutcome, CheckReport, CheckWords } from './check-report';
import type { CrashDumps } from './crash-dumps';
import type { FailureMessage } from './failure-message';
import type { Leniency } from './leniency';
import type { EventName, MethodName } from './ipc-methods';
import { CATEGORY_EXPORT_FORMATS } from './export/category-export';
import type { FieldFaults } from './received-categories';
import { ProfileInputSchema, type ProfileView } from './profiles';
import type { OpenRequest } from './open-requests';
import type { Result } from './result';
import type { SnapshotListing, SnapshotNotice } from './snapshots';
import {
  ChangeImageArgsSchema,
  ChangesSideSchema,
  DIFF_EXPORT_FORMATS,
  type ChangeImage,
  type ComparisonView,
} from './changes';
import { IncidentSettingsSchema } from './incidents';
import { PAPER_SIZES } from './print';
import { REPORT_FORMATS, type AvailabilityReport } from './availability-report';
import { MaintenanceWindowSchema, MAINTENANCE_MAX_WINDOWS } from './maintenance';
import { THEME_CHOICES } from './theme';
import { LANGUAGE_CHOICES, type LanguageChoice } from './languages';
import type { ReceivedInfoResult } from './received-info';
import type { SharedWords } from './messages/en';
import { SharedWordsOrTextSchema, SharedWordsSchema } from './words-schema';
import {
  CONFIRM_RUNS,
  FLEET_FORMATS,
  FLEET_TEXT_MAX_CHARS,
  HISTORY_MAX_BUCKETS,
  RETENTION_DAYS,
  WatchEverySchema,
  type FleetImport,
  type FleetRow,
  type WatchEvent,
  type WatchHistory,
  type WatchOpen,
  type WatchResult,
  type WatchSettings,
} from './watch';

/** The largest category export saveCategoryExport accepts (characters): 100,000 long rows fit. */
export const CATEGORY_EXPORT_MAX_CHARS = 256_000_000;

/** The largest dataset text openDatasetText accepts (characters); bigger files are opened by path. */
export const DATASET_TEXT_MAX_CHARS = 256_000_000;

const id = z.string().min(1).max(100);
const callId = z.string().min(1).max(100).optional();
const none = z.strictObject({}).optional();
const snapshotId = z.string().min(1).max(200);

/** The most connections an availability report covers at once. */
export const AVAILABILITY_MAX_CONNECTIONS = 20_000;

// The connections and the range of an availability figure or report.
const AvailabilityRangeSchema = z
  .strictObject({
    profileIds: z.array(id).min(1).max(AVAILABILITY_MAX_CONNECTIONS),
    from: z.number().int().min(0).max(8.64e15),
    to: z.number().int().min(0).max(8.64e15),
  })
  .refine((range) => range.from <= range.to, { message: 'from must not be after to', path: ['to'] });

/** The most unpinned snapshots a connection may keep. */
export const SNAPSHOT_KEEP_MAX = 1_000;

/** Argument schemas, one per method. */
export const ARGUMENTS = {
  listProfiles: none,
  saveProfile: ProfileInputSchema,
  deleteProfile: z.strictObject({ id }),
  setActiveProfile: z.strictObject({ id }),
  setWeakStorageAllowed: z.strictObject({ allowed: z.boolean() }),
  /** A saved profile, or an unsaved draft (its token, when absent, is the saved profile's). */
  testConnection: z.strictObject({ profileId: id.optional(), draft: ProfileInputSchema.optional(), callId }),
  getInfo: z.strictObject({ profileId: id, callId }),
  getCategories: z.strictObject({
    profileId: id,
    callId,
    /** The renderer's collation locale (BCP 47): main sends the rows sorted by name in it. */
    sortLocale: z.string().min(1).max(100).optional(),
  }),
  /** The rows of a large categories load that did not come with its first part. */
  getCategoriesRest: z.strictObject({ rest: z.string().min(1).max(100) }),
  cancelCall: z.strictObject({ callId: z.string().min(1).max(100) }),
  listRequests: none,
  getRequestBody: z.strictObject({
    id: z.number().int().positive(),
    maxChars: z.number().int().min(1).max(10_000_000).optional(),
  }),
  clearRequests: none,
  demoStatus: none,
  startDemo: z.strictObject({ datasetFile: z.string().min(1).max(4_096).optional() }).optional(),
  stopDemo: none,
  setDemoFaults: z.strictObject({
    latencyMs: z.number().int().min(0).max(600_000),
    failRate: z.number().min(0).max(1),
  }),
  /** Opens an https link in the system browser, after main checks it. */
  openExternal: z.strictObject({ url: z.string().max(2_000) }),
  hostInfo: none,
  /**
   * What the system asked the desktop app to open (files, links), checked by main, each handed out
   * once (shared/open-requests.ts); always empty in the web host.
   */
  takeOpenRequests: none,
  /** The in-app theme, for the host to apply outside the page (native menus, the window). */
  setTheme: z.strictObject({ theme: z.enum(THEME_CHOICES) }),
  /** The app's language (or 'system'), for what the host says outside the page (native notifications). */
  setLanguage: z.strictObject({
    language: z.enum(LANGUAGE_CHOICES as readonly LanguageChoice[] as [LanguageChoice, ...LanguageChoice[]]),
  }),
  /** Runs the checks of `retail-inspector check` against a connection; main keeps the report for export. */
  runDiagnostics: z.strictObject({ profileId: id, callId }),
  /**
   * Exports a report main kept (never one the renderer sends): through the host's save dialog, or,
   * where the host has none (the web host), handed back as text for the browser to save.
   */
  exportReport: z.strictObject({ reportId: id, format: z.enum(['json', 'markdown']) }),
  /**
   * Exports the request log as a HAR 1.2 file (for a browser's DevTools), saved as exportReport is:
   * through the host's save dialog, or handed back for the browser to save.
   */
  exportRequestsHar: none,
  /**
   * Captures a connection into one dataset file. Hosts with a save dialog ask for the file; others take
   * `file` (a .json path). An existing file is never replaced unless `overwrite` (after the user agreed).
   */
  captureDataset: z.strictObject({
    profileId: id,
    callId,
    file: z.string().min(1).max(4_096).optional(),
    overwrite: z.boolean().optional(),
  }),
  /** Starts the demo server on a dataset file: `file`, or the one chosen in the host's open dialog. */
  openDataset: z.strictObject({ file: z.string().min(1).max(4_096).optional() }),
  /** Starts the demo server on a dataset's text (a dropped or browser-picked file without a path). */
  openDatasetText: z.strictObject({
    name: z.string().min(1).max(255),
    text: z.string().max(DATASET_TEXT_MAX_CHARS),
  }),
  /**
   * A dataset file chosen in the host's open dialog, to compare in the Changes view; accepted as a
   * side from then on. `file` null when the dialog was cancelled or the host has none (the web host).
   */
  chooseDatasetFile: none,
  /** The snapshots kept of a connection's loads, newest first, with the space they use. */
  listSnapshots: z.strictObject({ profileId: id }),
  /** Deletes one snapshot by the id listSnapshots gave (pinned and corrupt ones too). */
  deleteSnapshot: z.strictObject({ id: snapshotId }),
  /** Deletes every snapshot of a connection. */
  deleteSnapshots: z.strictObject({ profileId: id }),
  /** Pins a snapshot (never pruned) or unpins it. */
  pinSnapshot: z.strictObject({ id: snapshotId, pinned: z.boolean() }),
  getSnapshotSettings: none,
  /** How many unpinned snapshots each connection keeps; older ones are pruned at once. */
  setSnapshotSettings: z.strictObject({ keep: z.number().int().min(1).max(SNAPSHOT_KEEP_MAX) }),
  /**
   * Saves the category list the renderer shows (after search and sort), formatted there by
   * shared/export/, through the host's save dialog offering `fileName`. Hosts without dialogs answer
   * 'download' (the renderer of the web host saves it in the browser without asking).
   */
  saveCategoryExport: z.strictObject({
    format: z.enum(CATEGORY_EXPORT_FORMATS),
    /** A plain file name, no folder. */
    fileName: z
      .string()
      .min(1)
      .max(255)
      .regex(/^[^/\\\0]+$/, 'a file name without a folder'),
    text: z.string().max(CATEGORY_EXPORT_MAX_CHARS),
  }),
  /** Compares two sides (snapshots, a connection's latest loads, dataset files); main keeps the diff. */
  compareDatasets: z.strictObject({ before: ChangesSideSchema, after: ChangesSideSchema }),
  /** Exports a diff main kept, as exportReport does: the save dialog, or text for a browser download. */
  exportDiff: z.strictObject({ diffId: id, format: z.enum(DIFF_EXPORT_FORMATS) }),
  /** One image of a comparison main keeps (the logo, or a category's), from the bytes its side stored. */
  changeImage: ChangeImageArgsSchema,
  /**
   * Saves the window as its print stylesheet lays it out, as a PDF on `paperSize` paper, through the
   * host's save dialog offering `fileName`. Only hosts that print to PDF (HostInfo.pagePdf) have it;
   * the renderer prepares the page for printing before it calls.
   */
  savePagePdf: z.strictObject({
    fileName: z
      .string()
      .min(5)
      .max(255)
      .regex(/^[^/\\\0]+\.pdf$/i, 'a file name ending in .pdf, without a folder'),
    paperSize: z.enum(PAPER_SIZES),
  }),
  /** The watch settings (watch.json): each connection's interval, confirmation runs, retention. */
  getWatchSettings: none,
  /** Watches a connection every 1, 5, 15 or 60 minutes, or stops ('off'); answers the new settings. */
  setWatch: z.strictObject({ profileId: id, every: WatchEverySchema }),
  /** Changes how many runs confirm an event and how long history is kept; answers the new settings. */
  setWatchOptions: z.strictObject({
    confirmRuns: z.number().int().min(CONFIRM_RUNS.min).max(CONFIRM_RUNS.max).optional(),
    retentionDays: z.number().int().min(RETENTION_DAYS.min).max(RETENTION_DAYS.max).optional(),
    /** How incidents are grouped and reminded (shared/incidents.ts); each absent one is kept. */
    incidents: IncidentSettingsSchema.optional(),
  }),
  /**
   * Replaces the maintenance windows (targets: connection ids or "*"; during one no event is raised);
   * answers the new settings. A cron expression croner refuses is INVALID_ARGUMENT.
   */
  setMaintenance: z.strictObject({
    windows: z.array(MaintenanceWindowSchema).max(MAINTENANCE_MAX_WINDOWS),
  }),
  /** Every connection (the demo included) with its latest watch result and last 24 hours. */
  listFleet: none,
  /** A connection's watch history from `from` to `to` (epoch ms), decimated to at most `buckets`. */
  getHistory: z
    .strictObject({
      profileId: id,
      from: z.number().int().min(0).max(8.64e15),
      to: z.number().int().min(0).max(8.64e15),
      buckets: z.number().int().min(1).max(HISTORY_MAX_BUCKETS),
    })
    .refine((range) => range.from < range.to, { message: 'from must be before to', path: ['to'] }),
  /** Runs a connection's watch now (recorded like a scheduled run; the connection need not be watched). */
  runWatchNow: z.strictObject({ profileId: id }),
  /**
   * Adds or updates connections from a fleet file's text (`check --fleet`'s format, plus an optional
   * token column or field); a token_env is read from main's environment. Matched by name.
   */
  importFleet: z.strictObject({
    text: z.string().max(FLEET_TEXT_MAX_CHARS),
    format: z.enum(FLEET_FORMATS),
  }),
  /**
   * The saved connections as a fleet file (never a token: each row names a variable to set), saved
   * as exportReport is: through the host's save dialog, or handed back for the browser to save.
   */
  exportFleet: z.strictObject({ format: z.enum(FLEET_FORMATS) }),
  /**
   * The availability of connections over [from, to] (epoch ms) by the rule of shared/availability.ts,
   * read from their watch history as `retail-inspector report` reads a folder (the timeline's figure,
   * the report's print).
   */
  getAvailability: AvailabilityRangeSchema,
  /**
   * The availability report of `retail-inspector report` for connections over [from, to], in
   * `format`, saved as exportReport is: through the host's save dialog, or handed back for the
   * browser to save.
   */
  exportAvailability: AvailabilityRangeSchema.and(z.strictObject({ format: z.enum(REPORT_FORMATS) })),
} satisfies Record<MethodName, z.ZodType>;

/** Versions shown in diagnostics and written into exported reports. */
export interface EnvironmentInfo {
  readonly app: string;
  /** Null outside Electron (the web host). */
  readonly electron: string | null;
  /** Chromium's version under Electron; null in the web host (the browser reports its own). */
  readonly chrome: string | null;
  readonly node: string;
  /** e.g. "linux 6.1.0 (x64)". */
  readonly os: string;
}

/** What the host around the handlers can do. */
export interface HostInfo {
  /** True under Electron: save and open dialogs are shown by main. */
  readonly fileDialogs: boolean;
  /** True under Electron: main prints the window to a PDF file (savePagePdf); elsewhere the browser prints. */
  readonly pagePdf: boolean;
  /**
   * True where main shows a native notification for each watch event (the desktop app, where the
   * system supports them); elsewhere the page shows them (the browser's, or its own toasts).
   */
  readonly nativeNotifications: boolean;
  /** Where captures go by default when the renderer must name the file (the web host). */
  readonly capturesDir: string;
  readonly environment: EnvironmentInfo;
  /**
   * Set while the watch says this computer cannot reach the network (a page opened meanwhile shows
   * the notice the watchConnectivity event would have): when it began and why. Absent or null: it can.
   */
  readonly watchOffline?: { readonly at: number; readonly why: string } | null;
}

/**
 * A check of a diagnostics run with its words, for the view to say it in its language. A report
 * made before checks had words has none: the view says its English then.
 */
export interface DiagnosticsCheck extends CheckOutcome {
  readonly words?: CheckWords;
}

/**
 * A check's words as the renderer accepts them: each an id of shared/'s catalogs (checked before
 * they are shown, so a report of another version says its English rather than an unknown id).
 */
export const CheckWordsSchema: z.ZodType<CheckWords> = z.strictObject({
  title: SharedWordsSchema,
  message: SharedWordsSchema,
  details: z.array(SharedWordsOrTextSchema),
});

/** A diagnostics run: the check report plus what a ticket needs. Token-free by construction. */
export interface DiagnosticsReport extends CheckReport {
  /** The checks, each with its words (exported reports hold the checks without them). */
  readonly checks: readonly DiagnosticsCheck[];
  /** Id to export this report by. */
  readonly reportId: string;
  readonly connectionName: string;
  readonly environment: EnvironmentInfo;
  /** One curl command per call, the token written as $RETAIL_INSPECTOR_TOKEN. */
  readonly curl: { readonly info: string; readonly categories: string };
  /** The crash dumps this computer kept lately (the desktop app's); null where none are kept (web host). */
  readonly crashDumps: CrashDumps | null;
}

/** The outcome of exportReport. */
export type ExportOutcome =
  | { readonly status: 'saved'; readonly file: string }
  | { readonly status: 'cancelled' }
  /** No save dialog in this host: the renderer lets the browser save `text` as `fileName`. */
  | {
      readonly status: 'download';
      readonly fileName: string;
      readonly mimeType: string;
      readonly text: string;
    };

/** Progress of a capture, as captureProgress events carry it. */
export interface CaptureProgressEvent {
  readonly callId: string;
  readonly phase: 'info' | 'categories' | 'images' | 'writing';
  readonly done: number;
  readonly total: number;
  readonly failed: number;
}

/** The outcome of captureDataset. */
export type CaptureOutcomeView =
  | {
      readonly status: 'saved';
      readonly file: string;
      readonly categories: number;
      readonly imagesEmbedded: number;
      /** Images that could not be captured: the category's URL (token-free) and why. */
      readonly failedImages: readonly { readonly url: string; readonly reason: string }[];
      /** Faults of the installation's answers tolerated to read them (token-free), each once. */
      readonly tolerated: readonly Leniency[];
      /**
       * Values of the installation's answers that break the specification, written as answered: how
       * many, and one line per problem ("Categories: rows[1].image: expected …"), token-free.
       */
      readonly violations: { readonly total: number; readonly lines: readonly string[] };
    }
  /** The user closed the save dialog, or the call was cancelled. */
  | { readonly status: 'cancelled' }
  /** The file exists and overwrite was not given: ask, then call again with overwrite. */
  | { readonly status: 'exists'; readonly file: string }
  | {
      readonly status: 'failed';
      readonly step: 'info' | 'categories' | 'images';
      /** What went wrong and what to do, as words the app says in its language (token-free). */
      readonly words: FailureMessage;
    };

/** How tokens are kept, as the connections view shows it. */
export interface StorageStatusView {
  readonly level: 'secure' | 'weak' | 'unavailable';
  /** Whether the user's consent covers storing tokens at `level`. */
  readonly weakStorageAllowed: boolean;
  /** The level the user agreed to store tokens at; when `level` is weaker, the user is asked again. */
  readonly agreedLevel: 'weak' | 'unavailable' | null;
  readonly notice: string | null;
  readonly writable: boolean;
}

/** The embedded demo server's state. */
export interface DemoStatus {
  readonly running: boolean;
  readonly url: string | null;
  readonly file: string | null;
  readonly companyName: string | null;
  readonly categories: number;
  readonly faults: { readonly latencyMs: number; readonly failRate: number } | null;
  /**
   * Why the last start failed and left it stopped (a bad dataset file, no port to be had), in words;
   * absent while it runs, after a Stop, and before any start failed.
   */
  readonly failure?: string;
}

/** One line of the request log. */
export interface RequestLogEntry {
  readonly id: number;
  /** ISO time the request finished. */
  readonly at: string;
  /** Who made the call: the app itself (room for other sources, such as a capture, later). */
  readonly source: 'app';
  readonly method: string;
  /** Token masked. */
  readonly url: string;
  /** HTTP status; 0 when no answer came. */
  readonly status: number;
  readonly ok: boolean;
  readonly failureKind?: CallFailureKind;
  readonly durationMs: number;
  readonly bytes: number;
  readonly hasBody: boolean;
  /** Where the call's time went, phase by phase; absent where the host measured none of it. */
  readonly timings?: CallTimings;
}

/** Rows as they cross the process boundary: see CategoriesPayload. */
export type RowsText = { readonly rowsJson: string } | { readonly rows: readonly unknown[] };

/**
 * Categories as they cross the process boundary, sorted by name in the locale the renderer asked for
 * (so it paints without sorting). Over IPC the rows are one JSON text, parsed once in the renderer
 * (cheaper than structured-cloning 100,000 objects); the web host splices that same text into its
 * reply unescaped, so the browser's one response.json() yields `rows` (web-host/rpc-reply.ts).
 * A large list comes in two parts: the first rows, and `rest` to fetch the others with
 * (electron/core/handlers/categories-payload.ts says why).
 */
export type CategoriesPayload = {
  /** All the installation's categories, including those of the rest. */
  readonly count: number;
  /** The locale the rows are sorted by name in. */
  readonly sortedByName: string;
  /** The id to ask getCategoriesRest for the remaining rows with; null when all rows are here. */
  readonly rest: string | null;
  /** The rows that break the specification, shown all the same; absent or null when all conform. */
  readonly faults?: CategoryFaults | null;
} & RowsText;

/**
 * What of a categories answer breaks the specification's value rules (the rows are sent as
 * received: shared/received-categories.ts). Bounded: only the first FAULT_ROW_CAP faulty rows are
 * listed with their fields, the others are counted.
 */
export interface CategoryFaults {
  /** How many rows break the specification in all, the unreadable ones included. */
  readonly total: number;
  /** Rows that are not objects: not among the rows (they hold no field to show), only counted here. */
  readonly unreadable: number;
  /**
   * The first faulty rows: a row's position in the sorted list (the first part and the rest as one
   * list) and its faulty fields with the rules they break, in the sorted order.
   */
  readonly rows: readonly (readonly [position: number, fields: FieldFaults])[];
}

/** The remaining rows of a large list, or why they are gone. */
export type CategoriesRest =
  ({ readonly ok: true } & { readonly data: RowsText }) | { readonly ok: false; readonly message: string };

/** The result type of each method. */
export interface Results {
  listProfiles: { profiles: ProfileView[]; activeProfileId: string | null; storage: StorageStatusView };
  saveProfile: { profile: ProfileView; notes: readonly string[] };
  deleteProfile: null;
  setActiveProfile: null;
  setWeakStorageAllowed: StorageStatusView;
  /**
   * The info call's result as received (a faulty setting does not fail it), with notes: what
   * normalizing the draft's address changed (none for a saved one), and which settings are faulty.
   */
  testConnection: ReceivedInfoResult & {
    /** What normalizing the address changed and what the panels will mark, in English. */
    readonly notes: readonly string[];
    /** The same notes as words, for the app's language (absent from a host of an older version). */
    readonly noteWords?: readonly SharedWords[];
  };
  /** The system information as received, its faulty fields named (shared/received-info.ts). */
  getInfo: ReceivedInfoResult;
  getCategories: CallResult<CategoriesPayload>;
  getCategoriesRest: CategoriesRest;
  cancelCall: { cancelled: boolean };
  listRequests: RequestLogEntry[];
  getRequestBody: { text: string; totalChars: number; truncated: boolean } | null;
  clearRequests: null;
  demoStatus: DemoStatus;
  startDemo: DemoStatus;
  stopDemo: DemoStatus;
  setDemoFaults: DemoStatus;
  openExternal: { opened: boolean };
  hostInfo: HostInfo;
  /** `applied` false where the host has nothing to apply it to (the web host). */
  setTheme: { applied: boolean };
  /** `applied` false where the host says nothing outside the page (the web host). */
  setLanguage: { applied: boolean };
  runDiagnostics: DiagnosticsReport;
  exportReport: ExportOutcome;
  exportRequestsHar: ExportOutcome;
  captureDataset: CaptureOutcomeView;
  /** `opened` false when the user closed the open dialog. */
  openDataset: { opened: boolean; status: DemoStatus };
  openDatasetText: DemoStatus;
  chooseDatasetFile: { file: string | null };
  listSnapshots: SnapshotListing;
  /** `deleted` false when there was no snapshot by that id. */
  deleteSnapshot: { deleted: boolean };
  deleteSnapshots: { deleted: number };
  pinSnapshot: null;
  getSnapshotSettings: { keep: number; notice?: string };
  setSnapshotSettings: { keep: number };
  saveCategoryExport: ExportOutcome;
  compareDatasets: ComparisonView;
  exportDiff: ExportOutcome;
  changeImage: ChangeImage;
  savePagePdf: ExportOutcome;
  getWatchSettings: WatchSettings;
  setWatch: WatchSettings;
  setWatchOptions: WatchSettings;
  setMaintenance: WatchSettings;
  listFleet: FleetRow[];
  getHistory: WatchHistory;
  runWatchNow: WatchResult;
  importFleet: FleetImport;
  /** Saved through the host's save dialog, or handed back as text for the browser (web host). */
  exportFleet: ExportOutcome;
  /** The connections in the order asked, each with its figures (`counted` 0 when none counted). */
  getAvailability: AvailabilityReport;
  exportAvailability: ExportOutcome;
  takeOpenRequests: OpenRequest[];
}

/** The payload of each event. */
export interface EventPayloads {
  requestLogged: RequestLogEntry;
  demoStatus: DemoStatus;
  captureProgress: CaptureProgressEvent;
  /** What became of the snapshot of a categories load (saved, unchanged, or why it failed). */
  snapshotNotice: SnapshotNotice;
  /** A confirmed transition or change of a watched connection (main decides to notify). */
  watchEvent: WatchEvent;
  /**
   * A connection's row of the fleet board changed (coalesced: each connection at most twice a second).
   * `boardRead`: the histories (or the 30 days) of a board first listed are all read now, so a board
   * shown loads at once rather than at its once-a-second pace (twice per board opened at most).
   */
  fleetUpdated: { readonly profileId: string; readonly boardRead?: true };
  /** The user clicked a native notification: open this view (desktop app). */
  watchOpen: WatchOpen;
  /**
   * This computer could not reach the network during the watch's runs (offline: true), or can again
   * (false): one in-page notice, no event for any connection meanwhile. `why` in words.
   */
  watchConnectivity: { readonly offline: boolean; readonly why: string; readonly at: number };
  /** A quiet line about the desktop app's updates (a download begun, a server not reached). */
  updateNotice: { readonly message: string };
  /** The system asked the desktop app to open something: take it with takeOpenRequests. */
  openRequested: Record<string, never>;
}

/** Arguments a method accepts (before defaults are applied). */
export type ArgsOf<M extends MethodName> = z.input<(typeof ARGUMENTS)[M]>;

/** window.inspector: one method per contract entry, plus event subscription. */
export type InspectorApi = {
  [M in MethodName]: (args: ArgsOf<M>) => Promise<Result<Results[M]>>;
} & {
  /** Calls `listener` on each `event`; returns a function that stops the calls. */
  on<E extends EventName>(event: E, listener: (payload: EventPayloads[E]) => void): () => void;
  /**
   * The desktop app only: the path of a file the user dropped or picked in the page, which the host
   * accepts for reading when it is a dataset file (.ridataset or .json), or an error saying why not; null when the
   * file has no path. Absent in the web host.
   */
  chooseDroppedFile?(file: File): Promise<Result<string> | null>;
};
