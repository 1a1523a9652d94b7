/**
 * Keeps a snapshot of every successful load, behind the load's back: the handlers report their
 * results here and return at once; the snapshot is written afterwards and its outcome (saved,
 * unchanged, or why it failed) goes out as a notice, never as an error of the load.
 *
 * Info and categories load separately, so a snapshot pairs them by this rule: each successful
 * categories load is stored with the latest info that loaded successfully for the same connection
 * in this session. When an info load of that connection is still under way, the snapshot waits for
 * it (it has its own timeout), so a Refresh that loads both keeps the pair it showed. Without any
 * info yet there is no snapshot (the app always loads info with the categories).
 */
import type { SnapshotNotice } from '../../../shared/snapshots';
import type { Category, SystemInfo } from '../../../shared/v2';
import { isAppError } from '../lib/app-error';
import { snapshotDataset } from './snapshot-dataset';
import type { SnapshotStore } from './snapshot-store';

/** What the recorder needs. */
export interface SnapshotRecorderDeps {
  readonly store: SnapshotStore;
  /** Masks every saved token in a text (the profile store's maskSecrets). */
  readonly mask: (text: string) => string;
  /** Receives the outcome of each snapshot. */
  readonly notify: (notice: SnapshotNotice) => void;
}

/** The load results a snapshot is made of, as the handlers see them. */
type Loaded<T> = { readonly ok: true; readonly data: T } | { readonly ok: false };

export function createSnapshotRecorder(deps: SnapshotRecorderDeps) {
  const latestInfo = new Map<string, SystemInfo>();
  const infoUnderWay = new Map<string, Promise<void>>();
  const writes = new Set<Promise<void>>();

  async function record(profileId: string, rows: readonly Category[]): Promise<void> {
    await infoUnderWay.get(profileId);
    const info = latestInfo.get(profileId);
    if (!info) return;
    try {
      const dataset = snapshotDataset({ info, categories: rows }, deps.mask);
      const outcome = await deps.store.save(profileId, dataset);
      deps.notify({ profileId, outcome: outcome.status, id: outcome.id, message: null });
    } catch (error) {
      const reason = isAppError(error)
        ? error.message
        : error instanceof Error
          ? error.message
          : String(error);
      deps.notify({
        profileId,
        outcome: 'failed',
        id: null,
        message: deps.mask(`The snapshot of this load was not kept: ${reason}`),
      });
    }
  }

  return {
    /** An info load of `profileId` has started; `result` settles with it. */
    infoLoading(profileId: string, result: Promise<Loaded<SystemInfo>>): void {
      const settled = result.then(
        (loaded) => {
          if (loaded.ok) latestInfo.set(profileId, loaded.data);
        },
        () => undefined,
      );
      infoUnderWay.set(profileId, settled);
      void settled.then(() => {
        if (infoUnderWay.get(profileId) === settled) infoUnderWay.delete(profileId);
      });
    },

    /** A categories load of `profileId` succeeded with `rows` (in the installation's order). */
    categoriesLoaded(profileId: string, rows: readonly Category[]): void {
      // Started on the next turn, so the load's reply leaves before any snapshot work.
      const write = new Promise<void>((resolve) => setImmediate(resolve)).then(() => record(profileId, rows));
      writes.add(write);
      void write.finally(() => writes.delete(write));
    },

    /** Resolves when every snapshot under way is written (for shutdown and tests). */
    async settled(): Promise<void> {
      while (writes.size > 0) await Promise.allSettled([...writes]);
    },
  };
}

/** The recorder's type. */
export type SnapshotRecorder = ReturnType<typeof createSnapshotRecorder>;
