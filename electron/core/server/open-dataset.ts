/**
 * Starting the demo server on a dataset the user opened: a file by path (named, or chosen in the
 * host's open dialog), or the text of a file that came without a path (dropped on the window, or
 * picked in a browser), which is written to the app's data folder first. The demo controller loads
 * before it switches, so a bad dataset leaves the running server as it was; the error carries the
 * loader's message and every problem (dataset-error.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { DemoStatus } from '../../../shared/ipc-contract';
import { AppError } from '../lib/app-error';
import { writeFileAtomic } from '../lib/atomic-write';
import { fsReason } from '../dataset/read-json-file';
import type { FileDialogs } from '../platform/file-dialogs';
import { DATASET_FILTERS } from '../dataset/dataset-filters';
import { withDetails, withoutValues } from '../dataset/dataset-error';
import type { DatasetPaths } from '../dataset/dataset-paths';
import type { DemoServer } from './demo-server';

/** What opening a dataset is given by the host (the handler table passes its own). */
interface OpenDeps {
  readonly demo: DemoServer;
  /** The host's open dialog; null where the renderer sends the file (the web host). */
  readonly dialogs: FileDialogs | null;
  /** Where captures are written; a file that came without a path is kept in `opened/` beside it. */
  readonly capturesDir: string;
  /** Which files the renderer may name. */
  readonly paths: DatasetPaths;
}

/**
 * The two ways to open a dataset. Starts run one at a time, so a copy is never removed (see
 * pruneCopies) while another call is about to serve it.
 */
export function datasetOpener(deps: OpenDeps) {
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work);
    queue = run.catch(() => undefined);
    return run;
  };
  return {
    /**
     * Opens `file` (relative to the captures folder, or one the user chose through the app; see
     * dataset-paths.ts), or the file chosen in the open dialog.
     */
    async openFile(file: string | undefined): Promise<{ opened: boolean; status: DemoStatus }> {
      if (file === undefined) {
        if (!deps.dialogs) throw new AppError('INVALID_ARGUMENT', 'Name the dataset file to open.');
        const chosen = await deps.dialogs.chooseOpenPath({
          title: 'Open a dataset file',
          filters: DATASET_FILTERS,
        });
        if (chosen === null) return { opened: false, status: deps.demo.status() };
        deps.paths.trust(chosen);
        return { opened: true, status: await serial(() => openPath(deps, resolve(chosen), chosen)) };
      }
      const absolute = await deps.paths.resolveNamed(file);
      return { opened: true, status: await serial(() => openPath(deps, absolute, file)) };
    },
    /** Starts the demo server on `file` as openFile names it, or on the bundled dataset. */
    startDemo: async (file: string | undefined): Promise<DemoStatus> => {
      if (file === undefined) return serial(() => started(deps, deps.demo.start()));
      const absolute = await deps.paths.resolveNamed(file);
      return serial(() => openPath(deps, absolute, file));
    },
    /**
     * Stops the demo server. The file it served (the bundled dataset, say, started by the host
     * rather than through these handlers) may be asked for again when the user starts it.
     */
    stopDemo: (): Promise<DemoStatus> =>
      serial(() => {
        const served = deps.demo.status().file;
        if (served) deps.paths.trust(served);
        return deps.demo.stop();
      }),
    /** Opens a dataset given as text, under the name its file had. */
    openText: (name: string, text: string) => serial(() => openText(deps, name, text)),
  };
}

// `name`: how the renderer named the file. Errors quote the file's values only when the user chose
// it through the app; for a file merely named, they say where the problems are and nothing more.
async function openPath(deps: OpenDeps, file: string, name: string): Promise<DemoStatus> {
  const status = await deps.demo.start(file).catch((error: unknown) => {
    throw deps.paths.isTrusted(file) ? withDetails(error) : withoutValues(error, file, name);
  });
  return started(deps, status);
}

// The served file may be asked for again (the renderer restarts a stopped server on it).
async function started(deps: OpenDeps, running: Promise<DemoStatus> | DemoStatus): Promise<DemoStatus> {
  const status = await running;
  if (status.file) deps.paths.trust(status.file);
  await pruneCopies(openedDir(deps), status.file);
  return status;
}

async function openText(deps: OpenDeps, name: string, text: string): Promise<DemoStatus> {
  const folder = openedDir(deps);
  const file = join(folder, copyName(name));
  try {
    await mkdir(folder, { recursive: true, mode: 0o700 });
    await writeFileAtomic(file, text, 0o600);
  } catch (error) {
    throw new AppError('FILE_ACCESS', `${name} could not be copied to ${folder} (${fsReason(error)}).`);
  }
  let status: DemoStatus;
  try {
    status = await deps.demo.start(file);
  } catch (error) {
    await rm(file, { force: true });
    throw withDetails(error, { rename: { path: file, name }, hint: missingImagesHint });
  }
  return started(deps, status);
}

// Beside the captures folder, in the app's data folder: copies of opened files, not the user's files.
function openedDir(deps: OpenDeps): string {
  return join(dirname(resolve(deps.capturesDir)), 'opened');
}

// The copy's name: the file's own name made safe for any file system, made unique.
function copyName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const stem =
    base
      .replace(/\.(?:ridataset|json)$/i, '')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^[.-]+/, '')
      .slice(0, 80) || 'dataset';
  return `${stem}-${randomBytes(3).toString('hex')}.json`;
}

// Only the copy being served is worth keeping; the others would pile up with every drop.
async function pruneCopies(folder: string, keep: string | null): Promise<void> {
  const names = await readdir(folder).catch(() => [] as string[]);
  await Promise.all(
    names
      .map((entry) => join(folder, entry))
      .filter((path) => path !== keep && path.endsWith('.json'))
      .map((path) => rm(path, { force: true }).catch(() => undefined)),
  );
}

function missingImagesHint(details: readonly string[]): string | null {
  if (!details.some((line) => line.includes('nor on disk'))) return null;
  return (
    'This file came without its folder, so only images embedded in its "assets" can be found. ' +
    'Serve it with "retail-inspector serve --data FILE", or capture the installation again: ' +
    'captures embed every image.'
  );
}
