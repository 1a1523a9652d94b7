// The diagnostics handlers through dispatch, on real dependencies: an embedded server on 127.0.0.1
// port 0 that requires a token, a profile store on a temp file with a fake cipher, the v2 client on
// global fetch. Only the host's save dialog is a fake (it is Electron's edge). Each test's servers and
// folders are removed after it.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadDataset } from '../../electron/core/dataset/load-dataset';
import { createDemoServer, type DemoServer } from '../../electron/core/server/demo-server';
import type { FileDialogs } from '../../electron/core/platform/file-dialogs';
import type { ProfileStore } from '../../electron/core/profiles/profile-store';
import { startEmbeddedServer, type EmbeddedServer } from '../../electron/core/server/embedded-server';
import type { DiagnosticsReport } from '../../shared/ipc-contract';
import {
  createHandlerSession,
  openProfileStore,
  type HandlerSession,
  settleHandlerSessions,
} from '../helpers/handler-session';
import { DEMO_DATASET } from '../helpers/repo-paths';
import { validDatasetDocument, writeDatasetFolder } from '../helpers/temp-dataset';
import { TEST_ENVIRONMENT } from '../helpers/test-environment';
import { leaksIn, leaksInValue } from '../helpers/token-echo';
import { FakeDialogs } from '../helpers/fake-dialogs';
import { json, startFakeInstallation } from '../helpers/fake-installation';
import { closeAllServers } from '../helpers/local-servers';

// "/" and "+" make the escaped forms differ from the plain one.
const TOKEN = 'tok-DIAG-secret/4e+9a';
const CORE = 'DIAG-secret';

let folder: string;
let server: EmbeddedServer;
let demo: DemoServer;
let profiles: ProfileStore;
let cleanupDataset: () => Promise<void>;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ri-diagnostics-'));
  const document = validDatasetDocument();
  // Nothing from the internet: this machine may have none.
  document.categories = document.categories.filter((c) => !String(c.image).startsWith('https:'));
  const dataset = await writeDatasetFolder(document);
  cleanupDataset = dataset.cleanup;
  server = await startEmbeddedServer({ dataset: await loadDataset(dataset.file), port: 0, tokens: [TOKEN] });
  demo = createDemoServer({ defaultDataset: DEMO_DATASET });
  profiles = await openProfileStore(folder);
});

afterEach(async () => {
  await settleHandlerSessions();
  await demo.stop();
  await server.close();
  await cleanupDataset();
  await rm(folder, { recursive: true, force: true });
});

/** A session of the app on this test's store, with `dialogs` as the host's. */
function sessionWith(dialogs: FileDialogs | null): HandlerSession {
  return createHandlerSession({ profiles, demo, dialogs, capturesDir: join(folder, 'captures') });
}

/** Saves a connection to the embedded server; `token` null saves it without one. */
async function savedShop(session: HandlerSession, token: string | null = TOKEN): Promise<string> {
  const saved = await session.value('saveProfile', {
    name: 'Testladen Kasse 1',
    baseUrl: server.url,
    token,
  });
  return saved.profile.id;
}

describe('runDiagnostics', () => {
  it('checks a token-protected connection: every rule passes, with the calls’ timings and the versions', async () => {
    const session = sessionWith(null);
    const report = await session.value('runDiagnostics', { profileId: await savedShop(session) });
    expect(report.checks.filter((c) => c.status !== 'pass')).toEqual([]);
    expect(report.checks.map((c) => c.id)).toEqual(
      expect.arrayContaining(['info.reachable', 'info.currency', 'categories.shape', 'categories.images']),
    );
    expect(report).toMatchObject({
      ok: true,
      exitCode: 0,
      baseUrl: server.url,
      connectionName: 'Testladen Kasse 1',
      environment: TEST_ENVIRONMENT,
    });
    expect(report.calls.info).toMatchObject({ httpStatus: 200, url: `${server.url}/api/v2/auth/info` });
    expect(report.calls.categories?.url).toBe(`${server.url}/api/v2/products/getcategorys?et_auth_token=***`);
    expect(report.calls.categories?.bytes).toBeGreaterThan(100);
    expect(report.reportId).toMatch(/^[0-9a-f-]{36}$/);
    expect(report.curl.categories).toContain('"et_auth_token=$RETAIL_INSPECTOR_TOKEN"');
    expect(leaksInValue(report, TOKEN, CORE)).toEqual([]);
  });

  it('reports a refused token as not checked (never a violation), with the installation’s message', async () => {
    const session = sessionWith(null);
    const profileId = await savedShop(session, 'not-the-token');
    const report = await session.value('runDiagnostics', { profileId });
    expect(report).toMatchObject({ exitCode: 2, outcome: 'not-checked', cause: 'refused' });
    const failed = report.checks.filter((c) => c.status === 'fail');
    expect(failed.map((c) => c.id)).toEqual(['categories.status']);
    expect(failed[0]?.message).toMatch(/^status:false: /);
  });

  it('reports an installation that does not offer system information as not checked, with no advice to check the address', async () => {
    const shop = await startFakeInstallation({
      info: () => json({ status: false, error: 'Unknown method' }),
    });
    try {
      const session = sessionWith(null);
      const saved = await session.value('saveProfile', { name: 'Ohne Info', baseUrl: shop.url, token: null });
      const report = await session.value('runDiagnostics', { profileId: saved.profile.id });
      expect(report).toMatchObject({ exitCode: 2, outcome: 'not-checked', cause: 'not-offered' });
      const failed = report.checks.filter((c) => c.status === 'fail');
      expect(failed.map((c) => [c.id, c.message])).toEqual([
        ['info.status', 'the installation does not offer system information: Unknown method'],
      ]);
      const words = report.checks.flatMap((c) => [c.message, ...c.details]).join('\n');
      expect(words).not.toMatch(/check the address/i);
      expect(words).toContain('GET /api/v2/products/getcategorys answered at this address');
    } finally {
      await closeAllServers();
    }
  });

  it('writes no token into the curl commands of a connection without one', async () => {
    const session = sessionWith(null);
    const report = await session.value('runDiagnostics', {
      profileId: await savedShop(session, null),
    });
    expect(report.curl.categories).not.toContain('et_auth_token');
    expect(report.curl.info).toBe(`curl -sS -H 'Accept: application/json' '${server.url}/api/v2/auth/info'`);
  });

  it('ends with the call cancelled when cancelCall names it', async () => {
    const session = sessionWith(null);
    const profileId = await savedShop(session);
    server.setFaults({ latencyMs: 5_000, failRate: 0 });
    const started = Date.now();
    const running = session.value('runDiagnostics', { profileId, callId: 'diag-1' });
    // The call is registered once the handler has resolved the profile; ask until it is.
    let cancelled = false;
    while (!cancelled && Date.now() - started < 3_000) {
      cancelled = (await session.value('cancelCall', { callId: 'diag-1' })).cancelled;
      if (!cancelled) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(cancelled).toBe(true);
    const report = await running;
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(report.exitCode).toBe(2);
    expect(report.checks[0]).toMatchObject({ id: 'info.reachable', status: 'fail' });
    expect(report.checks[0]?.message).toMatch(/cancel/i);
  });

  it('refuses an unknown connection', async () => {
    const result = await sessionWith(null).call('runDiagnostics', { profileId: 'no-such-connection' });
    expect(result).toMatchObject({ ok: false, error: { code: 'PROFILE_NOT_FOUND' } });
  });
});

describe('exportReport', () => {
  async function reportOf(session: HandlerSession): Promise<DiagnosticsReport> {
    return session.value('runDiagnostics', { profileId: await savedShop(session) });
  }

  it('saves Markdown atomically where the save dialog says, with no form of the token', async () => {
    const file = join(folder, 'report.md');
    const dialogs = new FakeDialogs(file);
    const session = sessionWith(dialogs);
    const report = await reportOf(session);
    expect(await session.value('exportReport', { reportId: report.reportId, format: 'markdown' })).toEqual({
      status: 'saved',
      file,
    });
    expect(dialogs.saves).toHaveLength(1);
    expect(dialogs.opens).toEqual([]);
    expect(dialogs.saves[0]?.defaultName).toMatch(/^diagnostics-testladen-kasse-1-\d{8}-\d{6}\.md$/);
    expect(dialogs.saves[0]?.filters).toEqual([{ name: 'Markdown', extensions: ['md'] }]);
    const text = await readFile(file, 'utf8');
    expect(text).toContain('# Diagnostics: Testladen Kasse 1');
    expect(text).toContain('**Result: conforms**');
    expect(text).toContain('--data-urlencode "et_auth_token=$RETAIL_INSPECTOR_TOKEN"');
    expect(leaksIn(text, TOKEN, CORE)).toEqual([]);
    // Nothing but the report is left in the folder (no temporary file).
    expect((await readdir(folder)).sort()).toEqual(['profiles.json', 'report.md']);
  });

  it('saves the report as pretty JSON equal to what runDiagnostics returned', async () => {
    const file = join(folder, 'report.json');
    const session = sessionWith(new FakeDialogs(file));
    const report = await reportOf(session);
    await session.value('exportReport', { reportId: report.reportId, format: 'json' });
    const text = await readFile(file, 'utf8');
    expect(text.startsWith('{\n  "baseUrl": ')).toBe(true);
    expect(JSON.parse(text)).toEqual(report);
    expect(leaksIn(text, TOKEN, CORE)).toEqual([]);
  });

  it('writes nothing when the dialog is cancelled', async () => {
    const session = sessionWith(new FakeDialogs(null));
    const report = await reportOf(session);
    const outcome = await session.value('exportReport', { reportId: report.reportId, format: 'markdown' });
    expect(outcome).toEqual({ status: 'cancelled' });
    expect(await readdir(folder)).toEqual(['profiles.json']);
  });

  it('hands the text back for the browser to save where the host has no dialogs', async () => {
    const session = sessionWith(null);
    const report = await reportOf(session);
    const markdown = await session.value('exportReport', { reportId: report.reportId, format: 'markdown' });
    expect(markdown).toMatchObject({ status: 'download', mimeType: 'text/markdown; charset=utf-8' });
    const json = await session.value('exportReport', { reportId: report.reportId, format: 'json' });
    expect(json).toMatchObject({ status: 'download', mimeType: 'application/json' });
    if (json.status !== 'download' || markdown.status !== 'download') throw new Error('not a download');
    expect(json.fileName).toMatch(/^diagnostics-testladen-kasse-1-\d{8}-\d{6}\.json$/);
    expect(JSON.parse(json.text)).toEqual(report);
    expect(markdown.text).toContain('## Checks');
    expect(leaksInValue([markdown, json], TOKEN, CORE)).toEqual([]);
  });

  it('says which file could not be written and why', async () => {
    const file = join(folder, 'missing-folder', 'report.md');
    const session = sessionWith(new FakeDialogs(file));
    const report = await reportOf(session);
    const result = await session.call('exportReport', { reportId: report.reportId, format: 'markdown' });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'FILE_ACCESS',
        message: `The report could not be saved as ${file}: the folder does not exist.`,
      },
    });
  });

  it('refuses a report it does not keep, naming what to do', async () => {
    const result = await sessionWith(null).call('exportReport', { reportId: 'never-made', format: 'json' });
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
    if (!result.ok) expect(result.error.message).toContain('run the checks again');
  });
});
