// Watch history written straight into a history folder, as the history store writes it (the month
// files of electron/core/watch/history/history-format.ts, and the events and snapshot lines beside
// them), a month file at a time: for showing months of results on the board and the timeline without
// waiting months (525,600 appends would test the disk). The tests and screenshots of the app's
// fleet board and timeline read them through the app, exactly as they read what a watch wrote.
import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { historyFolderName } from '../../electron/core/watch/history/history-folder';
import { encodeRecord, FLAG, historyHeader, monthOf } from '../../electron/core/watch/history/history-format';
import { eventLineText, type EventLine } from '../../electron/core/watch/history/history-events';
import { watchClassCode, type WatchClass } from '../../shared/watch';

/** One run of a seeded history; null leaves the slot empty (the app was closed). */
export interface SeededRun {
  readonly watchClass: WatchClass;
  readonly responseMs: number | null;
  readonly categories: number | null;
  /** A snapshot this run saved (the timeline marks it). */
  readonly snapshotId?: string;
  /** More flags of the record (FLAG.maintenance, FLAG.offline). */
  readonly flags?: number;
}

/**
 * Appends a run every `stepMs` from `from` (inclusive) to `to` (exclusive) to `profileId`'s history
 * under `historyRoot`, each as `runAt` says; returns how many were written. Files that exist are
 * appended to (call it oldest range first), so it must run before the app first reads them.
 */
export async function seedHistory(
  historyRoot: string,
  profileId: string,
  range: { readonly from: number; readonly to: number; readonly stepMs: number },
  runAt: (at: number, index: number) => SeededRun | null,
): Promise<number> {
  const folder = join(historyRoot, historyFolderName(profileId));
  await mkdir(folder, { recursive: true });
  const months = new Map<string, Buffer[]>();
  const lines = new Map<string, string[]>();
  let written = 0;
  for (let at = range.from, i = 0; at < range.to; at += range.stepMs, i++) {
    const run = runAt(at, i);
    if (!run) continue;
    const month = monthOf(at);
    const flags = (run.snapshotId ? FLAG.snapshotSaved : 0) | (run.flags ?? 0);
    const record = encodeRecord({
      at,
      cls: watchClassCode(run.watchClass),
      flags,
      responseMs: run.responseMs,
      firstByteMs: null,
      categories: run.categories,
    });
    (months.get(month) ?? months.set(month, []).get(month)!).push(record);
    if (run.snapshotId) {
      const line: EventLine = { at, snapshotId: run.snapshotId };
      (lines.get(month) ?? lines.set(month, []).get(month)!).push(eventLineText(line));
    }
    written++;
  }
  for (const [month, records] of months) {
    const file = join(folder, `${month}.bin`);
    const fresh = await appendFile(file, '', { flag: 'wx' }).then(
      () => true,
      () => false,
    );
    await appendFile(file, Buffer.concat(fresh ? [historyHeader(), ...records] : records), { mode: 0o600 });
  }
  for (const [month, text] of lines) await appendFile(join(folder, `${month}.events.jsonl`), text.join(''));
  return written;
}
