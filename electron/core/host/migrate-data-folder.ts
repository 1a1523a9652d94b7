/**
 * Moves what an earlier version of the desktop app kept in its data folder (named after the package,
 * "retail-inspector") to the folders this version uses (named after the product, "Retail Inspector";
 * the large data in a local folder on Windows): saved connections and the theme to the settings
 * folder; snapshots, captures, copies of opened datasets, Chromium's Local Storage (the remembered
 * grid or list view) and its Local State to the local folder, which is Electron's sessionData. On
 * Windows Local State holds the key safeStorage encrypted the saved tokens with (DPAPI-protected for
 * the user), so it moves first: a start that stops half-way has moved the key before any connection,
 * and Chromium, which makes a new key where it finds none, never starts the new folder without it.
 * (On macOS and Linux the key is in the user's Keychain or keyring under the app's name, which a move
 * cannot carry over: such tokens must be entered again; docs/security.md.) Runs once per entry, before Electron's `ready` (Chromium
 * opens Local Storage after it): an entry is moved only when it exists in the old folder and not yet
 * in the new one, so a start interrupted half-way finishes the move next time and a newer copy is
 * never overwritten. Each entry moves by rename (atomic), or, across file systems, by copying it under
 * a temporary name, renaming that, and only then removing the original: nothing is ever lost.
 * Synchronous on purpose: it must finish before `ready`, and there is nothing else to do meanwhile.
 */
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { dirname, join } from 'node:path';
import { AppError } from '../lib/app-error';
import { isAlive } from '../lib/pid-alive';

/** From where to where. */
export interface DataFolderMove {
  /** The earlier version's data folder. */
  readonly from: string;
  /** Where profiles.json and appearance.json go. */
  readonly settings: string;
  /** Where snapshots, captures, opened copies and Local Storage go. */
  readonly local: string;
}

/** What was moved (entry names), and what stayed because the new folder has its own. */
export interface DataFolderMoved {
  readonly moved: readonly string[];
  readonly kept: readonly string[];
}

/** The note left in the old folder once its data moved. */
export const MOVED_NOTE = 'MOVED-TO-RETAIL-INSPECTOR.txt';

const SETTINGS = /^(?:profiles\.json(?:\.corrupt-.+)?|appearance\.json)$/;
const LOCAL = new Set(['Local State', 'snapshots', 'captures', 'opened', 'Local Storage']);
// Moved before everything else (see above).
const FIRST = 'Local State';

/**
 * Moves the earlier version's entries; nothing to do when its folder does not exist. Throws AppError
 * FILE_ACCESS naming the entry and the reason when one cannot be moved (the others stay moved or
 * unmoved, whole), and when the earlier version is still running on its folder.
 */
export function migrateDataFolder(move: DataFolderMove): DataFolderMoved {
  const names = listing(move.from);
  if (names === null) return { moved: [], kept: [] };
  const running = runningOn(move.from);
  if (running !== null)
    throw new AppError(
      'FILE_ACCESS',
      `An earlier version of Retail Inspector is still running (process ${running}) on ${move.from}. Quit it, then start the app again: its connections and snapshots are moved to the new folders then.`,
    );
  const moved: string[] = [];
  const kept: string[] = [];
  for (const name of [...names].sort((a, b) => Number(b === FIRST) - Number(a === FIRST))) {
    const to = SETTINGS.test(name) ? move.settings : LOCAL.has(name) ? move.local : null;
    if (to === null) continue;
    if (existsSync(join(to, name))) {
      kept.push(name);
      continue;
    }
    moveEntry(join(move.from, name), join(to, name));
    moved.push(name);
  }
  if (moved.length > 0) leaveNote(move);
  return { moved, kept };
}

function listing(folder: string): string[] | null {
  try {
    return readdirSync(folder);
  } catch {
    return null;
  }
}

function moveEntry(from: string, to: string): void {
  try {
    mkdirSync(dirname(to), { recursive: true, mode: 0o700 });
    try {
      renameSync(from, to);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      // Another file system (a local folder on another drive): copy whole, then let go of the old.
      const temporary = `${to}.moving-${process.pid}`;
      rmSync(temporary, { recursive: true, force: true });
      cpSync(from, temporary, { recursive: true, preserveTimestamps: true, errorOnExist: true });
      renameSync(temporary, to);
      rmSync(from, { recursive: true, force: true });
    }
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
    throw new AppError(
      'FILE_ACCESS',
      `${from} could not be moved to ${to} (${reason}); nothing was lost: it is still where it was.`,
    );
  }
}

// Chromium's lock in a profile folder on Linux and macOS: a symbolic link to "<host>-<pid>".
function runningOn(folder: string): number | null {
  let target: string;
  try {
    if (!lstatSync(join(folder, 'SingletonLock')).isSymbolicLink()) return null;
    target = readlinkSync(join(folder, 'SingletonLock'));
  } catch {
    return null;
  }
  const match = /^(.*)-(\d+)$/.exec(target);
  if (!match || match[1] !== hostname()) return null;
  const pid = Number(match[2]);
  return pid !== process.pid && isAlive(pid) ? pid : null;
}

function leaveNote(move: DataFolderMove): void {
  const text =
    'Retail Inspector now keeps its data under its product name:\n' +
    `  connections and settings: ${move.settings}\n` +
    `  snapshots and captures:   ${move.local}\n` +
    'What is left here is Chromium cache from the earlier version. This folder can be deleted\n' +
    '(keep its "web" folder if you use `retail-inspector web`: that is the web host\'s own).\n';
  try {
    writeFileSync(join(move.from, MOVED_NOTE), text);
  } catch {
    // Only a courtesy: the move itself is done.
  }
}
