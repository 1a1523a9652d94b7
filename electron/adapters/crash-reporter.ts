/**
 * Electron's crash reporter, started with uploads off: a native crash of any of the app's processes
 * (main, a renderer, the GPU) leaves a minidump on this computer, which the Diagnostics report lists
 * (core/diagnostics/crash-dumps.ts), and nothing is sent anywhere (no submitURL; main's crashes are
 * not handed to the system's crash reporter either). Electron wants it started as early as possible,
 * before `ready`: a renderer made before it is not watched. Started once, it cannot be stopped.
 */
import { mkdirSync } from 'node:fs';
import { app, crashReporter } from 'electron';

/**
 * Starts the crash reporter, its dumps in `folder` (made if need be) or else Electron's `crashDumps`
 * path (the Crashpad folder in userData); returns the folder it writes to. Never throws: the app
 * runs without one where it cannot start.
 */
export function startCrashReporter(folder: string | null): string {
  if (folder !== null) {
    try {
      // Electron's setPath wants the folder to exist.
      mkdirSync(folder, { recursive: true, mode: 0o700 });
      app.setPath('crashDumps', folder);
    } catch {
      // Electron's own folder then.
    }
  }
  try {
    crashReporter.start({ uploadToServer: false, ignoreSystemCrashHandler: true });
  } catch {
    // No crash reporter this time; the dumps of earlier runs are still listed.
  }
  return app.getPath('crashDumps');
}
