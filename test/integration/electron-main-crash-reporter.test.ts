// The built main bundle and Electron's crash reporter, on the stand-in (test/helpers/electron-stand-in/):
// started before `ready` with uploads off and no address to send to, its dumps in Electron's
// crashDumps folder (the local one on Windows), and a crash of one of the app's processes then listed
// by the diagnostics report, which says nothing was sent. A real native crash making a real minidump
// is for a real Electron run (docs/electron-shell.md).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DiagnosticsReport } from '../../shared/ipc-contract';
import { methodChannel } from '../../shared/ipc-methods';
import { DEMO_PROFILE_ID } from '../../shared/profiles';
import { APP_WINDOW, type BootedMain } from '../helpers/booted-main';
import { useBootedMains } from '../helpers/booted-mains';

const { boot } = useBootedMains();

async function diagnostics(main: BootedMain): Promise<DiagnosticsReport> {
  const answer = (await main.invoke(methodChannel('runDiagnostics'), APP_WINDOW, {
    profileId: DEMO_PROFILE_ID,
  })) as { ok: boolean; value: DiagnosticsReport };
  expect(answer.ok).toBe(true);
  return answer.value;
}

describe('the crash reporter', () => {
  it('is started before the app is ready, with uploads off and nowhere to send to', async () => {
    const main = await boot();
    const calls = (await main.record()).calls;
    const starts = calls.filter((c) => c.what === 'crashReporter.start');
    expect(starts).toEqual([
      {
        what: 'crashReporter.start',
        beforeReady: true,
        options: { uploadToServer: false, ignoreSystemCrashHandler: true },
        crashDumps: join(main.dataDir, 'Crashpad'),
      },
    ]);
    // Before any window exists, so every renderer is watched.
    const started = calls.findIndex((c) => c.what === 'crashReporter.start');
    expect(started).toBeLessThan(calls.findIndex((c) => c.what === 'new BrowserWindow'));
    expect(calls.some((c) => c.what === 'crashReporter.setUploadToServer')).toBe(false);
  });

  it('keeps the dumps of a crash, which the diagnostics report lists, saying none was sent', async () => {
    const main = await boot();
    const before = await diagnostics(main);
    const folder = join(main.dataDir, 'Crashpad');
    expect(before.crashDumps).toEqual({ folder, dumps: [], more: 0, problem: null });

    const dump = await main.crash(123_456);
    expect(dump).toMatch(/[/\\]Crashpad[/\\]completed[/\\][0-9a-f-]{36}\.dmp$/);
    const after = await diagnostics(main);
    expect(after.crashDumps).toMatchObject({
      folder,
      dumps: [{ name: dump!.split(/[/\\]/).pop(), bytes: 123_456 }],
      more: 0,
      problem: null,
    });
    expect(Math.abs(after.crashDumps!.dumps[0]!.at - Date.now())).toBeLessThan(60_000);
  });

  it('on Windows writes its dumps to the local folder, not the roaming one', async () => {
    const main = await boot({ electronFolders: true, platform: 'win32' });
    const local = join(main.scratch, 'home', 'AppData', 'Local', 'Retail Inspector', 'Crashpad');
    const calls = (await main.record()).calls;
    expect(calls.filter((c) => c.what === 'app.setPath' && c.name === 'crashDumps')).toEqual([
      { what: 'app.setPath', beforeReady: true, name: 'crashDumps', path: local },
    ]);
    expect(calls.find((c) => c.what === 'crashReporter.start')).toMatchObject({
      beforeReady: true,
      crashDumps: local,
    });
    const dump = await main.crash();
    expect(dump).toMatch(/[/\\]Crashpad[/\\]reports[/\\][0-9a-f-]{36}\.dmp$/);
    expect((await diagnostics(main)).crashDumps).toMatchObject({ folder: local, dumps: [{ bytes: 4096 }] });
  });
});
