/**
 * The watch history of every connection under one folder (`<data folder>/history`, or the folder
 * `retail-inspector watch --history DIR` names): `<folder>/YYYY-MM.bin` (history-format.ts) and
 * `<folder>/YYYY-MM.events.jsonl` (history-events.ts), the folder named by history-folder.ts (a
 * folder laid out the old way is moved to it before the connection's first use). Appends are
 * serialized per connection; a range is read month
 * by month and decimated as it is read, so no range is ever held whole. Retention deletes whole
 * months, never rewrites a file. Reads never throw; an append throws on a write error. Once a UTC
 * day has closed (history-rollup.ts), the first append after it brings that month's daily sums up to
 * date, beside the appends and never holding them up: so the sums are kept ahead as the watch runs,
 * and a report or the fleet board's 30-day column reads a few numbers per day even the first time.
 */
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { AT_ONCE, type InTurn } from '../../lib/turn-budget';
import {
  HISTORY_MAX_EVENTS,
  HISTORY_MAX_POINTS,
  type WatchEvent,
  type WatchHistory,
} from '../../../../shared/watch';
import { connectionKey, snapshotIdIn } from '../../snapshots/snapshot-names';
import { adoptLegacyFolder, historyFolderName } from './history-folder';
import { createDecimator, rawEntries } from './history-decimate';
import { collectStretches } from './history-maintenance';
import { folderSegment, keptDaysSegment } from './history-report';
import type { AvailabilitySegment } from '../../../../shared/availability-segment';
import { appendEventLine, readEventLines, type EventLine } from './history-events';
import {
  appendRecord,
  hasHistoryHeader,
  ORDER_SLACK_MS,
  readLastRecord,
  readSlice,
  readSliceSync,
  type RecordSlice,
} from './history-files';
import { DAY_MS, monthDays } from './history-rollup';
import { readConfirmedState, writeConfirmedState, type KeptState } from './history-state';
import { readWindowStart, writeWindowStart } from './history-window-start';
import { readCertificateNotices, writeCertificateNotices } from './history-certificate';
import type { CertificateNotice } from '../certificate-levels';
import type { Observation } from '../watch-state';
import {
  decodeRecords,
  emptyColumns,
  encodeRecord,
  firstByteOf,
  joinColumns,
  monthOf,
  monthRange,
  monthsBetween,
  NO_COUNT,
  RECORD_BYTES,
  trimmed,
  type HistoryColumns,
  type HistoryRecord,
} from './history-format';

/** What a run adds beside its record: the snapshot it saved and the event it confirmed. */
export interface HistoryExtra {
  readonly snapshotId?: string;
  readonly event?: WatchEvent;
}

const BIN = /^(\d{4}-\d{2})\.bin$/;
const EVENTS = /^(\d{4}-\d{2})\.events\.jsonl$/;
// A month's daily sums (history-rollup.ts): removed with its month.
const DAYS = /^(\d{4}-\d{2})\.days\.json$/;
// The queue of a folder's daily sums, beside its appends' (a character no path holds).
const DAYS_QUEUE = '\0days';

// The runs of `slice` (a month file's records around [from, to]) that lie in [from, to].
function runsOf(slice: RecordSlice, from: number, to: number): HistoryColumns {
  const columns = emptyColumns(slice.bytes.length / RECORD_BYTES);
  return trimmed(columns, decodeRecords(slice.bytes, columns, 0, from, to));
}

/** The history store over `root`; nothing is read or created until it is used. */
export function createHistoryStore(root: string) {
  const sizes = new Map<string, number>();
  const touched = new Set<string>();
  const queues = new Map<string, Promise<unknown>>();
  // Per connection folder, the end of the last day whose sums were brought up to date.
  const summedUntil = new Map<string, number>();

  const folderOf = (profileId: string) => join(root, historyFolderName(profileId));
  // Each connection's old folder adopted once, before anything of it is read or written.
  const adopted = new Map<string, Promise<unknown>>();
  const ready = (profileId: string): Promise<unknown> => {
    let done = adopted.get(profileId);
    if (!done) adopted.set(profileId, (done = adoptLegacyFolder(root, profileId)));
    return done;
  };

  function serialized<T>(key: string, work: () => Promise<T>): Promise<T> {
    const run = (queues.get(key) ?? Promise.resolve()).catch(() => undefined).then(work);
    const settled = run.catch(() => undefined);
    queues.set(key, settled);
    void settled.then(() => queues.get(key) === settled && queues.delete(key));
    return run;
  }

  async function append(profileId: string, record: HistoryRecord, extra: HistoryExtra = {}): Promise<void> {
    await ready(profileId);
    const folder = folderOf(profileId);
    await serialized(folder, async () => {
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const month = monthOf(record.at);
      const bin = join(folder, `${month}.bin`);
      try {
        sizes.set(bin, await appendRecord(bin, encodeRecord(record), sizes.get(bin) ?? null));
      } catch (error) {
        sizes.delete(bin);
        throw error;
      }
      sumClosedDays(folder, record.at);
      if (extra.snapshotId === undefined && extra.event === undefined) return;
      const file = join(folder, `${month}.events.jsonl`);
      const line: EventLine = { at: record.at, ...extra };
      await appendEventLine(file, line, !touched.has(file));
      touched.add(file);
    });
  }

  // After the first run past a day's close, that day's month summed (in its own queue, so appends
  // go on meanwhile; monthDays never throws and adds only the days not summed yet).
  function sumClosedDays(folder: string, at: number): void {
    const closed = Math.floor((at - ORDER_SLACK_MS) / DAY_MS) * DAY_MS;
    if ((summedUntil.get(folder) ?? -Infinity) >= closed) return;
    summedUntil.set(folder, closed);
    const month = monthOf(closed - 1);
    void serialized(`${folder}${DAYS_QUEUE}`, () => monthDays(join(folder, `${month}.bin`), month, at));
  }

  // Each month file's runs in [from, to], one month at a time, oldest first.
  async function* slices(profileId: string, from: number, to: number): AsyncGenerator<HistoryColumns> {
    await ready(profileId);
    for (const month of monthsBetween(from, to)) {
      const range = monthRange(month)!;
      const whole = from <= range.start && to >= range.end;
      const slice = await readSlice(join(folderOf(profileId), `${month}.bin`), from, to, whole);
      if (slice.bytes.length > 0) yield runsOf(slice, from, to);
    }
  }

  async function eventLines(profileId: string, from: number, to: number): Promise<EventLine[]> {
    await ready(profileId);
    const lines: EventLine[] = [];
    for (const month of monthsBetween(from, to)) {
      lines.push(...(await readEventLines(join(folderOf(profileId), `${month}.events.jsonl`), from, to)));
    }
    return lines.sort((a, b) => a.at - b.at);
  }

  return {
    folderOf,
    /** Resolves once the folder of `profileId` laid out the old way, if any, is its folder now. */
    ready,
    append,

    /** The runs of `profileId` in [from, to] as columns, in file order (for short ranges and tests). */
    async columns(profileId: string, from: number, to: number): Promise<HistoryColumns> {
      const parts: HistoryColumns[] = [];
      for await (const part of slices(profileId, from, to)) parts.push(part);
      return joinColumns(parts);
    },

    /**
     * The runs of `profileId` in [from, to] as columns, each month file read synchronously
     * (readSliceSync; one that holds more than it reads at once, without blocking), in `inTurn`: for
     * the fleet board's last hours of thousands of connections, read a few milliseconds' worth per
     * turn of the event loop (lib/turn-budget.ts). Never throws.
     */
    async recentColumns(
      profileId: string,
      from: number,
      to: number,
      inTurn: InTurn = AT_ONCE,
    ): Promise<HistoryColumns> {
      await ready(profileId);
      const files = monthsBetween(from, to).map((month) => join(folderOf(profileId), `${month}.bin`));
      const quick = await inTurn(() => files.map((file) => readSliceSync(file, from, to)));
      const parts: HistoryColumns[] = [];
      for (const [i, file] of files.entries()) {
        const slice = quick[i] ?? (await readSlice(file, from, to, false));
        if (slice.bytes.length > 0) parts.push(runsOf(slice, from, to));
      }
      return joinColumns(parts);
    },

    /** The history of `profileId` over [from, to], decimated to at most `buckets` entries. */
    async history(profileId: string, from: number, to: number, buckets: number): Promise<WatchHistory> {
      const kept: HistoryColumns[] = [];
      let keptRuns = 0;
      let decimator: ReturnType<typeof createDecimator> | null = null;
      const stretches = collectStretches(from, to);
      for await (const part of slices(profileId, from, to)) {
        stretches.add(part);
        if (decimator) decimator.add(part);
        else if (keptRuns + part.length <= buckets) {
          kept.push(part);
          keptRuns += part.length;
        } else {
          decimator = createDecimator(from, to, buckets);
          for (const earlier of kept.splice(0)) decimator.add(earlier);
          decimator.add(part);
        }
      }
      const columns = decimator ? decimator.result() : rawEntries(joinColumns(kept), from, to);
      const lines = await eventLines(profileId, from, to);
      // Snapshot ids as this connection's (a history copied in under its id names another folder).
      const own = (id: string) => snapshotIdIn(connectionKey(profileId), id);
      const points = lines
        .filter((l): l is EventLine & { snapshotId: string } => l.snapshotId !== undefined)
        .map((l) => ({ at: l.at, snapshotId: own(l.snapshotId) }));
      const events = lines.flatMap((l) => (l.event ? [ownPair(l.event, own)] : []));
      return {
        from,
        to,
        ...columns,
        points: points.slice(-HISTORY_MAX_POINTS),
        events: events.slice(-HISTORY_MAX_EVENTS),
        maintenance: stretches.result(),
      };
    },

    /**
     * The availability segment of `profileId`'s runs in [from, to] as of `now`, read as `report`
     * reads a folder (history-report.ts: whole days from the daily sums, kept beside the month
     * files). Never throws: what cannot be read counts as no runs.
     */
    async availability(
      profileId: string,
      from: number,
      to: number,
      now: number,
    ): Promise<AvailabilitySegment> {
      await ready(profileId);
      return folderSegment(folderOf(profileId), from, to, now);
    },

    /**
     * The segment of `profileId`'s whole days from `from` (a UTC day's start) to `to` (a day's end)
     * from the kept daily sums alone, read synchronously in `inTurn`; null when they are not kept that
     * far (availability() then reads and keeps them). Never throws.
     */
    async keptAvailability(
      profileId: string,
      from: number,
      to: number,
      inTurn: InTurn = AT_ONCE,
    ): Promise<AvailabilitySegment | null> {
      await ready(profileId);
      return inTurn(() => keptDaysSegment(folderOf(profileId), from, to));
    },

    /** The confirmed watch state kept for `profileId` (history-state.ts) and since when, or null. Never throws. */
    async confirmedState(profileId: string): Promise<KeptState | null> {
      await ready(profileId);
      const confirmed = await readConfirmedState(folderOf(profileId));
      if (!confirmed?.snapshotId) return confirmed;
      return { ...confirmed, snapshotId: snapshotIdIn(connectionKey(profileId), confirmed.snapshotId) };
    },

    /** Keeps `confirmed` as the state of `profileId`, after the appends asked for before. */
    async keepConfirmedState(
      profileId: string,
      confirmed: Observation,
      since: number | null = null,
    ): Promise<void> {
      await ready(profileId);
      const folder = folderOf(profileId);
      return serialized(folder, async () => {
        await mkdir(folder, { recursive: true, mode: 0o700 });
        await writeConfirmedState(folder, confirmed, since);
      });
    },

    /** What was confirmed when `profileId`'s maintenance window began (history-window-start.ts), or null. */
    windowStart: (profileId: string): Promise<{ start: Observation | null } | null> =>
      readWindowStart(folderOf(profileId)),

    /** Keeps `start` as the window's start of `profileId`; undefined removes it (the window ended). */
    keepWindowStart(profileId: string, start: Observation | null | undefined): Promise<void> {
      const folder = folderOf(profileId);
      return serialized(folder, async () => {
        await mkdir(folder, { recursive: true, mode: 0o700 });
        await writeWindowStart(folder, start);
      });
    },

    /** What the watch told of `profileId`'s certificates (history-certificate.ts). Never throws. */
    async certificateNotices(profileId: string): Promise<CertificateNotice[]> {
      await ready(profileId);
      return readCertificateNotices(folderOf(profileId));
    },

    /** Keeps what was told of `profileId`'s certificates; none removes the file. */
    async keepCertificateNotices(profileId: string, notices: readonly CertificateNotice[]): Promise<void> {
      await ready(profileId);
      const folder = folderOf(profileId);
      return serialized(folder, async () => {
        await mkdir(folder, { recursive: true, mode: 0o700 });
        await writeCertificateNotices(folder, notices);
      });
    },

    /**
     * Adds `event`, told apart from any run's record (a certificate warning), to the events of its
     * month, so the timeline lists it with the others. Throws on a write error.
     */
    async appendEvent(profileId: string, event: WatchEvent): Promise<void> {
      await ready(profileId);
      const folder = folderOf(profileId);
      await serialized(folder, async () => {
        await mkdir(folder, { recursive: true, mode: 0o700 });
        const file = join(folder, `${monthOf(event.at)}.events.jsonl`);
        await appendEventLine(file, { at: event.at, event }, !touched.has(file));
        touched.add(file);
      });
    },

    /** The newest run of `profileId` kept (in its newest month file), or null when none. */
    async latest(profileId: string): Promise<HistoryRecord | null> {
      await ready(profileId);
      const folder = folderOf(profileId);
      const months = (await readdir(folder).catch(() => [] as string[]))
        .flatMap((name) => BIN.exec(name)?.[1] ?? [])
        .sort()
        .reverse();
      for (const month of months) {
        const bytes = await readLastRecord(join(folder, `${month}.bin`));
        if (!bytes) continue;
        const columns = emptyColumns(1);
        if (decodeRecords(bytes, columns, 0, -Infinity, Infinity) === 0) continue;
        return {
          at: columns.at[0]!,
          cls: columns.cls[0]!,
          flags: columns.flags[0]!,
          responseMs: Number.isNaN(columns.ms[0]!) ? null : Math.round(columns.ms[0]! * 10) / 10,
          firstByteMs: firstByteOf(columns.firstByte[0]!),
          categories: columns.categories[0] === NO_COUNT ? null : columns.categories[0]!,
        };
      }
      return null;
    },

    /**
     * Deletes every month (both files) that ended more than `days` days before `now`, in every
     * connection's folder (a folder that holds no watch history is not touched); returns how many
     * files went. Never throws.
     */
    async retain(days: number, now: number): Promise<number> {
      const cutoff = now - days * 86_400_000;
      // Daily sums being written first, so none is written beside a month after it went.
      await Promise.all([...queues].filter(([key]) => key.endsWith(DAYS_QUEUE)).map(([, done]) => done));
      let removed = 0;
      for (const key of await readdir(root).catch(() => [] as string[])) {
        const folder = join(root, key);
        const names = await readdir(folder).catch(() => [] as string[]);
        // A folder beside them that is not a watch history (--history names any folder) is left alone.
        if (!(await holdsHistory(folder, names))) continue;
        for (const name of names) {
          const month = (BIN.exec(name) ?? EVENTS.exec(name) ?? DAYS.exec(name))?.[1];
          const range = month ? monthRange(month) : null;
          if (!range || range.end > cutoff) continue;
          const file = join(folder, name);
          const gone = await rm(file, { force: true }).then(
            () => true,
            () => false,
          );
          if (gone) {
            removed++;
            sizes.delete(file);
            touched.delete(file);
          }
        }
      }
      return removed;
    },

    /** Resolves when every append asked for so far is written (or failed). */
    async settled(): Promise<void> {
      while (queues.size > 0) await Promise.all([...queues.values()]);
    },
  };
}

// Whether `folder` (holding `names`) is a watch history: its state or the command line's note of
// whose it is, or a month file with the history's header.
async function holdsHistory(folder: string, names: readonly string[]): Promise<boolean> {
  if (names.includes('state.json') || names.includes('connection.json')) return true;
  for (const name of names) if (BIN.test(name) && (await hasHistoryHeader(join(folder, name)))) return true;
  return false;
}

/** The store's type. */
export type HistoryStore = ReturnType<typeof createHistoryStore>;

// The event with the pair its Changes view opens named as `own` names them.
function ownPair(event: WatchEvent, own: (id: string) => string): WatchEvent {
  if (event.open.view !== 'changes') return event;
  return {
    ...event,
    open: { view: 'changes', before: own(event.open.before), after: own(event.open.after) },
  };
}
