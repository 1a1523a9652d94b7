/**
 * `retail-inspector watch`: checks one installation or a fleet on a schedule until stopped, with the
 * app's engine (electron/core/watch/): the same runs, confirmation, events and history format. Lines
 * (or JSON events) on standard output, a webhook and/or a command per transition or change, installations
 * that do not answer backed off; SIGINT or SIGTERM stops it after the runs under way (bounded).
 */
import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { CONFIRM_RUNS, RETENTION_DAYS } from '../../shared/watch';
import { secretMasker, secretsMasker, maskJsonText } from '../core/client/redact';
import { createV2Client } from '../core/client/v2-client';
import { AppError } from '../core/lib/app-error';
import { caughtLine } from '../core/lib/last-resort';
import { writeFileAtomic } from '../core/lib/atomic-write';
import { createSnapshotStore, type SnapshotStore } from '../core/snapshots/snapshot-store';
import { createHistoryStore, type HistoryStore } from '../core/watch/history/history-store';
import { TRANSPORT_FAILURES } from '../core/watch/connectivity';
import { createIncidentGate } from '../core/watch/incident-gate';
import { runFacts, runProblem } from '../core/watch/run-facts';
import { createWatchEngine } from '../core/watch/watch-engine';
import { runWatch, type WatchRunOutput } from '../core/watch/watch-run';
import { createWatchSchedule, SYSTEM_CLOCK } from '../core/watch/watch-schedule';
import { TOKEN_ENV, type CliContext } from './cli-context';
import { EXIT } from './exit-codes';
import { durationFlag, durationText, integerFlag, logFormatFlag, parseFlags } from './flags';
import { maskedContext } from './masked-context';
import { lockHistoryFolder } from './history-lock';
import { maintenanceNote, maintenanceOf } from './maintenance-flag';
import { createNotifier } from './watch-notify';
import { snapshotProblems } from './watch-snapshot-notes';
import { scheduledRun } from './watch-run-failures';
import { createStamp, eventJson, eventLines, eventPayload, runJson, runLines } from './watch-output';
import { WATCH_HELP, watchFlags } from './watch-help';
import { incidentRule, speakerOf } from './watch-incidents';
import { installations, webhookUrl, type Watched } from './watch-targets';
import { canaryUrl, watchConnectivity } from './watch-connectivity';

const DAY = 86_400_000;
/**
 * The snapshots of a --history folder: `<DIR>/.snapshots/<connection key>/`, as the app's
 * `<data folder>/snapshots/`; the dot keeps it apart from every installation's folder name.
 */
const SNAPSHOTS_FOLDER = '.snapshots';

/** Runs `watch`. */
export async function watchCommand(args: readonly string[], ctx: CliContext): Promise<number> {
  const flags = parseFlags('watch', args, watchFlags);
  if (flags.help) {
    ctx.outExact(WATCH_HELP);
    return EXIT.OK;
  }
  const everyMs = durationFlag('every', flags.every, 5 * 60_000, 1_000, DAY);
  const timeoutMs = integerFlag('timeout', flags.timeout, 10_000, 100, 600_000);
  const concurrency = integerFlag('concurrency', flags.concurrency, 8, 1, 64);
  const confirmRuns = integerFlag(
    'confirm-runs',
    flags['confirm-runs'],
    CONFIRM_RUNS.default,
    CONFIRM_RUNS.min,
    CONFIRM_RUNS.max,
  );
  const retentionDays = integerFlag(
    'retention-days',
    flags['retention-days'],
    RETENTION_DAYS.default,
    RETENTION_DAYS.min,
    RETENTION_DAYS.max,
  );
  const rule = incidentRule(flags);
  const json = logFormatFlag(flags['log-format']) === 'json';
  const webhook = flags.webhook === undefined ? null : webhookUrl(flags.webhook);
  const canary = flags.canary === undefined ? null : canaryUrl(flags.canary);
  const watched = await installations(flags, ctx);
  const maintenance = await maintenanceOf(
    flags.maintenance,
    watched.map((w) => w.name),
    ctx.err,
  );
  const tokens = watched.flatMap((w) => (w.token ? [w.token] : []));
  ctx = maskedContext(ctx, secretsMasker(tokens));
  const network = ctx.network();
  if (network.notice) ctx.err(network.notice);
  const held = flags.history === undefined ? null : await historyAt(flags.history, watched);
  const history = held?.store ?? null;
  const snapshots = held?.snapshots ?? null;
  // A settings file that cannot be read prunes nothing (snapshot-settings.ts): said once, at the start.
  const snapshotNotice = snapshots ? (await snapshots.settings()).notice : undefined;
  if (snapshotNotice) ctx.err(`Warning: ${snapshotNotice}`);

  const byId = new Map(watched.map((w) => [w.id, w]));
  const client = createV2Client({ fetch: network.fetch });
  const notifier = createNotifier({
    webhook,
    command: flags['on-change'] ?? null,
    fetch: network.fetch,
    err: ctx.err,
    commandOptions: {
      env: ctx.env,
      secretNames: [TOKEN_ENV, ...watched.flatMap((w) => (w.tokenEnv ? [w.tokenEnv] : []))],
      secrets: tokens,
    },
  });
  const mask = secretsMasker(tokens);
  const stamp = createStamp(SYSTEM_CLOCK.now);
  const snapshotNotes = snapshotProblems(ctx.err);
  const byName = new Map(watched.map((w) => [w.name, w]));
  const historyError = (id: string, error: unknown) =>
    ctx.err(`The history of ${byId.get(id)?.name ?? id} could not be written: ${(error as Error).message}`);
  // Whether and how an event is told (grouped, reminded) is the gate's; each run's line is not.
  const gate = createIncidentGate({
    rule: () => rule,
    watched: () => watched.length,
    runMs: () => everyMs,
    nameOf: (id) => byId.get(id)?.name ?? id,
    clock: SYSTEM_CLOCK,
    newId: () => randomUUID(),
    kept: history ? (id) => history.confirmedState(id) : undefined,
    inMaintenance: (id, at) => maintenance.inWindow(byId.get(id)?.name ?? id, at) !== null,
    offline: () => connectivity.isOffline(),
    keptCertificate: history ? (id) => history.certificateNotices(id) : undefined,
    keepCertificate: history ? (id, notice) => history.keepCertificateNotices(id, notice) : undefined,
    onCertificateEvent: (event) =>
      void history
        ?.appendEvent(event.profileId, event)
        .catch((error: unknown) => historyError(event.profileId, error)),
    onCertificateKeepError: (id, error) => historyError(id, error),
    speak: (event) => {
      const who = speakerOf(event, byId, byName);
      if (json) ctx.outExact(maskJsonText(eventJson(event, who, stamp.now()), mask));
      else for (const line of eventLines(event, stamp)) ctx.out(line);
      notifier.notify(event, eventPayload(event, who));
    },
  });
  const connectivity = watchConnectivity({
    ids: () => byId.keys(),
    canary,
    fetch: network.fetch,
    timeoutMs,
    err: ctx.err,
    // What the gate held of the runs that went before the outage was judged was ours too.
    onChange: (offline) => {
      if (offline) gate.dropHeld(TRANSPORT_FAILURES);
    },
  });
  const engine = createWatchEngine({
    history,
    newId: () => randomUUID(),
    confirmRuns: () => confirmRuns,
    nameOf: (id) => byId.get(id)?.name ?? id,
    runOnce: (id, previous, signal) =>
      runOne(byId.get(id)!, { client, fetch: network.fetch, snapshots, timeoutMs, previous, signal }),
    offline: (id, result) => connectivity.offline(id, result.watchClass),
    onHistoryError: historyError,
    inMaintenance: (id, at) => maintenance.inWindow(byId.get(id)?.name ?? id, at) !== null,
    onResult: (output, event) => {
      const who = byId.get(output.result.profileId)!;
      snapshotNotes.note(who, output.snapshotProblem);
      const span = output.result.maintenance ? maintenance.inWindow(who.name, output.result.at) : null;
      const until = span ? { maintenanceEnds: new Date(span.end).toISOString() } : {};
      const shown = { ...output, result: { ...output.result, ...until } };
      if (json) ctx.outExact(maskJsonText(runJson(shown, who, stamp.now()), mask));
      else
        runLines(output, who, stamp).forEach((line, i) =>
          ctx.out(i === 0 ? line + maintenanceNote(span) : line),
        );
      const proxy = network.proxyFor?.(who.baseUrl) ?? null;
      gate.result(output.result, event, runFacts(who.baseUrl, runProblem(output.report, mask), proxy));
    },
  });
  const scheduled = scheduledRun({
    run: (id, signal) => engine.run(id, signal),
    nameOf: (id) => byId.get(id)?.name ?? id,
    err: ctx.err,
    mask,
  });
  const schedule = createWatchSchedule({ concurrency, run: scheduled });

  const atOnce = Math.min(concurrency, watched.length);
  const what = watched.length === 1 ? watched[0]!.name : `${watched.length} installations`;
  ctx.err(
    `Watching ${what} every ${durationText(everyMs)}, ${atOnce} at a time${flags.history ? `; history in ${flags.history}` : ''}`,
  );
  ctx.err('Press Ctrl+C to stop.');
  let retention: NodeJS.Timeout | undefined;
  if (history) {
    const retain = () => void history.retain(retentionDays, Date.now());
    retain();
    retention = setInterval(retain, DAY);
  }
  // First results soon: the first runs spread over a tenth of a second per installation (a minute at most).
  const firstWithin = Math.min(everyMs, Math.max(100, Math.min(60_000, watched.length * 100)));
  for (const w of watched) schedule.set(w.id, everyMs, firstWithin);
  // An error nothing handled costs at most the run it hit (which ends at its timeout), never the watch.
  const stopServing = ctx.keepServing?.({
    report: (caught) => ctx.err(caughtLine(caught, 'watching goes on')),
    mask,
  });

  await ctx.stopRequested;
  stopServing?.();
  clearInterval(retention);
  const graceMs = Math.min(60_000, Math.max(5_000, 2 * timeoutMs));
  if (schedule.activeRuns() > 0)
    ctx.err(
      `Stopping: waiting for ${schedule.activeRuns()} run(s) under way (at most ${durationText(graceMs)})`,
    );
  await schedule.stop(graceMs);
  scheduled.flush();
  gate.flush();
  await gate.settled();
  await history?.settled();
  // Deliveries and a command under way get a few seconds; then they are cut, so stopping is bounded.
  await notifier.settled(5_000);
  await network.close();
  await held?.release();
  ctx.err('Stopped.');
  return EXIT.OK;
}

async function runOne(
  w: Watched,
  deps: Pick<Parameters<typeof runWatch>[0], 'client' | 'fetch' | 'snapshots'> & {
    timeoutMs: number;
    previous: Parameters<typeof runWatch>[1]['previous'];
    signal?: AbortSignal;
  },
): Promise<WatchRunOutput> {
  return runWatch(
    { client: deps.client, fetch: deps.fetch, snapshots: deps.snapshots },
    {
      profileId: w.id,
      installation: { baseUrl: w.baseUrl, token: w.token, insecure: w.insecure },
      timeoutMs: deps.timeoutMs,
      maskData: secretMasker(w.token),
      tokenMissing: w.tokenMissing,
      previous: deps.previous,
      signal: deps.signal,
    },
  );
}

// The history folder, locked for this watch, with a note in each installation's folder of whose it
// is (name and address), and its snapshots in SNAPSHOTS_FOLDER in the layout of the app's.
async function historyAt(
  folder: string,
  watched: readonly Watched[],
): Promise<{ store: HistoryStore; snapshots: SnapshotStore; release: () => Promise<void> }> {
  try {
    await mkdir(folder, { recursive: true, mode: 0o700 });
  } catch (error) {
    throw historyProblem(folder, error);
  }
  const release = await lockHistoryFolder(folder);
  const store = createHistoryStore(folder);
  try {
    // Every old folder is moved first: a note written before would claim one another row owns.
    for (const w of watched) await store.ready(w.id);
    for (const w of watched) {
      const own = store.folderOf(w.id);
      await mkdir(own, { recursive: true, mode: 0o700 });
      await writeFileAtomic(
        join(own, 'connection.json'),
        JSON.stringify({ name: w.name, baseUrl: w.baseUrl }, null, 2) + '\n',
        0o600,
      );
    }
  } catch (error) {
    await release();
    throw historyProblem(folder, error);
  }
  const snapshots = createSnapshotStore({ root: join(folder, SNAPSHOTS_FOLDER) });
  return { store, snapshots, release };
}

function historyProblem(folder: string, error: unknown): AppError {
  const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
  if (code === 'EEXIST' || code === 'ENOTDIR')
    return new AppError(
      'USAGE',
      `--history ${folder}: this is a file, not a folder; give a folder (it is created when missing)`,
    );
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS')
    return new AppError(
      'USAGE',
      `--history ${folder}: the folder cannot be written (${code}); give a folder you may write to`,
    );
  return new AppError('USAGE', `--history ${folder}: the folder cannot be used (${code})`);
}
