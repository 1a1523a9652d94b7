/**
 * Watch in the app: the schedule (watch-schedule.ts) runs each watched connection in main while the
 * app is open, the engine (watch-engine.ts) confirms and records each run in the history of the data
 * folder, and events go to the window (`watchEvent`, and `fleetUpdated` coalesced to twice a second
 * per connection). Settings live in `watch.json` (watch-settings.ts). A connection deleted meanwhile
 * stops being watched at its next run. Runs use a client of their own, so they do not fill the
 * request log. With a worker pool each run goes to a worker thread (worker/pooled-watch-engine.ts),
 * so main's event loop only fetches; without one (tests of other parts) it runs here (watch-runner.ts).
 * `dispose` stops the schedule and manual runs after those under way (bounded); a run it cuts short
 * is dropped (not a result, not in the history, no event). Our causes raise no event
 * (connectivity.ts): a connection whose token is not here is not called, and while every watched
 * connection gets no answer at once this computer is offline (`watchConnectivity`, `outage()`).
 */
import { randomUUID } from 'node:crypto';
import { DEMO_PROFILE_ID } from '../../../shared/profiles';
import {
  CONFIRM_RUNS,
  type FleetRow,
  type WatchEvent,
  type WatchEvery,
  type WatchHistory,
  type WatchResult,
  type WatchSettings,
} from '../../../shared/watch';
import type { FetchLike } from '../client/v2-client';
import type { EventHub } from '../platform/event-hub';
import { demoProfile } from '../profiles/installation-for';
import { AppError, isAppError } from '../lib/app-error';
import { isStopOfRun, runFailureLines } from './run-failure-lines';
import type { ProfileStore } from '../profiles/profile-store';
import type { DemoServer } from '../server/demo-server';
import type { SnapshotStore } from '../snapshots/snapshot-store';
import { incidentRuleOf, type IncidentSettings } from '../../../shared/incidents';
import { coalesced } from './coalesced-updates';
import { createIncidentGate } from './incident-gate';
import { runFacts } from './run-facts';
import { createFleetBoard } from './fleet-board';
import { fleetAvailability } from './fleet-availability';
import type { AvailabilityReport } from '../../../shared/availability-report';
import { fleetRow, readingRow } from './fleet-row';
import { createHistoryStore } from './history/history-store';
import type { WorkerPool } from '../workers/worker-pool';
import { createRunEngine } from './watch-runner';
import { createConnectivity, TRANSPORT_FAILURES } from './connectivity';
import type { WatchJobs, WatchRunReply } from './worker/watch-job-types';
import { isCancelledRun } from './watch-engine';
import { createWatchSchedule, stopRuns, SYSTEM_CLOCK, type WatchClock } from './watch-schedule';
import { readWatchSettings, writeWatchSettings } from './watch-settings';
import type { MaintenanceWindow } from '../../../shared/maintenance';
import { checkWindows } from '../maintenance/maintenance-check';
import { compileSchedule, NO_MAINTENANCE } from '../maintenance/maintenance-schedule';

/** What the app's watch needs. */
export interface WatchServiceDeps {
  /** `watch.json` in the data folder. */
  readonly settingsFile: string;
  /** The history folder (`history` in the local data folder). */
  readonly historyRoot: string;
  readonly profiles: ProfileStore;
  readonly demo: DemoServer;
  /** The host's fetch (net.request in the desktop app). */
  readonly fetch: FetchLike;
  /**
   * The origin of the proxy `fetch` sends a call to `baseUrl` through (never its credentials), for
   * a grouped event's "what they share"; absent where it is not known (Electron's net: null).
   */
  readonly proxyOf?: ((baseUrl: string) => string | null) | null;
  readonly snapshots: SnapshotStore;
  readonly emit: EventHub['emit'];
  readonly clock?: WatchClock;
  readonly random?: () => number;
  /** How long a first look at the board waits for histories (FIRST_LOOK_MS by default). */
  readonly firstLookMs?: number;
  /** Runs at once; 4 by default. */
  readonly concurrency?: number;
  /** The worker threads runs go to (watch-jobs.ts); null or absent runs them on this thread. */
  readonly pool?: Pick<WorkerPool<WatchJobs>, 'run'> | null;
  /** A worker run's bound for a connection timeout (pooled-watch-engine.ts); tests shorten it. */
  readonly deadlineMs?: (timeoutMs: number) => number;
  /**
   * Where a run that failed for a reason other than the stop is said (run-failure-lines.ts: one
   * masked line, bounded a minute): the host's standard error. Absent, it is said nowhere.
   */
  readonly log?: (line: string) => void;
}

const MINUTE = 60_000;
/** How long a first look at the board waits for histories before answering with what is read. */
const FIRST_LOOK_MS = 300;
const SOON_MS = 10_000;
const DAY = 86_400_000;

/** The app's watch; call `start()` once. */
export function createWatchService(deps: WatchServiceDeps) {
  const clock = deps.clock ?? SYSTEM_CLOCK;
  const history = createHistoryStore(deps.historyRoot);
  const board = createFleetBoard(history, () => clock.now());
  let settings: WatchSettings | null = null;
  // The windows of the settings, compiled when they change (targets are connection ids).
  let maintenance = NO_MAINTENANCE;
  const windowOf = (id: string, at: number) => maintenance.inWindow(id, at);
  let reading: Promise<WatchSettings> | null = null;
  let writes: Promise<unknown> = Promise.resolve();
  let retentionTimer: unknown = null;
  let started = false;
  let disposed = false;
  let done = 0;
  // Runs asked for with runNow, under way.
  const manual = new Map<Promise<unknown>, AbortController>();

  const confirmRuns = () => settings?.confirmRuns ?? CONFIRM_RUNS.default;
  const updated = coalesced(clock, (profileId) => deps.emit('fleetUpdated', { profileId }));
  let readingBoard: Promise<void> | null = null;

  // Reads the board's histories of `ids`, then their 30 days (more files each), waiting at most
  // `budgetMs`; a phase that outlasts it ends with a fleetUpdated, so the board asks again: the
  // rows fill in, then their 30 days.
  async function readWithin(ids: readonly string[], budgetMs: number): Promise<void> {
    let late = false;
    const tell = () => {
      if (late && !disposed) deps.emit('fleetUpdated', { profileId: ids[ids.length - 1]!, boardRead: true });
    };
    const reading = (readingBoard ??= (async () => {
      await board.readAll(ids);
      tell();
      await board.readAvailability(ids);
    })().finally(() => {
      readingBoard = null;
      tell();
    }));
    let timer: unknown = null;
    const timedOut = new Promise<void>((resolve) => {
      timer = clock.setTimeout(() => {
        late = true;
        resolve();
      }, budgetMs);
    });
    await Promise.race([reading, timedOut]);
    clock.clearTimeout(timer);
  }

  // How many are watched, counted once per settings (asked for each event of a large fleet).
  let counted: { of: WatchSettings | null; count: number } = { of: null, count: 0 };
  const watchedCount = () => {
    if (counted.of !== settings) counted = { of: settings, count: Object.keys(settings?.every ?? {}).length };
    return counted.count;
  };

  // Whether and how an event is told (grouped, reminded): the window's notices and notifications.
  const gate = createIncidentGate({
    rule: () => incidentRuleOf(settings?.incidents),
    watched: () => watchedCount(),
    scheduled: (id) => settings?.every[id] !== undefined,
    runMs: (id) => {
      const every = settings?.every[id];
      return (typeof every === 'number' ? every : 5) * MINUTE;
    },
    nameOf: (id) => nameOf(id) ?? id,
    clock,
    newId: () => randomUUID(),
    kept: (id) => history.confirmedState(id),
    inMaintenance: (id, at) => windowOf(id, at) !== null,
    offline: () => connectivity.isOffline(),
    keptCertificate: (id) => history.certificateNotices(id),
    keepCertificate: (id, notice) => history.keepCertificateNotices(id, notice),
    onCertificateEvent: (event) =>
      void history
        .appendEvent(event.profileId, event)
        .catch((error: unknown) => historyFailed(event.profileId, error)),
    onCertificateKeepError: (id, error) => historyFailed(id, error),
    speak: (event) => deps.emit('watchEvent', event),
  });
  // A certificate warning told but not kept: said in the log (the run's own history errors are the engine's).
  const historyFailed = (id: string, error: unknown) =>
    deps.log?.(`The watch history of ${nameOf(id) ?? id} could not be written: ${(error as Error).message}`);

  const onResult = (
    output: Pick<WatchRunReply, 'result' | 'snapshotSaved' | 'problem'>,
    event: WatchEvent | null,
  ) => {
    done++;
    board.record(output.result);
    if (output.snapshotSaved && output.result.snapshotId)
      deps.emit('snapshotNotice', {
        profileId: output.result.profileId,
        outcome: 'saved',
        id: output.result.snapshotId,
        message: null,
      });
    const id = output.result.profileId;
    const baseUrl = baseUrlOf(id);
    gate.result(
      output.result,
      event,
      runFacts(baseUrl, output.problem ?? null, deps.proxyOf?.(baseUrl) ?? null),
    );
    updated(id);
  };

  // Asked before a run confirms anything: the demo server is on this computer, so it says nothing of
  // the network; the other watched connections count.
  const connectivity = createConnectivity({
    watched: () =>
      Object.entries(settings?.every ?? {})
        .filter(([id, every]) => every !== 'off' && id !== DEMO_PROFILE_ID)
        .map(([id]) => id),
    now: () => clock.now(),
    onChange: (offline, why) => {
      // What the gate held of the runs before the outage was judged was ours too.
      if (offline) gate.dropHeld(TRANSPORT_FAILURES);
      if (!disposed) deps.emit('watchConnectivity', { offline, why, at: clock.now() });
    },
  });

  const engine = createRunEngine({
    ...deps,
    history,
    clock,
    confirmRuns,
    nameOf: (id) => nameOf(id) ?? id,
    onResult,
    inMaintenance: (id, at) => windowOf(id, at) !== null,
    offline: (id, result) =>
      id === DEMO_PROFILE_ID ? Promise.resolve(false) : connectivity.offline(id, result.watchClass),
  });

  const failures = runFailureLines({
    err: deps.log ?? (() => undefined),
    mask: (text) => deps.profiles.maskSecrets(text),
    nameOf: (id) => nameOf(id) ?? id,
    now: () => clock.now(),
  });
  const schedule = createWatchSchedule({
    clock,
    random: deps.random,
    concurrency: deps.concurrency ?? 4,
    run: async (id, signal) => {
      if (!exists(id)) {
        await setWatch(id, 'off').catch(() => undefined);
        return null;
      }
      updated(id);
      try {
        return (await engine.run(id, signal)).result.watchClass;
      } catch (error) {
        // Deleted while it ran: watched no more.
        if (isAppError(error, 'PROFILE_NOT_FOUND')) await setWatch(id, 'off').catch(() => undefined);
        // Any other failure but the stop is a bug in recording or reporting: said, never dropped.
        else if (!isStopOfRun(error, signal)) failures.failed(id, error);
        return null;
      } finally {
        updated(id);
      }
    },
  });

  function nameOf(id: string): string | null {
    if (id === DEMO_PROFILE_ID) return demoProfile(deps.demo.status()).name;
    return profileOf(id)?.name ?? null;
  }

  // One connection, without a view of every other (asked at each run: 5,000 views a call stalled
  // main for seconds when a large fleet's runs started).
  function profileOf(id: string): { name: string; baseUrl: string } | null {
    try {
      return deps.profiles.get(id);
    } catch {
      return null;
    }
  }

  const exists = (id: string) => nameOf(id) !== null;

  function baseUrlOf(id: string): string {
    if (id === DEMO_PROFILE_ID) return demoProfile(deps.demo.status()).baseUrl;
    return profileOf(id)?.baseUrl ?? '';
  }

  // Read once, on first use; the schedule starts only with start().
  async function loaded(): Promise<WatchSettings> {
    if (!settings) use(await (reading ??= readWatchSettings(deps.settingsFile)));
    return settings!;
  }

  function use(next: WatchSettings): void {
    if (next.maintenance !== settings?.maintenance) maintenance = compileSchedule(next.maintenance);
    settings = next;
  }

  // At start-up each connection's first run is spread over its whole interval (no burst when the app
  // opens); one the user has just switched on runs within 10 seconds, so its first result shows soon.
  function schedules(soon: string | null = null): void {
    if (!started || !settings) return;
    const every = settings.every;
    for (const id of schedule.watched().keys()) if (!(id in every)) schedule.set(id, null);
    for (const [id, minutes] of Object.entries(every)) {
      if (disposed) return;
      if (minutes === 'off' || !exists(id)) continue;
      schedule.set(id, minutes * MINUTE, id === soon ? SOON_MS : minutes * MINUTE);
    }
  }

  // Changes are written one after another, each on the settings the previous one left.
  function change(
    next: (now: WatchSettings) => WatchSettings,
    soon: string | null = null,
  ): Promise<WatchSettings> {
    const run = writes
      .catch(() => undefined)
      .then(async () => {
        const changed = { ...next(await loaded()), notice: null };
        await writeWatchSettings(deps.settingsFile, changed);
        use(changed);
        schedules(soon);
        return changed;
      });
    writes = run;
    return run;
  }

  function setWatch(profileId: string, every: WatchEvery): Promise<WatchSettings> {
    return change((now) => {
      const next = { ...now.every };
      if (every === 'off') delete next[profileId];
      else next[profileId] = every;
      return { ...now, every: next };
    }, profileId);
  }

  async function retain(): Promise<void> {
    await history.retain((await loaded()).retentionDays, clock.now());
    if (!disposed) retentionTimer = clock.setTimeout(() => void retain(), DAY);
  }

  return {
    /** Reads the settings, schedules the watched connections and applies the retention (then daily). */
    async start(): Promise<void> {
      await loaded();
      started = true;
      schedules();
      void retain();
    },

    settings: (): Promise<WatchSettings> => loaded(),

    /** Watches `profileId` every `every` minutes, or not ('off'). Throws PROFILE_NOT_FOUND. */
    async setWatch(profileId: string, every: WatchEvery): Promise<WatchSettings> {
      if (every !== 'off' && !exists(profileId))
        throw new AppError(
          'PROFILE_NOT_FOUND',
          'That connection no longer exists; it may have been deleted.',
        );
      return setWatch(profileId, every);
    },

    /** Changes the confirmation runs, the retention and the incident settings (applied at once). */
    async setOptions(options: {
      confirmRuns?: number;
      retentionDays?: number;
      incidents?: IncidentSettings;
    }): Promise<WatchSettings> {
      const next = await change((now) => ({
        ...now,
        ...options,
        ...(options.incidents ? { incidents: { ...now.incidents, ...options.incidents } } : {}),
      }));
      if (options.retentionDays !== undefined) await history.retain(next.retentionDays, clock.now());
      return next;
    },

    /**
     * Replaces the maintenance windows (targets by connection id); answers the new settings. Throws
     * INVALID_ARGUMENT naming the first problem (`windows[0].every: …`) for windows croner refuses.
     */
    async setMaintenance(windows: readonly MaintenanceWindow[]): Promise<WatchSettings> {
      const checked = checkWindows({ windows });
      if (!checked.ok) {
        const first = checked.problems[0]!;
        throw new AppError(
          'INVALID_ARGUMENT',
          `The maintenance window is not valid: ${first.path}: ${first.message}`,
        );
      }
      return change((now) => ({ ...now, maintenance: checked.windows }));
    },

    /**
     * Every connection, the demo first, as the fleet board shows it. Histories not read yet are read
     * for at most FIRST_LOOK_MS (their 30 days after them, in the same time); the rows still unread
     * come back as `reading` (or `readingAvailability`), and a fleetUpdated
     * follows when all are read, so a board of thousands appears at once and fills in.
     */
    async fleet(): Promise<FleetRow[]> {
      const every = (await loaded()).every;
      const profiles = [demoProfile(deps.demo.status()), ...deps.profiles.list()];
      const ids = profiles.map((profile) => profile.id);
      if (ids.some((id) => !board.known(id) || !board.availabilityKnown(id)))
        await readWithin(ids, deps.firstLookMs ?? FIRST_LOOK_MS);
      return Promise.all(
        profiles.map(async (profile) => {
          const watch = every[profile.id] ?? 'off';
          const span = windowOf(profile.id, clock.now());
          const until = span ? { maintenanceUntil: span.end } : {};
          if (!board.known(profile.id)) return { ...readingRow(profile, watch, clock.now()), ...until };
          const state = await board.state(profile.id);
          return { ...fleetRow(profile, watch, state, engine.running(profile.id)), ...until };
        }),
      );
    },

    /** The availability of `ids` over [from, to] (fleet-availability.ts), as `report` reads it. */
    availability: (ids: readonly string[], from: number, to: number): Promise<AvailabilityReport> =>
      fleetAvailability(
        history,
        // Masked as every text that leaves main: a token pasted into a name or address stays ***.
        (id) =>
          exists(id)
            ? {
                name: deps.profiles.maskSecrets(nameOf(id)!),
                baseUrl: deps.profiles.maskSecrets(baseUrlOf(id)),
              }
            : null,
        ids,
        { from, to },
        clock.now(),
      ),

    /** The history of `profileId` over [from, to] in at most `buckets` entries. */
    history: (profileId: string, from: number, to: number, buckets: number): Promise<WatchHistory> =>
      history.history(profileId, from, to, buckets),

    /** Runs `profileId` now, recorded as a scheduled run is. Throws PROFILE_NOT_FOUND. */
    async runNow(profileId: string): Promise<WatchResult> {
      if (!exists(profileId))
        throw new AppError(
          'PROFILE_NOT_FOUND',
          'That connection no longer exists; it may have been deleted.',
        );
      if (disposed) throw stoppedError();
      // Its settings (confirmation runs, maintenance windows) apply to a run asked for before start.
      await loaded();
      updated(profileId);
      // Stopped with the schedule's runs on dispose, so none outlives the service.
      const controller = new AbortController();
      const run = engine.run(profileId, controller.signal);
      const settled: Promise<unknown> = run.catch(() => undefined).finally(() => manual.delete(settled));
      manual.set(settled, controller);
      try {
        return (await run).result;
      } catch (error) {
        throw isCancelledRun(error) ? stoppedError() : error;
      } finally {
        updated(profileId);
      }
    },

    /** Since when and why this computer cannot reach the network, as the watch saw it; null when it can. */
    outage: () => connectivity.outage(),

    /** Runs recorded in this session (for tests and diagnostics). */
    runsDone: (): number => done,

    /**
     * Stops the schedule and runs asked for with runNow: runs under way get `graceMs` (default 10 s),
     * then are cancelled (and recorded nowhere); no update is sent after it resolves.
     */
    async dispose(graceMs = 10_000): Promise<void> {
      disposed = true;
      if (retentionTimer !== null) clock.clearTimeout(retentionTimer);
      await Promise.all([schedule.stop(graceMs), stopRuns(manual, clock, graceMs)]);
      failures.flush();
      gate.flush();
      await gate.settled();
      updated.close();
      await history.settled();
    },
  };
}

function stoppedError(): AppError {
  return new AppError(
    'INTERNAL',
    'The watch is stopping (the app is closing), so the run was not made or not finished; nothing was recorded.',
  );
}

/** The service's type. */
export type WatchService = ReturnType<typeof createWatchService>;
