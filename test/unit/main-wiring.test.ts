// The Electron composition root cannot run here (no Electron binary), so its wiring is read as text:
// these are the lines whose absence would silently weaken the app.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const main = readFileSync(new URL('../../electron/main.ts', import.meta.url), 'utf8');
const beforeReady = main.slice(0, main.indexOf('app.whenReady()'));
const afterReady = main.slice(main.indexOf('app.whenReady()'));

describe('electron/main.ts', () => {
  it('registers the app:// scheme and enables the sandbox for every renderer before ready', () => {
    expect(beforeReady).toContain('registerAppScheme()');
    expect(beforeReady).toContain('app.enableSandbox()');
  });

  it('runs a single instance and focuses the existing window on a second start', () => {
    expect(beforeReady).toMatch(/if \(!app\.requestSingleInstanceLock\(\)\) app\.quit\(\)/);
    expect(beforeReady).toMatch(/app\.on\('second-instance'/);
  });

  it('hardens every web contents as it is created', () => {
    expect(beforeReady).toMatch(/app\.on\('web-contents-created',[^)]*\) => hardenWebContents\(contents\)\)/);
  });

  it('builds the services (and so safeStorage) only after ready', () => {
    expect(afterReady).toContain('safeStorageEncryptor()');
    expect(beforeReady).not.toContain('safeStorageEncryptor()');
  });

  it('denies permissions, serves the renderer from app:// and registers IPC through the checked wrapper', () => {
    expect(afterReady).toContain('hardenSession(session.defaultSession)');
    expect(afterReady).toContain('serveRenderer(');
    expect(afterReady).toContain('registerIpcHandlers(ipcMain, services.handlers, services.mask)');
    expect(afterReady).toMatch(/loadURL\(`\$\{APP_ORIGIN\}\/index\.html`\)/);
    expect(main).not.toMatch(/loadFile|file:\/\//);
  });

  it('calls installations through net.fetch, so the system proxy and certificate store apply', () => {
    expect(afterReady).toMatch(/fetch: \(url, init\) => net\.fetch\(url, init\)/);
  });
});
