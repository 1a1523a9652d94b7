// A fake inspector for component tests: the bridge their store is made over (createAppStore(fake.api)
// in render-app.tsx) in place of window.inspector, typed by shared/ipc-contract.ts. It answers every
// method from fixtures (saving, deleting and choosing connections change its own list, as main
// would), records each call, and lets a test make the next calls of a method fail (a CallFailure
// from the installation, or an ErrorValue from the host), answer something else, or hang until
// released. It emits the contract's events on demand.
import type { Leniency } from '../../shared/leniency';
import type { CallFailure, CallResult } from '../../shared/call-result';
import type {
  ArgsOf,
  DemoStatus,
  DiagnosticsReport,
  EventPayloads,
  InspectorApi,
  RequestLogEntry,
  Results,
  StorageStatusView,
} from '../../shared/ipc-contract';
import { METHODS, type EventName, type MethodName } from '../../shared/ipc-methods';
import type { ProfileView } from '../../shared/profiles';
import { requestLogHar } from '../../shared/har';
import type { ErrorValue, Result } from '../../shared/result';
import { categoryFieldFaults, type ReceivedCategory } from '../../shared/received-categories';
import { validate } from '../../shared/validate';
import { infoFaultsOf, NO_INFO_FAULTS, type ReceivedInfo } from '../../shared/received-info';
import { SystemInfoSchema } from '../../shared/v2';
import { savedView } from './fake-profiles';
import {
  callMeta,
  CATEGORIES,
  COMPANY,
  DEMO_PROFILE,
  DEMO_RUNNING,
  INFO,
  SECURE_STORAGE,
  SHOP_PROFILE,
} from './fixtures';
import { categoryCollator, sortedPositions } from '../../shared/category-sort';
import type { CrashDumps } from '../../shared/crash-dumps';
import { diagnosticsReport, downloadOutcome, HOST_INFO } from './diagnostics-fixtures';
import { AFTER_SIDE, BEFORE_SIDE, comparisonOf, diffDownload } from './changes-fixtures';
import type { AvailabilityReport } from '../../shared/availability-report';
import type { ChangesSide, ComparisonView } from '../../shared/changes';
import type { LoadCounts, SnapshotListing, SnapshotView } from '../../shared/snapshots';
import type { DiffSide } from '../../shared/diff/diff-types';
import {
  SPARK_BUCKETS,
  NO_CLASS,
  type FleetImport,
  type FleetRow,
  type WatchHistory,
  type WatchSettings,
} from '../../shared/watch';
import type { HostInfo } from '../../shared/ipc-contract';

/** One call as the fake received it. */
export interface RecordedCall {
  readonly method: MethodName;
  readonly args: unknown;
}

/** What the fake starts from; every part has a default from fixtures.ts. */
export interface FakeSetup {
  /** The settings as the installation sends them (faulty ones too: the fake names their faults as main). */
  readonly info?: ReceivedInfo;
  /** Settings of particular connections, by id; the others answer `info`. */
  readonly infoByProfile?: Readonly<Record<string, ReceivedInfo>>;
  /** As an installation sends them: rows that break the specification are shown too, marked. */
  readonly categories?: readonly ReceivedCategory[];
  readonly profiles?: readonly ProfileView[];
  readonly activeProfileId?: string;
  readonly storage?: StorageStatusView;
  readonly demo?: DemoStatus;
  /** The request log, in any order, and the bodies main kept, by entry id. */
  readonly requests?: readonly RequestLogEntry[];
  readonly bodies?: Readonly<Record<number, string>>;
}

/** Calls of a method made while it is held wait until `release()`, or until cancelCall names them. */
export interface Hold {
  release(): void;
}

type Answer<M extends MethodName> = () => Result<Results[M]>;
type AnswerQueues = { [M in MethodName]?: Answer<M>[] };
type Listener = (payload: never) => void;
type CallMethod = 'getInfo' | 'getCategories' | 'testConnection';

const ok = <T>(value: T): Result<T> => ({ ok: true, value });

/** The demo server after a dataset was opened: running elsewhere on the fixtures' installation. */
const OPENED_DEMO = { running: true, url: 'http://127.0.0.1:43299', companyName: COMPANY } as const;

const CANCELLED: Result<CallResult<never>> = ok({
  ok: false,
  failure: { kind: 'cancelled' },
  meta: callMeta('/api/v2'),
});

// What main answers a call cancelled under way: a capture says it was cancelled; a call to the
// installation ends as a cancelled CallResult.
function cancelledAnswer(method: MethodName): Result<unknown> {
  return method === 'captureDataset' ? ok({ status: 'cancelled' }) : CANCELLED;
}

function called<T>(path: string, data: T, leniencies: readonly Leniency[] = []): CallResult<T> {
  return { ok: true, data, meta: { ...callMeta(path), leniencies } };
}

// The info answer as main's getInfo gives it: the record as sent, its faults by the real schema.
function receivedAnswer(info: ReceivedInfo, leniencies: readonly Leniency[] = []) {
  const checked = validate(SystemInfoSchema, info);
  const faults = checked.ok ? NO_INFO_FAULTS : infoFaultsOf(info, checked);
  return { ...called('/api/v2/auth/info', info, leniencies), faults };
}

export class FakeInspector {
  /** The bridge the test's store calls, as the app's store calls window.inspector. */
  readonly api: InspectorApi;
  readonly calls: RecordedCall[] = [];
  info: ReceivedInfo;
  infoByProfile: Readonly<Record<string, ReceivedInfo>>;
  categories: readonly ReceivedCategory[];
  /** The faults main says it tolerated to read each operation's answer (none by default). */
  leniencies: { info: readonly Leniency[]; categories: readonly Leniency[] } = { info: [], categories: [] };
  /** Rows sent with the first part of the categories; the others come from getCategoriesRest. */
  firstPage = Infinity;
  profiles: ProfileView[];
  activeProfileId: string;
  storage: StorageStatusView;
  demo: DemoStatus;
  requests: RequestLogEntry[];
  readonly bodies: Map<number, string>;
  /** Every token saveProfile received, by connection id: main keeps these, the renderer never. */
  readonly tokens = new Map<string, string>();
  private readonly queues: AnswerQueues = {};
  private readonly holds = new Map<MethodName, { gate: Promise<void>; open: () => void }>();
  private readonly listeners = new Map<EventName, Set<Listener>>();
  private readonly cancellers = new Map<string, () => void>();
  /** The diagnostics reports made, by id, as main keeps them for export. */
  readonly reports = new Map<string, DiagnosticsReport>();
  /** The two loads compareDatasets compares, whatever sides it is asked for. */
  changeSides: { before: DiffSide; after: DiffSide } = { before: BEFORE_SIDE, after: AFTER_SIDE };
  readonly comparisons = new Map<string, ComparisonView>();
  /** The snapshots listSnapshots answers for any connection (none until a test sets some). */
  snapshots: SnapshotView[] = [];
  /** The space listSnapshots says the snapshots take. */
  snapshotTotals: SnapshotListing['totals'] = { bytes: 0, imageBytes: 0, allConnectionsBytes: 0 };
  /** Unpinned snapshots kept per connection (setSnapshotSettings changes it). */
  snapshotKeep = 20;
  /** Why the snapshot settings could not be read, as main says it (setSnapshotSettings ends it). */
  snapshotNotice: string | undefined = undefined;
  /** How often listSnapshots says the connection was loaded in this session. */
  snapshotLoads: LoadCounts = { total: 0, failed: 0 };
  /** Image bytes the compared sides stored, as data: URLs by the reference a side names. */
  storedImages: Record<string, string> = {};
  /**
   * What the desktop app answers for a dropped file: where it is on disk, or why main refuses it;
   * absent: it has no path (always so in a browser tab).
   */
  readonly droppedFilePaths = new Map<File, string | Result<string>>();
  /** The watch settings main keeps (setWatch, setWatchOptions and setMaintenance change them). */
  watchSettings: WatchSettings = {
    every: {},
    confirmRuns: 2,
    retentionDays: 90,
    maintenance: [],
    notice: null,
  };
  /** The board listFleet answers; null: every connection, never checked. */
  fleet: FleetRow[] | null = null;
  /** The availability getAvailability answers (the range asked is put in); null: nothing counted. */
  availability: AvailabilityReport['connections'] | null = null;
  /** The exportAvailability calls, in order. */
  readonly availabilityExports: {
    profileIds: readonly string[];
    from: number;
    to: number;
    format: string;
  }[] = [];
  /**
   * What the system asked the desktop app to open, as main checked it: takeOpenRequests hands it
   * out once, as main's queue does (openRequested tells the page there is more).
   */
  openRequests: unknown[] = [];
  /** The history getHistory answers for any range; null: none in range. */
  history: ((from: number, to: number) => WatchHistory) | null = null;
  /** What importFleet answers; the connections named in `addedProfiles` join the list, as main adds them. */
  fleetImport: FleetImport = { added: 0, updated: 0, skipped: [], merged: [] };
  addedProfiles: ProfileView[] = [];
  /** What hostInfo answers. */
  host: HostInfo = HOST_INFO;
  /** The crash dumps runDiagnostics reports (the desktop app's); null as in the web host. */
  crashDumps: CrashDumps | null = null;
  private nextId = 1;

  constructor(setup: FakeSetup = {}) {
    this.info = setup.info ?? INFO;
    this.infoByProfile = setup.infoByProfile ?? {};
    this.categories = setup.categories ?? CATEGORIES;
    this.profiles = [...(setup.profiles ?? [DEMO_PROFILE, SHOP_PROFILE])];
    this.activeProfileId = setup.activeProfileId ?? DEMO_PROFILE.id;
    this.storage = setup.storage ?? SECURE_STORAGE;
    this.demo = setup.demo ?? DEMO_RUNNING;
    this.requests = [...(setup.requests ?? [])];
    this.bodies = new Map(Object.entries(setup.bodies ?? {}).map(([id, body]) => [Number(id), body]));
    const methods = Object.fromEntries(
      METHODS.map((method) => [method, (args: unknown) => this.call(method, args)]),
    );
    this.api = {
      ...methods,
      on: (event, listener) => this.subscribe(event, listener),
      chooseDroppedFile: async (file) => {
        const path = this.droppedFilePaths.get(file);
        if (path === undefined) return null;
        return typeof path === 'string' ? { ok: true, value: path } : path;
      },
    } as InspectorApi;
  }

  /** The arguments of every call of `method`, oldest first. */
  callsOf<M extends MethodName>(method: M): ArgsOf<M>[] {
    return this.calls.filter((call) => call.method === method).map((call) => call.args as ArgsOf<M>);
  }

  /** The next `times` calls of `method` get `answer` instead of the fixtures'. */
  answer<M extends MethodName>(method: M, answer: Result<Results[M]>, times = 1): void {
    const queue = (this.queues[method] ??= []) as Answer<M>[];
    for (let i = 0; i < times; i++) queue.push(() => answer);
  }

  /** The next `times` calls of `method` reach the installation and fail with `failure`. */
  failCall(method: CallMethod, failure: CallFailure, times = 1): void {
    // A test's result carries main's notes on the address too (none here).
    const notes = method === 'testConnection' ? { notes: [] } : {};
    const result = ok({ ok: false as const, failure, meta: callMeta('/api/v2'), ...notes });
    this.answer(method, result, times);
  }

  /** The next `times` calls of `method` are refused by the host with `error`. */
  refuse(method: MethodName, error: ErrorValue, times = 1): void {
    this.answer(method, { ok: false, error }, times);
  }

  /**
   * Holds `method`: its calls wait (answered as when they were made) until released; a held call
   * with a callId ends as cancelled when cancelCall names that id, as in main.
   */
  hold(method: MethodName): Hold {
    let open = () => undefined as void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const entry = { gate, open };
    this.holds.set(method, entry);
    return {
      release: () => {
        if (this.holds.get(method) === entry) this.holds.delete(method);
        entry.open();
      },
    };
  }

  /** Lets every held call go (tests end with nothing pending). */
  releaseAll(): void {
    for (const { open } of this.holds.values()) open();
    this.holds.clear();
  }

  /** Sends `payload` to every listener of `event`, as main does. */
  emit<E extends EventName>(event: E, payload: EventPayloads[E]): void {
    for (const listener of this.listeners.get(event) ?? [])
      (listener as (p: EventPayloads[E]) => void)(payload);
  }

  /** Adds `entry` (with `body`, when given) to the request log and tells the listeners, as main does. */
  logRequest(entry: RequestLogEntry, body?: string): void {
    this.requests.push(entry);
    if (body !== undefined) this.bodies.set(entry.id, body);
    this.emit('requestLogged', entry);
  }

  private subscribe(event: EventName, listener: Listener): () => void {
    const set = this.listeners.get(event) ?? new Set();
    this.listeners.set(event, set);
    set.add(listener);
    return () => set.delete(listener);
  }

  private async call<M extends MethodName>(method: M, args: unknown): Promise<Result<Results[M]>> {
    this.calls.push({ method, args });
    const queued = (this.queues[method] as Answer<M>[] | undefined)?.shift();
    const result = queued ? queued() : ok(this.fromFixtures(method, args as ArgsOf<M>));
    const held = this.holds.get(method);
    if (!held) return structuredClone(result);
    const cancelled = await Promise.race([held.gate.then(() => false), this.cancellation(args)]);
    // Like IPC: the renderer never holds the fake's own objects.
    return structuredClone(cancelled ? (cancelledAnswer(method) as Result<Results[M]>) : result);
  }

  // Resolves true when cancelCall names this call's callId, as main cancels a call under way.
  private cancellation(args: unknown): Promise<boolean> {
    const id = (args as { callId?: string } | undefined)?.callId;
    if (!id) return new Promise<boolean>(() => undefined);
    return new Promise<boolean>((resolve) => this.cancellers.set(id, () => resolve(true)));
  }

  private fromFixtures<M extends MethodName>(method: M, args: ArgsOf<M>): Results[M] {
    const answers: { [K in MethodName]: (args: ArgsOf<K>) => Results[K] } = {
      listProfiles: () => ({
        profiles: this.profiles,
        activeProfileId: this.activeProfileId,
        storage: this.storage,
      }),
      saveProfile: (input) => {
        const id = input.id ?? `saved-${this.nextId++}`;
        if (typeof input.token === 'string') this.tokens.set(id, input.token);
        if (input.token === null) this.tokens.delete(id);
        const before = this.profiles.find((p) => p.id === id);
        const profile = savedView(id, input, before, this.storage);
        this.profiles = before
          ? this.profiles.map((p) => (p.id === id ? profile : p))
          : [...this.profiles, profile];
        return { profile, notes: [] };
      },
      deleteProfile: ({ id }) => {
        this.profiles = this.profiles.filter((p) => p.id !== id);
        if (this.activeProfileId === id) this.activeProfileId = DEMO_PROFILE.id;
        return null;
      },
      setActiveProfile: ({ id }) => {
        this.activeProfileId = id;
        return null;
      },
      setWeakStorageAllowed: ({ allowed }) =>
        (this.storage = {
          ...this.storage,
          weakStorageAllowed: allowed,
          agreedLevel: allowed ? (this.storage.level === 'unavailable' ? 'unavailable' : 'weak') : null,
        }),
      testConnection: () => ({ ...receivedAnswer(this.info), notes: [] }),
      getInfo: ({ profileId }) =>
        receivedAnswer(this.infoByProfile[profileId] ?? this.info, this.leniencies.info),
      getCategories: ({ sortLocale }) => {
        // As main sends them: sorted by name in the renderer's locale, as one JSON text, a large
        // list in two parts.
        const collator = categoryCollator(sortLocale);
        const sorted = sortedPositions(this.categories, 'name', collator).map((i) => this.categories[i]);
        const split = sorted.length > this.firstPage;
        // As main lists them (categories-payload.ts): each faulty row by its sorted position.
        const faulty = sorted.flatMap((row, i) => {
          const fields = categoryFieldFaults(row!);
          return fields ? [[i, fields] as const] : [];
        });
        const faults = faulty.length > 0 ? { total: faulty.length, unreadable: 0, rows: faulty } : null;
        return called(
          '/api/v2/products/getcategorys',
          {
            rowsJson: JSON.stringify(split ? sorted.slice(0, this.firstPage) : sorted),
            count: this.categories.length,
            sortedByName: collator.resolvedOptions().locale,
            rest: split ? JSON.stringify(sorted.slice(this.firstPage)) : null,
            faults,
          },
          this.leniencies.categories,
        );
      },
      // The fake's rest id is the rest itself.
      getCategoriesRest: ({ rest }) => ({ ok: true as const, data: { rowsJson: rest } }),
      cancelCall: ({ callId }) => {
        const cancel = this.cancellers.get(callId);
        this.cancellers.delete(callId);
        cancel?.();
        return { cancelled: cancel !== undefined };
      },
      listRequests: () => [...this.requests].sort((a, b) => b.id - a.id),
      getRequestBody: ({ id, maxChars }) => {
        const body = this.bodies.get(id);
        if (body === undefined) return null;
        const text = maxChars === undefined ? body : body.slice(0, maxChars);
        return { text, totalChars: body.length, truncated: text.length < body.length };
      },
      clearRequests: () => {
        this.requests = [];
        this.bodies.clear();
        return null;
      },
      // As main's would, in a host without dialogs: the log as HAR, for the browser to save.
      exportRequestsHar: () => ({
        status: 'download',
        fileName: 'requests-20260301-120000.har',
        mimeType: 'application/json',
        text: JSON.stringify(requestLogHar(this.requests, (id) => this.bodies.get(id), '0.1.0')),
      }),
      demoStatus: () => this.demo,
      startDemo: () => (this.demo = { ...DEMO_RUNNING, ...this.demo, running: true }),
      stopDemo: () => (this.demo = { ...this.demo, running: false, url: null }),
      setDemoFaults: ({ latencyMs, failRate }) =>
        (this.demo = { ...this.demo, faults: { latencyMs, failRate } }),
      openExternal: () => ({ opened: true }),
      hostInfo: () => this.host,
      setTheme: () => ({ applied: false }),
      setLanguage: () => ({ applied: false }),
      runDiagnostics: ({ profileId }) => {
        const profile = this.profiles.find((p) => p.id === profileId) ?? DEMO_PROFILE;
        const report = {
          ...diagnosticsReport(profile, `report-${this.nextId++}`),
          crashDumps: this.crashDumps,
        };
        this.reports.set(report.reportId, report);
        return report;
      },
      exportReport: ({ reportId, format }) => {
        const report = this.reports.get(reportId);
        if (!report) throw new Error(`exportReport: no report ${reportId}`);
        return downloadOutcome(report, format);
      },
      // The save dialog of a host that has one: the user keeps the name offered, in Documents.
      saveCategoryExport: ({ fileName }) => ({ status: 'saved', file: `/home/test/Documents/${fileName}` }),
      savePagePdf: ({ fileName }) => ({ status: 'saved', file: `/home/test/Documents/${fileName}` }),
      // The demo server view: a capture saves everything into the captures folder; opening a dataset
      // restarts the demo server on it, at a new address.
      captureDataset: ({ file }) => ({
        status: 'saved',
        file: file?.startsWith('/') ? file : `${HOST_INFO.capturesDir}/${file ?? 'chosen.json'}`,
        categories: this.categories.length,
        imagesEmbedded: this.categories.length + 1,
        failedImages: [],
        tolerated: this.leniencies.info,
        violations: { total: 0, lines: [] },
      }),
      openDataset: ({ file }) => ({
        opened: true,
        status: (this.demo = { ...this.demo, ...OPENED_DEMO, file: file ?? '/home/test/chosen.json' }),
      }),
      // The open dialog of a host that has one: the user picks a capture in Documents.
      chooseDatasetFile: () => ({ file: '/home/test/Documents/shop-2026-11-25.json' }),
      openDatasetText: ({ name }) =>
        (this.demo = {
          ...this.demo,
          ...OPENED_DEMO,
          file: `/home/test/.config/retail-inspector/web/opened/${name}`,
        }),
      // Snapshots: none kept until a test sets `snapshots` or queues its own answers. Deleting and
      // pinning change the fake's own list, and the retention setting is kept, as main would.
      listSnapshots: () => ({
        snapshots: this.snapshots,
        totals: this.snapshotTotals,
        keep: this.snapshotKeep,
        ...(this.snapshotNotice === undefined ? {} : { notice: this.snapshotNotice }),
        loads: this.snapshotLoads,
      }),
      deleteSnapshot: ({ id }) => {
        const before = this.snapshots.length;
        this.snapshots = this.snapshots.filter((s) => s.id !== id);
        return { deleted: this.snapshots.length < before };
      },
      deleteSnapshots: ({ profileId }) => {
        const before = this.snapshots.length;
        this.snapshots = this.snapshots.filter((s) => s.profileId !== profileId);
        return { deleted: before - this.snapshots.length };
      },
      pinSnapshot: ({ id, pinned }) => {
        this.snapshots = this.snapshots.map((s) => (s.id === id ? { ...s, pinned } : s));
        return null;
      },
      getSnapshotSettings: () => ({ keep: this.snapshotKeep }),
      setSnapshotSettings: ({ keep }) => {
        this.snapshotNotice = undefined;
        return { keep: (this.snapshotKeep = keep) };
      },
      compareDatasets: ({ before, after }) => {
        const view = comparisonOf(this.changeSides.before, this.changeSides.after, `diff-${this.nextId++}`, {
          before: this.snapshotOf(before),
          after: this.snapshotOf(after),
        });
        this.comparisons.set(view.diffId, view);
        return view;
      },
      // An image of the latest comparison from its sides: stored bytes, else its address.
      changeImage: ({ diffId, side, categoryId }) => {
        if (diffId !== [...this.comparisons.keys()].at(-1)) return { kind: 'gone' };
        const from = this.changeSides[side];
        const reference =
          categoryId === undefined
            ? from.info.logo
            : from.categories.find((row) => row.id === categoryId)?.image;
        if (typeof reference !== 'string' || reference === '') return { kind: 'none' };
        const stored = this.storedImages[reference];
        if (stored) return { kind: 'stored', dataUrl: stored };
        return /^https?:/.test(reference) ? { kind: 'address', url: reference } : { kind: 'none' };
      },
      exportDiff: ({ diffId, format }) => {
        const view = this.comparisons.get(diffId);
        if (!view) throw new Error(`exportDiff: no diff ${diffId}`);
        return diffDownload(view, format);
      },
      // Watch: settings kept as main keeps them; every connection on the board, never run yet.
      getWatchSettings: () => this.watchSettings,
      setWatch: ({ profileId, every }) =>
        (this.watchSettings = {
          ...this.watchSettings,
          every: { ...this.watchSettings.every, [profileId]: every },
        }),
      // As main merges them: each incident setting absent is kept.
      setWatchOptions: (options) =>
        (this.watchSettings = {
          ...this.watchSettings,
          ...options,
          ...(options.incidents
            ? { incidents: { ...this.watchSettings.incidents, ...options.incidents } }
            : {}),
        }),
      setMaintenance: ({ windows }) => (this.watchSettings = { ...this.watchSettings, maintenance: windows }),
      listFleet: () =>
        this.fleet ??
        this.profiles.map((profile) => ({
          profileId: profile.id,
          name: profile.name,
          baseUrl: profile.baseUrl,
          every: this.watchSettings.every[profile.id] ?? 'off',
          watchClass: null,
          lastAt: null,
          responseMs: null,
          categories: null,
          running: false,
          availability30: null,
          spark: {
            from: 0,
            to: 86_400_000,
            cls: new Array<number>(SPARK_BUCKETS).fill(NO_CLASS),
            ms: new Array<null>(SPARK_BUCKETS).fill(null),
          },
        })),
      getHistory: ({ from, to }) =>
        this.history?.(from, to) ?? {
          from,
          to,
          buckets: 0,
          at: [],
          cls: [],
          msMin: [],
          msMax: [],
          categoriesMin: [],
          categoriesMax: [],
          points: [],
          events: [],
          runs: 0,
        },
      runWatchNow: ({ profileId }) => ({
        profileId,
        at: 0,
        watchClass: 'conforms',
        responseMs: 12,
        categories: this.categories.length,
        settingsHash: null,
        categoriesHash: null,
        snapshotId: null,
        summary: `conforms, ${this.categories.length} categories, 12 ms`,
      }),
      importFleet: () => {
        this.profiles = [...this.profiles, ...this.addedProfiles];
        return this.fleetImport;
      },
      exportFleet: ({ format }) => ({
        status: 'download',
        text: format === 'csv' ? 'name,base_url,token_env,insecure\r\n' : '[]\n',
        fileName: `connections.${format}`,
        mimeType: format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json',
      }),
      getAvailability: ({ from, to }) => ({ from, to, connections: this.availability ?? [] }),
      exportAvailability: (args) => {
        this.availabilityExports.push(args);
        return {
          status: 'download',
          text: '# Availability\n',
          fileName: 'availability.md',
          mimeType: 'text/markdown; charset=utf-8',
        };
      },
      // Typed as main's answer; a test may put malformed entries in to see the page drop them.
      takeOpenRequests: () => this.openRequests.splice(0) as Results['takeOpenRequests'],
    };
    return answers[method](args);
  }

  // The snapshot a side of compareDatasets names: by id, or a connection's latest ones by offset.
  private snapshotOf(side: ChangesSide): SnapshotView | null {
    if (side.kind === 'snapshot') return this.snapshots.find((s) => s.id === side.id) ?? null;
    if (side.kind === 'dataset') return null;
    const usable = this.snapshots.filter((s) => s.profileId === side.profileId && s.state === 'ok');
    return usable[side.offset ?? 0] ?? null;
  }
}
