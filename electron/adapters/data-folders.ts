/**
 * Sets up the desktop app's data folders before `ready` (shell/data-folders.ts says which): on
 * Windows Electron's sessionData moves to the local folder, so Chromium's caches and storage leave the
 * roaming profile too; an earlier version's folder is moved over (core/host/migrate-data-folder.ts).
 * Must run before `ready` (app.setPath('sessionData') counts only then) and after the single-instance
 * lock is taken (two instances must not move the same files).
 */
import { mkdirSync } from 'node:fs';
import { app } from 'electron';
import { migrateDataFolder } from '../core/host/migrate-data-folder';
import { AppError } from '../core/lib/app-error';
import { dataFolders, type DataFolders } from '../shell/data-folders';

/** The folders of this start, ready to use; throws (AppError FILE_ACCESS) when they cannot be made. */
export function prepareDataFolders(): DataFolders {
  const folders = dataFolders({
    platform: process.platform,
    appData: app.getPath('appData'),
    userData: app.getPath('userData'),
    home: app.getPath('home'),
    env: process.env,
  });
  if (folders.sessionData !== null) {
    // Electron wants the folder to exist before it is set.
    try {
      mkdirSync(folders.sessionData, { recursive: true, mode: 0o700 });
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? String(error);
      throw new AppError('FILE_ACCESS', `The data folder ${folders.sessionData} cannot be made (${reason}).`);
    }
    app.setPath('sessionData', folders.sessionData);
  }
  if (folders.legacy !== null)
    migrateDataFolder({ from: folders.legacy, settings: folders.userData, local: folders.local });
  return folders;
}
