/**
 * The snapshots of every connection in the data folder (see snapshot-names.ts for the layout): save
 * one load (not stored again when it equals the connection's latest), list with the space used,
 * delete one or all of a connection, pin, and keep the last `keep` unpinned ones.
 *
 * Safe across processes and crashes: every change and every list of a connection runs under its
 * folder's lock (snapshot-lock.ts). A save writes the images, then the dataset, then the summary,
 * which commits it; a removal takes the summary away first. So a process killed at any point leaves
 * the old state or the new one, plus leftovers the next change or list removes (snapshot-upkeep.ts).
 * A snapshot whose files are unreadable or whose dataset no longer matches its hash is listed as
 * 'corrupt' (until retention removes it): it never stops the others from listing or a new one from
 * being saved.
 */
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { DatasetSchema, type Dataset } from '../../../shared/dataset';
import { issueLines } from '../../../shared/issue-path';
import { excessiveNesting, nestingMessage } from '../../../shared/json-depth';
import type { StoredSnapshots, SnapshotView } from '../../../shared/snapshots';
import { validate } from '../../../shared/validate';
import { AppError } from '../lib/app-error';
import { removeStaleTempFiles, writeFileAtomic } from '../lib/atomic-write';
import type { SnapshotImages } from './snapshot-blobs';
import { commitSnapshot, type SaveOutcome } from './snapshot-commit';
import { createEntryReader } from './snapshot-entries';
import { connectionFolders, folderBytes } from './snapshot-folders';
import { withSnapshotLock } from './snapshot-lock';
import { metaText, readMeta } from './snapshot-meta';
import { BLOB_FOLDER, connectionKey, parseSnapshotId, snapshotFiles } from './snapshot-names';
import { readRegular } from './snapshot-read';
import {
  pruneTo,
  readSnapshotSettings,
  writeSnapshotSettings,
  type SnapshotSettings,
  type SnapshotSettingsRead,
} from './snapshot-settings';
import { removeSnapshot, tidyFolder, type Checkpoint } from './snapshot-upkeep';

/** Options of createSnapshotStore. */
export interface SnapshotStoreOptions {
  /** The snapshots folder, `<data folder>/snapshots`. */
  readonly root: string;
  readonly now?: () => Date;
  /** Largest dataset file checked when listing; bigger ones are listed as corrupt. Default 256 MB. */
  readonly maxDatasetBytes?: number;
  /** How long a change waits for another process's change of the same connection; default 30 s. */
  readonly lockTimeoutMs?: number;
  /** Awaited at each step of a save or prune (crash tests stop a writer there); none by default. */
  readonly checkpoint?: Checkpoint;
}

export type { SaveOutcome } from './snapshot-commit';

/** The store over `options.root`; nothing is read or created until it is used. */
export function createSnapshotStore(options: SnapshotStoreOptions) {
  const { root } = options;
  const now = options.now ?? (() => new Date());
  const checkpoint: Checkpoint = options.checkpoint ?? (async () => undefined);
  const reader = createEntryReader(root, options.maxDatasetBytes ?? 256_000_000);
  const settingsFile = join(root, 'settings.json');
  let queue: Promise<unknown> = Promise.resolve();

  /** Runs `work` after this store's earlier calls, holding the lock of `profileId`'s folder. */
  function locked<T>(profileId: string, work: (key: string) => Promise<T>): Promise<T> {
    const key = connectionKey(profileId);
    const run = queue.then(() => withSnapshotLock(root, key, () => work(key), options.lockTimeoutMs));
    queue = run.catch(() => undefined);
    return run;
  }

  const keepSetting = async () => pruneTo(await readSnapshotSettings(settingsFile));

  async function listing(profileId: string, key: string): Promise<StoredSnapshots> {
    const settings = await readSnapshotSettings(settingsFile);
    const all = await tidyFolder(root, profileId, reader, pruneTo(settings), checkpoint);
    // Counted once the leftovers are gone.
    const [allBytes, imageBytes] = await Promise.all([
      folderBytes(root),
      folderBytes(join(root, key, BLOB_FOLDER)),
    ]);
    const own = all.reduce((sum, e) => sum + e.view.bytes, 0);
    return {
      snapshots: all.map((e) => e.view),
      totals: { bytes: own + imageBytes, imageBytes, allConnectionsBytes: allBytes },
      keep: settings.keep,
      ...(settings.notice === undefined ? {} : { notice: settings.notice }),
    };
  }

  function idParts(id: string): { key: string; name: string } {
    const parsed = parseSnapshotId(id);
    if (!parsed) throw new AppError('INVALID_ARGUMENT', `"${id.slice(0, 100)}" is not a snapshot id.`);
    return parsed;
  }

  return {
    /**
     * Saves `dataset` as the newest snapshot of `profileId`, its images (embedded in `assets`, or
     * given as `images` by the references the dataset uses) moved into the shared blobs, unless it
     * equals the newest intact one; then prunes beyond the kept number. Throws on a write error.
     */
    save(profileId: string, dataset: Dataset, images: SnapshotImages = new Map()): Promise<SaveOutcome> {
      return locked(profileId, (key) =>
        commitSnapshot(
          { root, reader, checkpoint, now, keep: keepSetting },
          { profileId, key, dataset, images },
        ),
      );
    },

    /** The snapshots of `profileId`, newest first, and the space used; leftovers are removed first. */
    list(profileId: string): Promise<StoredSnapshots> {
      return locked(profileId, (key) => listing(profileId, key));
    },

    /**
     * One intact snapshot and its dataset (for comparing snapshots). Throws AppError('DATASET_INVALID')
     * naming the reason when it is corrupt, AppError('INVALID_ARGUMENT') when there is none by that id.
     * Its `profileId` is the connection's folder name: the profile id itself for the ids the app
     * makes (UUIDs and "demo").
     */
    async read(id: string): Promise<{ view: SnapshotView; dataset: Dataset }> {
      const { key, name } = idParts(id);
      return locked(key, async () => {
        const files = snapshotFiles(root, key, name);
        if (!(await present(files.meta))) {
          throw new AppError('INVALID_ARGUMENT', `There is no snapshot ${id} (any more).`);
        }
        const { view } = await reader.entry(key, key, name);
        if (view.state === 'corrupt') {
          throw new AppError('DATASET_INVALID', `The snapshot ${id} cannot be used: ${view.reason}.`);
        }
        const read = await readRegular(files.dataset, Number.MAX_SAFE_INTEGER);
        if (!read.ok)
          throw new AppError(
            'DATASET_INVALID',
            `The snapshot ${id} cannot be used: its dataset ${read.reason}.`,
          );
        const text = read.bytes.toString('utf8');
        // Measured before anything recursive reads the value; each refusal names its JSON path.
        const deep = excessiveNesting(text);
        const checked = deep ? null : validate(DatasetSchema, parsedOrNull(text));
        if (!checked?.ok) {
          const where = checked
            ? issueLines(checked.issues, 1, checked.total).join('; ')
            : nestingMessage(deep!);
          throw new AppError('DATASET_INVALID', `The snapshot ${id} is not a valid dataset: ${where}`);
        }
        return { view, dataset: checked.value };
      });
    },

    /** Deletes one snapshot (pinned or corrupt ones too); false when there was none by that id. */
    async remove(id: string): Promise<boolean> {
      const { key, name } = idParts(id);
      return locked(key, async () => {
        const files = snapshotFiles(root, key, name);
        const existed = (await Promise.all([files.dataset, files.meta].map(present))).some(Boolean);
        await removeSnapshot(root, key, name, checkpoint);
        await tidyFolder(root, key, reader, null, checkpoint);
        return existed;
      });
    },

    /** Deletes every snapshot of `profileId`, pinned ones and images included; returns how many. */
    removeAll(profileId: string): Promise<number> {
      return locked(profileId, async (key) => {
        const count = (await reader.scan(profileId)).entries.length;
        await rm(join(root, key), { recursive: true, force: true });
        return count;
      });
    },

    /** Pins or unpins a snapshot; a pinned one is never pruned. Throws FILE_ACCESS when it is unreadable. */
    async pin(id: string, pinned: boolean): Promise<void> {
      const { key, name } = idParts(id);
      return locked(key, async () => {
        const files = snapshotFiles(root, key, name);
        const read = await readMeta(files.meta);
        if (!read.ok) {
          throw new AppError('FILE_ACCESS', `The snapshot ${id} cannot be pinned: ${read.reason}.`);
        }
        await writeFileAtomic(files.meta, metaText({ ...read.meta, pinned }), 0o600);
      });
    },

    /** The settings; with a notice when their file could not be read (then nothing is pruned). */
    settings: (): Promise<SnapshotSettingsRead> => readSnapshotSettings(settingsFile),

    /** Changes the settings and prunes every connection to the new number at once. */
    async setSettings(settings: SnapshotSettings): Promise<SnapshotSettings> {
      await mkdir(root, { recursive: true, mode: 0o700 });
      await removeStaleTempFiles(root, { target: 'settings.json' });
      await writeSnapshotSettings(settingsFile, settings);
      for (const key of await connectionFolders(root)) {
        await locked(key, () => tidyFolder(root, key, reader, settings.keep, checkpoint));
      }
      return settings;
    },
  };
}

/** The store's type. */
export type SnapshotStore = ReturnType<typeof createSnapshotStore>;

function parsedOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function present(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
