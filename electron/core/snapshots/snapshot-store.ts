/**
 * The snapshots of every connection in the data folder (see snapshot-names.ts for the layout):
 * save one load (not stored again when it equals the connection's latest), list with the space
 * used, delete one or all of a connection, pin, and keep the last `keep` unpinned ones. Every file
 * is written atomically; every change runs one at a time. A snapshot whose files are unreadable or
 * whose dataset no longer matches its hash is listed as 'corrupt' and otherwise left out: it never
 * stops the others from listing or a new one from being saved.
 */
import { createHash } from 'node:crypto';
import { mkdir, open, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { DatasetSchema, type Dataset } from '../../../shared/dataset';
import { issueLines } from '../../../shared/issue-path';
import { excessiveNesting, nestingMessage } from '../../../shared/json-depth';
import { validate } from '../../../shared/validate';
import type { SnapshotListing, SnapshotView } from '../../../shared/snapshots';
import { AppError } from '../lib/app-error';
import { removeStaleTempFiles, writeFileAtomic } from '../lib/atomic-write';
import { fsReason } from '../dataset/read-json-file';
import { missingBlob, moveAssetsToBlobs, removeUnusedBlobs } from './snapshot-blobs';
import { MAX_META_BYTES, SnapshotMetaSchema, type SnapshotMeta } from './snapshot-meta';
import {
  BLOB_FOLDER,
  connectionKey,
  isSnapshotName,
  parseSnapshotId,
  snapshotFiles,
  snapshotId,
  snapshotName,
} from './snapshot-names';
import { normalizeSnapshot } from './snapshot-dataset';
import { readSnapshotSettings, writeSnapshotSettings, type SnapshotSettings } from './snapshot-settings';

/** Options of createSnapshotStore. */
export interface SnapshotStoreOptions {
  /** The snapshots folder, `<data folder>/snapshots`. */
  readonly root: string;
  readonly now?: () => Date;
  /** How long an unused image is kept (see BLOB_GRACE_MS); tests pass 0. */
  readonly blobGraceMs?: number;
  /** Largest dataset file checked when listing; bigger ones are listed as corrupt. Default 256 MB. */
  readonly maxDatasetBytes?: number;
}

/** What became of a save. */
export type SaveOutcome = { readonly status: 'saved' | 'unchanged'; readonly id: string };

/** A snapshot as listed, with what the store needs besides the view. */
interface Entry {
  readonly view: SnapshotView;
  readonly name: string;
  readonly meta: SnapshotMeta | null;
}

/** The store over `options.root`; nothing is read or created until it is used. */
export function createSnapshotStore(options: SnapshotStoreOptions) {
  const { root } = options;
  const now = options.now ?? (() => new Date());
  const maxDatasetBytes = options.maxDatasetBytes ?? 256_000_000;
  const settingsFile = join(root, 'settings.json');
  // Hashing a dataset is the costly part of a list: each file is checked once per size and time.
  const verified = new Map<string, string | null>();
  let queue: Promise<unknown> = Promise.resolve();

  /** Runs changes one after another, so a prune never races a save. */
  function serialized<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  }

  // A connection's key is a valid profile id of itself (connectionKey(key) === key), so the
  // functions below also take a key where the profile id is not known (a folder, a snapshot id).
  async function entries(profileId: string): Promise<Entry[]> {
    const key = connectionKey(profileId);
    const folder = join(root, key);
    // Left by a write that was killed half-way (atomic-write.ts); a live one is left alone.
    await Promise.all([
      removeStaleTempFiles(folder),
      removeStaleTempFiles(join(folder, BLOB_FOLDER)),
      removeStaleTempFiles(root, { target: 'settings.json' }),
    ]);
    const files = await readdir(folder).catch(() => [] as string[]);
    const names = new Set<string>();
    for (const file of files) {
      const name = file.replace(/(\.meta)?\.json$/, '');
      if (name !== file && isSnapshotName(name)) names.add(name);
    }
    const sorted = [...names].sort().reverse();
    return Promise.all(sorted.map((name) => entry(profileId, key, name)));
  }

  async function entry(profileId: string, key: string, name: string): Promise<Entry> {
    const files = snapshotFiles(root, key, name);
    const metaRead = await readMeta(files.meta);
    const datasetInfo = await stat(files.dataset).catch((error: unknown) => error as NodeJS.ErrnoException);
    const metaBytes = await stat(files.meta).then(
      (info) => info.size,
      () => 0,
    );
    const meta = metaRead.ok ? metaRead.meta : null;
    let reason: string | null = metaRead.ok ? null : metaRead.reason;
    let bytes = metaBytes;
    if (datasetInfo instanceof Error) {
      reason ??= `its dataset file cannot be read (${fsReason(datasetInfo)})`;
    } else {
      bytes += datasetInfo.size;
      if (meta && reason === null) reason = await checkHash(files.dataset, datasetInfo, meta.hash);
      const missing = meta && reason === null ? await missingBlob(files.folder, meta.blobs) : null;
      if (missing !== null) reason = `an image it names is missing (${BLOB_FOLDER}/${missing})`;
    }
    const takenAt = meta?.takenAt ?? stampTime(name);
    return {
      name,
      meta,
      view: {
        id: snapshotId(key, name),
        profileId,
        takenAt,
        categories: meta?.categories ?? null,
        companyName: meta?.companyName ?? null,
        bytes,
        pinned: meta?.pinned ?? false,
        state: reason === null ? 'ok' : 'corrupt',
        reason,
        file: files.dataset,
      },
    };
  }

  async function checkHash(
    file: string,
    info: { size: number; mtimeMs: number },
    hash: string,
  ): Promise<string | null> {
    if (info.size > maxDatasetBytes) return 'its dataset file is larger than the limit';
    const cacheKey = `${file}\0${info.size}\0${info.mtimeMs}\0${hash}`;
    const cached = verified.get(cacheKey);
    if (cached !== undefined) return cached;
    const reason = await readFile(file).then(
      (bytes) =>
        createHash('sha256').update(bytes).digest('hex') === hash
          ? null
          : 'its dataset file was changed or damaged after it was written',
      (error: unknown) => `its dataset file cannot be read (${fsReason(error)})`,
    );
    // Bounded: one entry per file state; old states are not asked for again.
    if (verified.size >= 10_000) verified.clear();
    verified.set(cacheKey, reason);
    return reason;
  }

  async function prune(profileId: string, keep: number): Promise<void> {
    const all = await entries(profileId);
    const unpinned = all.filter((e) => e.view.state === 'ok' && !e.view.pinned);
    for (const old of unpinned.slice(keep)) await removeFiles(profileId, old.name);
    await collectBlobs(profileId);
  }

  // A blob is removed only when every remaining snapshot's summary is readable and none names it.
  async function collectBlobs(profileId: string): Promise<void> {
    const left = await entries(profileId);
    if (left.some((e) => e.meta === null)) return;
    const used = new Set(left.flatMap((e) => e.meta!.blobs));
    await removeUnusedBlobs(join(root, connectionKey(profileId)), used, Date.now(), options.blobGraceMs);
  }

  async function removeFiles(profileId: string, name: string): Promise<void> {
    const files = snapshotFiles(root, connectionKey(profileId), name);
    await rm(files.dataset, { force: true });
    await rm(files.meta, { force: true });
  }

  async function listing(profileId: string): Promise<SnapshotListing> {
    const [all, settings, allBytes] = await Promise.all([
      entries(profileId),
      readSnapshotSettings(settingsFile),
      folderBytes(root),
    ]);
    const imageBytes = await folderBytes(join(root, connectionKey(profileId), BLOB_FOLDER));
    const own = all.reduce((sum, e) => sum + e.view.bytes, 0);
    return {
      snapshots: all.map((e) => e.view),
      totals: { bytes: own + imageBytes, imageBytes, allConnectionsBytes: allBytes },
      keep: settings.keep,
    };
  }

  function profileOf(id: string): { key: string; name: string } {
    const parsed = parseSnapshotId(id);
    if (!parsed) throw new AppError('INVALID_ARGUMENT', `"${id.slice(0, 100)}" is not a snapshot id.`);
    return parsed;
  }

  return {
    /**
     * Saves `dataset` (its `assets` moved into the shared blobs) as the newest snapshot of
     * `profileId`, unless it equals the newest intact one; then prunes beyond the kept number.
     */
    save(profileId: string, dataset: Dataset): Promise<SaveOutcome> {
      return serialized(async () => {
        const key = connectionKey(profileId);
        const folder = join(root, key);
        await mkdir(folder, { recursive: true, mode: 0o700 });
        const blobbed = await moveAssetsToBlobs(folder, dataset);
        const normalized = normalizeSnapshot(blobbed.dataset);
        const latest = (await entries(profileId)).find((e) => e.view.state === 'ok');
        if (latest?.meta?.hash === normalized.hash) return { status: 'unchanged', id: latest.view.id };
        const takenAt = now();
        const name = snapshotName(takenAt, normalized.hash);
        const files = snapshotFiles(root, key, name);
        const meta: SnapshotMeta = {
          takenAt: takenAt.toISOString(),
          hash: normalized.hash,
          categories: normalized.dataset.categories.length,
          companyName: normalized.dataset.info.company_name,
          pinned: false,
          blobs: [...blobbed.blobs],
        };
        await writeFileAtomic(files.dataset, normalized.text, 0o600);
        await writeFileAtomic(files.meta, JSON.stringify(meta) + '\n', 0o600);
        await prune(profileId, (await readSnapshotSettings(settingsFile)).keep);
        return { status: 'saved', id: snapshotId(key, name) };
      });
    },

    /**
     * The snapshots of `profileId`, newest first, and the space used. In turn with the changes, so
     * a save under way is never seen half-written.
     */
    list(profileId: string): Promise<SnapshotListing> {
      return serialized(() => listing(profileId));
    },

    /**
     * The dataset of one intact snapshot (for comparing snapshots). Throws AppError('DATASET_INVALID')
     * naming the reason when it is corrupt, AppError('INVALID_ARGUMENT') when there is none by that id.
     * Its `profileId` is the connection's folder name: the profile id itself for the ids the app
     * makes (UUIDs and "demo").
     */
    async read(id: string): Promise<{ view: SnapshotView; dataset: Dataset }> {
      const { key, name } = profileOf(id);
      return serialized(async () => {
        const files = snapshotFiles(root, key, name);
        if (!(await exists(files.dataset)) && !(await exists(files.meta))) {
          throw new AppError('INVALID_ARGUMENT', `There is no snapshot ${id} (any more).`);
        }
        const { view } = await entry(key, key, name);
        if (view.state === 'corrupt') {
          throw new AppError('DATASET_INVALID', `The snapshot ${id} cannot be used: ${view.reason}.`);
        }
        const text = await readFile(files.dataset, 'utf8');
        // Measured before anything recursive reads the value; each refusal names its JSON path.
        const deep = excessiveNesting(text);
        const checked = deep ? null : validate(DatasetSchema, JSON.parse(text));
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
      const { key, name } = profileOf(id);
      return serialized(async () => {
        const files = snapshotFiles(root, key, name);
        const existed = (await Promise.all([files.dataset, files.meta].map(exists))).some(Boolean);
        await rm(files.dataset, { force: true });
        await rm(files.meta, { force: true });
        await collectBlobs(key);
        return existed;
      });
    },

    /** Deletes every snapshot of `profileId`, pinned ones and images included; returns how many. */
    removeAll(profileId: string): Promise<number> {
      return serialized(async () => {
        const count = (await entries(profileId)).length;
        await rm(join(root, connectionKey(profileId)), { recursive: true, force: true });
        return count;
      });
    },

    /** Pins or unpins a snapshot; a pinned one is never pruned. */
    async pin(id: string, pinned: boolean): Promise<void> {
      const { key, name } = profileOf(id);
      return serialized(async () => {
        const files = snapshotFiles(root, key, name);
        const read = await readMeta(files.meta);
        if (!read.ok) {
          throw new AppError('FILE_ACCESS', `The snapshot ${id} cannot be pinned: ${read.reason}.`);
        }
        await writeFileAtomic(files.meta, JSON.stringify({ ...read.meta, pinned }) + '\n', 0o600);
      });
    },

    settings: (): Promise<SnapshotSettings> => readSnapshotSettings(settingsFile),

    /** Changes the settings and prunes every connection to the new number at once. */
    setSettings(settings: SnapshotSettings): Promise<SnapshotSettings> {
      return serialized(async () => {
        await mkdir(root, { recursive: true, mode: 0o700 });
        await writeSnapshotSettings(settingsFile, settings);
        for (const key of await connectionFolders(root)) await prune(key, settings.keep);
        return settings;
      });
    },
  };
}

/** The store's type. */
export type SnapshotStore = ReturnType<typeof createSnapshotStore>;

type MetaRead = { ok: true; meta: SnapshotMeta } | { ok: false; reason: string };

async function readMeta(file: string): Promise<MetaRead> {
  let text: string;
  try {
    const handle = await open(file, 'r');
    try {
      const info = await handle.stat();
      if (info.size > MAX_META_BYTES) return { ok: false, reason: 'its summary file is too large' };
      text = await handle.readFile('utf8');
    } finally {
      await handle.close();
    }
  } catch (error) {
    return { ok: false, reason: `its summary file cannot be read (${fsReason(error)})` };
  }
  try {
    const parsed = SnapshotMetaSchema.safeParse(JSON.parse(text));
    return parsed.success
      ? { ok: true, meta: parsed.data }
      : { ok: false, reason: 'its summary file is damaged' };
  } catch {
    return { ok: false, reason: 'its summary file is not valid JSON' };
  }
}

// "20261125T170407123Z" back to ISO, for a snapshot whose summary is unreadable.
function stampTime(name: string): string {
  const s = name.slice(0, 19);
  return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:${s.slice(13, 15)}.${s.slice(15, 18)}Z`;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

async function connectionFolders(root: string): Promise<string[]> {
  const found = await readdir(root, { withFileTypes: true }).catch(() => []);
  return found.filter((d) => d.isDirectory()).map((d) => d.name);
}

/** Bytes of the files under `folder`, recursively; 0 when it is missing. */
async function folderBytes(folder: string): Promise<number> {
  const found = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => []);
  const sizes = await Promise.all(
    found
      .filter((d) => d.isFile())
      .map((d) =>
        stat(join(d.parentPath, d.name)).then(
          (info) => info.size,
          () => 0,
        ),
      ),
  );
  return sizes.reduce((a, b) => a + b, 0);
}
