/**
 * Where the desktop app keeps its data, as plain data. Electron's userData folder is the app data
 * folder plus the app's name, which is package.json's productName, "Retail Inspector" (before it had
 * one, the package name "retail-inspector": that folder is the `legacy` one, moved on first start by
 * core/host/migrate-data-folder.ts). Small settings stay in userData (roaming on Windows, so they
 * follow the user); snapshots, captures and Chromium's own storage go to a `local` folder, which on
 * Windows is under %LOCALAPPDATA% (a roaming profile would copy up to 20 snapshots of 100,000 rows per
 * connection at every sign-in) and elsewhere is userData itself (neither macOS nor Linux roams it).
 */
import { join } from 'node:path';

/** The app's name: package.json's productName, the folder names and the menus. */
export const PRODUCT_NAME = 'Retail Inspector';
/** The name the app had before productName was set (package.json's name): its old userData folder. */
export const LEGACY_NAME = 'retail-inspector';

/** The folders of one start. */
export interface DataFolders {
  /** profiles.json and appearance.json (app.getPath('userData')). */
  readonly userData: string;
  /** Snapshots, captures, opened copies and Chromium's storage (app.getPath('sessionData')). */
  readonly local: string;
  /** The folder to set as Electron's sessionData before `ready`; null to keep Electron's (userData). */
  readonly sessionData: string | null;
  /** Where an earlier version kept everything, to move from; null when it is the same folder. */
  readonly legacy: string | null;
}

/** What the folders depend on: Electron's appData and userData paths, the platform, the environment. */
export interface FolderFacts {
  readonly platform: NodeJS.Platform;
  /** app.getPath('appData'): %APPDATA%, ~/Library/Application Support or $XDG_CONFIG_HOME. */
  readonly appData: string;
  /** app.getPath('userData'). */
  readonly userData: string;
  readonly home: string;
  readonly env: Readonly<Record<string, string | undefined>>;
}

/** The folders for `facts`. */
export function dataFolders(facts: FolderFacts): DataFolders {
  const legacyFolder = join(facts.appData, LEGACY_NAME);
  const legacy = sameFolder(legacyFolder, facts.userData, facts.platform) ? null : legacyFolder;
  if (facts.platform !== 'win32')
    return { userData: facts.userData, local: facts.userData, sessionData: null, legacy };
  const localAppData = facts.env.LOCALAPPDATA?.trim() || join(facts.home, 'AppData', 'Local');
  const local = join(localAppData, PRODUCT_NAME);
  return { userData: facts.userData, local, sessionData: local, legacy };
}

// Windows and macOS (by default) compare names without case.
function sameFolder(a: string, b: string, platform: NodeJS.Platform): boolean {
  return platform === 'linux' ? a === b : a.toLowerCase() === b.toLowerCase();
}
