/**
 * Keeps a snapshot of every successful load, behind the load's back: the handlers report their
 * results here and return at once; the snapshot is written afterwards and its outcome (saved,
 * unchanged, or why it failed) goes out as a notice, never as an error of the load. It also counts
 * each connection's categories loads of this session, failed ones too, for the Changes view.
 *
 * Info and categories load separately, so a snapshot pairs them by this rule: each successful
 * categories load is stored with the latest info that loaded successfully for the same connection
 * in this session. When an info load of that connection is still under way, the snapshot waits for
 * it (it has its own timeout), so a Refresh that loads both keeps the pair it showed. Without any
 * info yet there is no snapshot (the app always loads info with the categories).
 */
import type { LoadCounts, SnapshotNotice } from '../../../shared/snapshots';
import type { Category, SystemInfo } from '../../../shared/v2';
import { isAppError } from '../lib/app-error';
import { snapshotDataset, type DataMask } from './snapshot-dataset';
import { relativeToServed, type ServedDataset } from './snapshot-served';
import type { SaveOutcome, SnapshotStore } from './snapshot-store';

/** What the recorder needs. */
export interface SnapshotRecorderDeps {
  readonly store: SnapshotStore;
  /**
   * The data masker of a connection's loads: its own token's echoes (8 characters or more), other
   * tokens only as et_auth_token values (the profile store's maskDataOf).
   */
  readonly maskFor: (profileId: string) => DataMask;
  /** Masks what is shown (a failure's message): every saved token, as the request log does. */
  readonly maskShown: (text: string) => string;
  /** Receives the outcome of each snapshot. */
  readonly notify: (notice: SnapshotNotice) => void;
  /** The dataset served on this machine for a connection (the demo server's), or null. */
  readonly servedFor?: (profileId: string) => ServedDataset | null;
  /**
   * Prepares and saves a snapshot elsewhere (a worker thread: masking, hashing and serializing
   * 100,000 rows would hold this thread for a fifth of a second); here when absent.
   */
  readonly saveElsewhere?: ((load: LoadToSave) => Promise<SaveOutcome>) | null;
}

/** A load to keep, as `saveElsewhere` gets it. */
export interface LoadToSave {
  readonly profileId: string;
  readonly info: SystemInfo;
  readonly rows: readonly Category[];
  readonly infoServed: ServedDataset | null;
  readonly rowsServed: ServedDataset | null;
}

/**
 * The load results a snapshot is made of, as the handlers see them. `answered`: the installation
 * sent a record a snapshot cannot keep (one breaking the specification); the info loaded before no
 * longer stands for the installation, so no snapshot pairs it with later categories.
 */
type Loaded<T> =
  { readonly ok: true; readonly data: T } | { readonly ok: false; readonly answered?: boolean };

interface InfoLoad {
  readonly info: SystemInfo;
  readonly served: ServedDataset | null;
}

/** The recorder over `deps`; nothing is written until a load is reported. */
export function createSnapshotRecorder(deps: SnapshotRecorderDeps) {
  const latestInfo = new Map<string, InfoLoad>();
  const infoUnderWay = new Map<string, Promise<void>>();
  const counts = new Map<string, { total: number; failed: number }>();
  const writes = new Set<Promise<void>>();
  const servedFor = (profileId: string) => deps.servedFor?.(profileId) ?? null;

  function count(profileId: string, failed: boolean): void {
    const now = counts.get(profileId) ?? { total: 0, failed: 0 };
    counts.set(profileId, { total: now.total + 1, failed: now.failed + (failed ? 1 : 0) });
  }

  async function record(profileId: string, rows: readonly Category[], served: ServedDataset | null) {
    await infoUnderWay.get(profileId);
    const info = latestInfo.get(profileId);
    if (!info) return;
    try {
      const load = { profileId, info: info.info, rows, infoServed: info.served, rowsServed: served };
      const outcome = await (deps.saveElsewhere ?? saveHere)(load);
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
        message: deps.maskShown(`The snapshot of this load was not kept: ${reason}`),
      });
    }
  }

  async function saveHere(load: LoadToSave): Promise<SaveOutcome> {
    const local = relativeToServed(
      { info: load.info, categories: load.rows },
      { info: load.infoServed, categories: load.rowsServed },
    );
    const dataset = snapshotDataset(local.load, deps.maskFor(load.profileId));
    return deps.store.save(load.profileId, dataset, local.images);
  }

  return {
    /** An info load of `profileId` has started; `result` settles with it. */
    infoLoading(profileId: string, result: Promise<Loaded<SystemInfo>>): void {
      // What serves the connection now is what answers this load.
      const served = servedFor(profileId);
      const settled = result.then(
        (loaded) => {
          if (loaded.ok) latestInfo.set(profileId, { info: loaded.data, served });
          else if (loaded.answered) latestInfo.delete(profileId);
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
      count(profileId, false);
      const served = servedFor(profileId);
      // Started on the next turn, so the load's reply leaves before any snapshot work.
      const write = new Promise<void>((resolve) => setImmediate(resolve)).then(() =>
        record(profileId, rows, served),
      );
      writes.add(write);
      void write.finally(() => writes.delete(write));
    },

    /**
     * A categories load of `profileId` was shown although `faulty` of its rows break the
     * specification: counted as a load, but not kept (a snapshot is a dataset, which holds only
     * conforming answers); the notice says so. Capturing the installation keeps such an answer.
     */
    categoriesNotKept(profileId: string, faulty: number): void {
      count(profileId, false);
      const rows = faulty === 1 ? '1 category breaks' : `${faulty.toLocaleString('en-US')} categories break`;
      const message = `The snapshot of this load was not kept: ${rows} the API specification.`;
      deps.notify({ profileId, outcome: 'failed', id: null, message });
    },

    /** A categories load of `profileId` failed (one the user cancelled is not reported). */
    categoriesFailed(profileId: string): void {
      count(profileId, true);
    },

    /** How often `profileId`'s categories were loaded in this session, and how many of those failed. */
    loadCounts(profileId: string): LoadCounts {
      return counts.get(profileId) ?? { total: 0, failed: 0 };
    },

    /** Resolves when every snapshot under way is written (for shutdown and tests). */
    async settled(): Promise<void> {
      while (writes.size > 0) await Promise.allSettled([...writes]);
    },
  };
}

/** The recorder's type. */
export type SnapshotRecorder = ReturnType<typeof createSnapshotRecorder>;
