// The product owner's test: the token appears in no log line, error message, check output,
// request-log entry or value sent to the renderer. An installation echoes the token back in every
// way it can (status:false messages, HTML error pages, image URLs, JSON "\/" escapes, redirects to
// another host, percent-encoding); the command line (check, serve), the app's handler table with
// its events, the profiles file and the web host's RPC and event stream are searched for it in
// every form (see test/helpers/token-echo.ts).
import { request } from 'node:http';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppServices } from '../../electron/core/host/app-services';
import type { FileDialogs } from '../../electron/core/platform/file-dialogs';
import { dispatch } from '../../electron/core/handlers';
import { startWebHost, type WebHost } from '../../electron/web-host/web-host';
import type { MethodName } from '../../shared/ipc-methods';
import type { Result } from '../../shared/result';
import { killAllClis, runCli, startCli, stopCli, waitForStdout } from '../helpers/cli-process';
import { closeAllServers, closedPort, type LocalServer } from '../helpers/local-servers';
import { rawRequest } from '../helpers/raw-http';
import {
  ECHO_MODES,
  RARE_ECHO_MODES,
  SPELLING_ECHO_MODES,
  leaksIn,
  leaksInValue,
  startEchoingInstallation,
  type EchoMode,
} from '../helpers/token-echo';
import { DEMO_DATASET } from '../helpers/repo-paths';
import { bounded } from '../helpers/waits';
import { createTestAppServices } from '../helpers/test-app-services';

// "/" and "+" make the escaped forms differ from the plain one (JSON "\/", %2F, %2B).
const TOKEN = 'tok-NEVER-LEAK/7f3a+91c2';
const CORE = 'NEVER-LEAK';
const ENCODED = encodeURIComponent(TOKEN);
const CATEGORIES = '/api/v2/products/getcategorys';
const INFO = '/api/v2/auth/info';

const cleanups: (() => Promise<unknown>)[] = [];

afterEach(async () => {
  const settled = await Promise.allSettled([
    killAllClis(),
    closeAllServers(),
    ...cleanups.splice(0).map((cleanup) => cleanup()),
  ]);
  const failure = settled.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
});

function leaks(text: string): string[] {
  return leaksIn(text, TOKEN, CORE);
}

async function echoingInstallation(): Promise<LocalServer> {
  return startEchoingInstallation(TOKEN);
}

/** Whether the installation received the token (so the test is not vacuous). */
function receivedToken(server: LocalServer): boolean {
  return server.requests.some((target) => target.includes(`et_auth_token=${ENCODED}`));
}

describe('the token never leaks', () => {
  describe('retail-inspector check', () => {
    // A refused token and a server error are "not checked" (2), never a violation (shared/outcome.ts).
    const EXPECTED_EXIT: Record<EchoMode, number> = {
      echo: 0,
      refuse: 2,
      html: 2,
      redirect: 2,
      contract: 1,
      unicode: 2,
      entities: 2,
      'spellings-json': 0,
      'spellings-error': 2,
      'spellings-html': 2,
    };

    async function checkEveryWay(mode: EchoMode) {
      const server = await echoingInstallation();
      const base = `${server.url}/${mode}`;
      const variants: [string, string[], Record<string, string>][] = [
        ['--token, table', ['--token', TOKEN], {}],
        ['--token, --json', ['--token', TOKEN, '--json'], {}],
        ['environment, table', [], { RETAIL_INSPECTOR_TOKEN: TOKEN }],
        ['environment, --json', ['--json'], { RETAIL_INSPECTOR_TOKEN: TOKEN }],
      ];
      const runs = await Promise.all(
        variants.map(async ([name, flags, env]) => ({
          name,
          run: await runCli(['check', '--base-url', base, ...flags], env),
        })),
      );
      expect(receivedToken(server)).toBe(true);
      for (const { name, run } of runs) {
        expect(run.code, `${name}: ${run.stdout}${run.stderr}`).toBe(EXPECTED_EXIT[mode]);
        expect(run.stdout.length).toBeGreaterThan(0);
      }
      return runs.map(({ name, run }) => ({ name, leaks: leaks(run.stdout + run.stderr) }));
    }

    it.each(ECHO_MODES)('prints no form of the token when the installation echoes it (%s)', async (mode) => {
      const found = await checkEveryWay(mode);
      expect(found.filter((f) => f.leaks.length > 0)).toEqual([]);
    });

    it.each(RARE_ECHO_MODES)(
      'prints no form of the token when the installation echoes it in a rare encoding (%s)',
      async (mode) => {
        const found = await checkEveryWay(mode);
        expect(found.filter((f) => f.leaks.length > 0)).toEqual([]);
      },
    );

    it.each(SPELLING_ECHO_MODES)(
      'prints no spelling of the token when the installation echoes every spelling (%s)',
      async (mode) => {
        const found = await checkEveryWay(mode);
        expect(found.filter((f) => f.leaks.length > 0)).toEqual([]);
      },
    );

    it('prints no form of the token when it is misused or cannot reach the installation', async () => {
      const closed = `http://127.0.0.1:${await closedPort()}`;
      const runs = await Promise.all([
        runCli(['check', '--token', TOKEN]),
        runCli(['check', '--base-url', closed, '--token', TOKEN, '--frobnicate']),
        runCli(['check', '--base-url', closed, '--token', TOKEN]),
        runCli(['check', '--base-url', closed, '--json'], { RETAIL_INSPECTOR_TOKEN: TOKEN }),
        runCli([
          'check',
          '--base-url',
          `http://shop.example.invalid/?et_auth_token=${ENCODED}`,
          '--token',
          TOKEN,
        ]),
      ]);
      for (const run of runs) expect(run.code).toBe(2);
      expect(runs.map((run) => leaks(run.stdout + run.stderr))).toEqual(runs.map(() => []));
    });
  });

  describe('retail-inspector capture', () => {
    // The HTML mode fails at the first call, before the token is sent: nothing to capture.
    it.each(['spellings-json', 'spellings-error'] as const)(
      'prints and writes no spelling of the token when the installation echoes every spelling (%s)',
      async (mode) => {
        const server = await echoingInstallation();
        const dir = await mkdtemp(join(tmpdir(), 'ri-leak-capture-'));
        cleanups.push(() => rm(dir, { recursive: true, force: true }));
        const out = join(dir, 'capture.json');
        const run = await runCli(['capture', '--base-url', `${server.url}/${mode}`, '--out', out], {
          RETAIL_INSPECTOR_TOKEN: TOKEN,
        });
        expect(receivedToken(server)).toBe(true);
        expect(run.stdout + run.stderr).not.toBe('');
        expect(leaks(run.stdout + run.stderr)).toEqual([]);
        const written = await readFile(out, 'utf8').catch(() => '');
        if (mode === 'spellings-json') expect(written).toContain('***');
        expect(leaks(written)).toEqual([]);
      },
    );
  });

  describe('retail-inspector serve', () => {
    async function serve(how: 'flag' | 'environment') {
      const args = ['serve', '--port', '0', '--data', DEMO_DATASET];
      const cli =
        how === 'flag'
          ? startCli([...args, '--token', TOKEN])
          : startCli(args, { RETAIL_INSPECTOR_TOKEN: TOKEN });
      const url = await waitForStdout(
        cli,
        (text) => /^Listening on (http:\S+)/m.exec(text)?.[1] ?? null,
        'Listening',
      );
      return { cli, url };
    }

    /** Sends each target, waits until each shows in the request log, stops the server. */
    async function requestAndStop(cli: ReturnType<typeof startCli>, url: string, targets: string[]) {
      const statuses: number[] = [];
      for (const target of targets) statuses.push((await rawRequest(url, target)).status);
      await waitForStdout(
        cli,
        (text) =>
          text.split('\n').filter((l) => /^\d\d:\d\d:\d\d [A-Z]+ /.test(l)).length >= targets.length
            ? true
            : null,
        `${targets.length} request log lines`,
      );
      expect(await stopCli(cli)).toBe(0);
      return statuses;
    }

    it.each(['flag', 'environment'] as const)(
      'prints no form of a token given by %s, whatever encoding the et_auth_token parameter uses',
      async (how) => {
        const { cli, url } = await serve(how);
        const statuses = await requestAndStop(cli, url, [
          `${CATEGORIES}?et_auth_token=${ENCODED}`,
          `${CATEGORIES}?lang=de&et_auth_token=${ENCODED}&page=2`,
          `${CATEGORIES}?et%5Fauth%5Ftoken=${ENCODED}`,
          `${CATEGORIES}?et_auth_token=${ENCODED.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase())}`,
          `${CATEGORIES}?et_auth_token=${TOKEN}`,
          `${CATEGORIES}?ET_AUTH_TOKEN=${ENCODED}`,
          `${INFO}?et_auth_token=${ENCODED}`,
        ]);
        // The token is really accepted, so the log lines are about accepted requests.
        expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
        expect(leaks(cli.stdout() + cli.stderr())).toEqual([]);
      },
    );

    it('prints no form of the token when a request carries it outside the et_auth_token parameter', async () => {
      const { cli, url } = await serve('flag');
      await requestAndStop(cli, url, [
        `${CATEGORIES}/${ENCODED}`,
        `/api/v2/${ENCODED}`,
        `/branding/${ENCODED}.svg`,
        `${CATEGORIES}?key=${ENCODED}`,
        `${CATEGORIES}?et_auth_token=${ENCODED}&copy=${ENCODED}`,
      ]);
      expect(leaks(cli.stdout() + cli.stderr())).toEqual([]);
    });
  });

  describe('app services: every value sent to the renderer', () => {
    type Call = (method: MethodName, args?: unknown) => Promise<Result<unknown>>;
    interface Seen {
      readonly label: string;
      readonly value: unknown;
    }

    async function newServices(dataDir?: string, dialogs: FileDialogs | null = null) {
      const dir = dataDir ?? (await mkdtemp(join(tmpdir(), 'ri-leak-')));
      const services = await createTestAppServices(dir, { dialogs });
      // The folder goes after the services: dispose waits for the snapshots still being written.
      cleanups.push(async () => {
        await services.dispose();
        if (!dataDir) await rm(dir, { recursive: true, force: true });
      });
      const events: Seen[] = [];
      services.events.subscribe((event, payload) => events.push({ label: `event ${event}`, value: payload }));
      return { services, events, dataDir: dir };
    }

    function dispatcher(services: AppServices): Call {
      return (method, args) => dispatch(services.handlers, method, args, services.mask);
    }

    function valueOf<T>(result: Result<unknown>): T {
      if (!result.ok) throw new Error(`expected a value, got ${JSON.stringify(result.error)}`);
      return result.value as T;
    }

    /** Calls every handler: saving, testing and using a profile per mode, failing calls, the log. */
    async function exerciseEveryHandler(
      call: Call,
      base: string,
      modes: readonly EchoMode[],
    ): Promise<Seen[]> {
      const seen: Seen[] = [];
      const record = async (label: string, method: MethodName, args?: unknown) => {
        const result = await call(method, args);
        seen.push({ label, value: result });
        return result;
      };
      await record('listProfiles (first start)', 'listProfiles');
      const ids: string[] = [];
      for (const mode of modes) {
        const saved = await record(`saveProfile ${mode}`, 'saveProfile', {
          name: `Echo ${mode}`,
          baseUrl: `${base}/${mode}`,
          token: TOKEN,
          timeoutMs: 5_000,
        });
        ids.push(valueOf<{ profile: { id: string } }>(saved).profile.id);
      }
      await record('saveProfile (pasted address with the token)', 'saveProfile', {
        name: 'Pasted',
        baseUrl: `${base}/${modes[0]}/api/v2/products/getcategorys?et_auth_token=${ENCODED}`,
        token: TOKEN,
      });
      await record('saveProfile (rename, token kept)', 'saveProfile', {
        id: ids[0],
        name: 'Renamed',
        baseUrl: `${base}/${modes[0]}`,
      });
      await record('setActiveProfile', 'setActiveProfile', { id: ids[0] });
      await record('listProfiles', 'listProfiles');
      for (const [index, profileId] of ids.entries()) {
        const mode = modes[index];
        await record(`testConnection ${mode}`, 'testConnection', { profileId, callId: `t-${index}` });
        await record(`getInfo ${mode}`, 'getInfo', { profileId });
        await record(`getCategories ${mode}`, 'getCategories', { profileId });
        await recordDiagnostics(record, `${mode}`, profileId);
      }
      await record('testConnection (draft with the token)', 'testConnection', {
        draft: { name: 'Draft', baseUrl: `${base}/${modes[0]}`, token: TOKEN },
      });
      await record('testConnection (draft of a saved profile)', 'testConnection', {
        draft: { id: ids[0], name: 'Draft', baseUrl: `${base}/${modes[modes.length - 1]}` },
      });
      await recordFailingCalls(record);
      await record('getInfo demo', 'getInfo', { profileId: 'demo' });
      await record('getCategories demo', 'getCategories', { profileId: 'demo' });
      await record('demoStatus', 'demoStatus');
      await record('setDemoFaults', 'setDemoFaults', { latencyMs: 0, failRate: 0 });
      await record('setWeakStorageAllowed', 'setWeakStorageAllowed', { allowed: false });
      const entries = valueOf<{ id: number }[]>(await record('listRequests', 'listRequests'));
      for (const entry of entries)
        await record(`getRequestBody ${entry.id}`, 'getRequestBody', { id: entry.id });
      // The whole log, with every kept body, as one HAR file.
      await record('exportRequestsHar', 'exportRequestsHar');
      return seen;
    }

    /** Runs the diagnostics of `profileId` and exports the report in both formats. */
    async function recordDiagnostics(
      record: (label: string, method: MethodName, args?: unknown) => Promise<Result<unknown>>,
      label: string,
      profileId: string,
    ) {
      const ran = await record(`runDiagnostics ${label}`, 'runDiagnostics', { profileId, callId: 'diag' });
      const { reportId } = valueOf<{ reportId: string }>(ran);
      for (const format of ['json', 'markdown'])
        await record(`exportReport ${format} ${label}`, 'exportReport', { reportId, format });
    }

    async function recordFailingCalls(
      record: (label: string, method: MethodName, args?: unknown) => Promise<Result<unknown>>,
    ) {
      const closed = `http://127.0.0.1:${await closedPort()}`;
      const failing: [string, MethodName, unknown][] = [
        ['getInfo (unknown profile)', 'getInfo', { profileId: 'no-such-connection' }],
        ['getInfo (the token as profile id)', 'getInfo', { profileId: TOKEN }],
        ['deleteProfile (the token as id)', 'deleteProfile', { id: TOKEN }],
        [
          'saveProfile (ftp address)',
          'saveProfile',
          { name: 'Bad', baseUrl: `ftp://x.test/${TOKEN}`, token: TOKEN },
        ],
        ['saveProfile (no name)', 'saveProfile', { name: '', baseUrl: closed, token: TOKEN }],
        [
          'saveProfile (huge token)',
          'saveProfile',
          { name: 'Big', baseUrl: closed, token: TOKEN.repeat(200) },
        ],
        [
          'saveProfile (plain http elsewhere)',
          'saveProfile',
          { name: 'Far', baseUrl: `http://x.test/?t=${TOKEN}`, token: TOKEN },
        ],
        [
          'testConnection (closed port)',
          'testConnection',
          { draft: { name: 'Closed', baseUrl: closed, token: TOKEN } },
        ],
        ['testConnection (nothing named)', 'testConnection', {}],
        ['getRequestBody (unknown id)', 'getRequestBody', { id: 999_999 }],
        ['openExternal (http link)', 'openExternal', { url: `http://x.test/?et_auth_token=${ENCODED}` }],
        ['cancelCall (unknown call)', 'cancelCall', { callId: 'nothing-running' }],
        ['runDiagnostics (the token as profile id)', 'runDiagnostics', { profileId: TOKEN }],
        ['exportReport (the token as report id)', 'exportReport', { reportId: TOKEN, format: 'json' }],
      ];
      for (const [label, method, args] of failing) await record(label, method, args);
    }

    function leakReport(seen: readonly Seen[]): string[] {
      return seen.flatMap(({ label, value }) => {
        const found = leaksInValue(value, TOKEN, CORE);
        return found.length > 0
          ? [`${label}: ${found.join(', ')} in ${JSON.stringify(value).slice(0, 600)}`]
          : [];
      });
    }

    it('returns no form of the token in any handler result or event while the installation echoes it', async () => {
      const server = await echoingInstallation();
      const { services, events } = await newServices();
      const seen = await exerciseEveryHandler(dispatcher(services), server.url, ECHO_MODES);
      expect(receivedToken(server)).toBe(true);
      expect(seen.filter((s) => s.label.startsWith('getRequestBody ')).length).toBeGreaterThan(10);
      expect(events.some((e) => e.label === 'event requestLogged')).toBe(true);
      // The echoed token did come back, masked.
      expect(JSON.stringify(seen)).toContain('Shop of ***');
      // Diagnostics ran and their reports were handed out as text (this host has no dialogs).
      const exports = seen.filter((s) => /^exportReport \w+ \w+$/.test(s.label));
      expect(exports.map((s) => (s.value as { value?: { status?: string } }).value?.status)).toEqual(
        ECHO_MODES.flatMap(() => ['download', 'download']),
      );
      // The request log went out as HAR with the echoed bodies in it.
      const har = seen.find((s) => s.label === 'exportRequestsHar')!.value as { value: { text: string } };
      expect(har.value.text).toContain('"version": "1.2"');
      expect(har.value.text).toContain('Shop of ***');
      expect(leakReport([...seen, ...events])).toEqual([]);
    });

    it('writes no form of the token into report files saved through a save dialog', async () => {
      const server = await echoingInstallation();
      const dir = await mkdtemp(join(tmpdir(), 'ri-leak-exports-'));
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      let saved = 0;
      const dialogs: FileDialogs = {
        chooseSavePath: async ({ defaultName }) => join(dir, `${saved++}-${defaultName}`),
        chooseOpenPath: async () => null,
      };
      const call = dispatcher((await newServices(undefined, dialogs)).services);
      for (const mode of [...ECHO_MODES, ...RARE_ECHO_MODES, ...SPELLING_ECHO_MODES]) {
        const saveArgs = { name: `Echo ${mode}`, baseUrl: `${server.url}/${mode}`, token: TOKEN };
        const { profile } = valueOf<{ profile: { id: string } }>(await call('saveProfile', saveArgs));
        const report = valueOf<{ reportId: string }>(await call('runDiagnostics', { profileId: profile.id }));
        for (const format of ['json', 'markdown'])
          expect(await call('exportReport', { reportId: report.reportId, format })).toMatchObject({
            ok: true,
            value: { status: 'saved' },
          });
      }
      expect(receivedToken(server)).toBe(true);
      const files = await readdir(dir);
      expect(files).toHaveLength(
        2 * (ECHO_MODES.length + RARE_ECHO_MODES.length + SPELLING_ECHO_MODES.length),
      );
      const texts = await Promise.all(files.map((file) => readFile(join(dir, file), 'utf8')));
      expect(texts.join('\n')).toContain('et_auth_token=***');
      expect(texts.flatMap((text, i) => leaks(text).map((form) => `${files[i]}: ${form}`))).toEqual([]);
    });

    it.each(RARE_ECHO_MODES)(
      'returns no form of the token when the installation echoes it in a rare encoding (%s)',
      async (mode) => {
        const server = await echoingInstallation();
        const { services, events } = await newServices();
        const seen = await exerciseEveryHandler(dispatcher(services), server.url, [mode]);
        expect(receivedToken(server)).toBe(true);
        expect(leakReport([...seen, ...events])).toEqual([]);
      },
    );

    it.each(SPELLING_ECHO_MODES)(
      'returns no spelling of the token in any result, request body, report or event when the installation echoes every spelling (%s)',
      async (mode) => {
        const server = await echoingInstallation();
        const { services, events } = await newServices();
        const seen = await exerciseEveryHandler(dispatcher(services), server.url, [mode]);
        expect(receivedToken(server)).toBe(true);
        // The echoes did come back (masked) in the request bodies the app shows.
        const bodies = seen.filter((s) => s.label.startsWith('getRequestBody '));
        expect(JSON.stringify(bodies)).toContain('***');
        expect(leakReport([...seen, ...events])).toEqual([]);
      },
    );

    it('keeps the token out of profiles.json, in plain text and in base64', async () => {
      const { services, dataDir } = await newServices();
      const call = dispatcher(services);
      await call('saveProfile', { name: 'Shop', baseUrl: 'https://shop.example.com', token: TOKEN });
      const text = await readFile(join(dataDir, 'profiles.json'), 'utf8');
      // The token is stored (encrypted), so its absence below is not an empty file's.
      expect(text).toContain('"protection": "os"');
      expect(leaks(text)).toEqual([]);
    });

    it('lists a reloaded profile as having a token without returning the token', async () => {
      const { services, dataDir } = await newServices();
      await dispatcher(services)('saveProfile', {
        name: 'Shop',
        baseUrl: 'https://shop.example.com',
        token: TOKEN,
      });
      const reloaded = await newServices(dataDir);
      const listed = await dispatcher(reloaded.services)('listProfiles');
      const profiles = valueOf<{ profiles: { tokenSet: boolean; demo: boolean }[] }>(listed).profiles;
      expect(profiles.filter((p) => !p.demo).map((p) => p.tokenSet)).toEqual([true]);
      expect(leaksInValue(listed, TOKEN, CORE)).toEqual([]);
    });
  });

  describe('web host: RPC answers and the event stream', () => {
    const KEY = 'test-key-0123456789abcdefghijklmnop';

    function post(host: WebHost, method: string, args: unknown): Promise<string> {
      const body = args === undefined ? '' : JSON.stringify(args);
      return new Promise((resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port: host.port,
            method: 'POST',
            path: `/rpc/${method}`,
            headers: {
              host: `127.0.0.1:${host.port}`,
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              'x-inspector-key': KEY,
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
            res.on('error', reject);
          },
        );
        req.setTimeout(15_000, () => req.destroy(new Error(`no answer to ${method} within 15 s`)));
        req.on('error', reject);
        req.end(body);
      });
    }

    /** Opens /events and collects what it streams until the host closes it. */
    function eventStream(host: WebHost): { text: () => string; opened: Promise<void> } {
      let text = '';
      const opened = new Promise<void>((resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port: host.port,
            path: `/events?key=${KEY}`,
            headers: { host: `127.0.0.1:${host.port}` },
          },
          (res) => {
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => {
              text += chunk;
              if (text.includes(': connected')) resolve();
            });
            res.on('error', () => undefined);
          },
        );
        req.on('error', reject);
        req.end();
        cleanups.push(async () => req.destroy());
      });
      return { text: () => text, opened };
    }

    it('answers every RPC call and streams every event without any form of the token', async () => {
      const server = await echoingInstallation();
      const rendererDir = await mkdtemp(join(tmpdir(), 'ri-renderer-'));
      cleanups.push(() => rm(rendererDir, { recursive: true, force: true }));
      const dataDir = await mkdtemp(join(tmpdir(), 'ri-leak-web-'));
      const services = await createTestAppServices(dataDir);
      // The folder goes after the services: dispose waits for the snapshots still being written.
      cleanups.push(async () => {
        await services.dispose();
        await rm(dataDir, { recursive: true, force: true });
      });
      const host = await startWebHost({
        handlers: services.handlers,
        events: services.events,
        rendererDir,
        port: 0,
        key: KEY,
        mask: services.mask,
      });
      cleanups.push(() => host.close());
      const stream = eventStream(host);
      await bounded(stream.opened, 5_000, 'the event stream to open');

      const answers: string[] = [];
      const call = async (method: MethodName, args?: unknown): Promise<Result<unknown>> => {
        const text = await post(host, method, args);
        answers.push(`${method}: ${text}`);
        return JSON.parse(text) as Result<unknown>;
      };
      await exerciseEveryHandlerOverRpc(call, server.url);
      expect(receivedToken(server)).toBe(true);
      expect(stream.text()).toContain('event: requestLogged');
      expect(answers.some((answer) => answer.includes('Shop of ***'))).toBe(true);
      const leaking = answers.filter((answer) => leaksInValue(answer, TOKEN, CORE).length > 0);
      expect(leaking.map((answer) => answer.slice(0, 600))).toEqual([]);
      expect(leaks(stream.text())).toEqual([]);
    });

    // The same calls as the app-services test, through HTTP.
    async function exerciseEveryHandlerOverRpc(
      call: (method: MethodName, args?: unknown) => Promise<Result<unknown>>,
      base: string,
    ) {
      const ids: string[] = [];
      await call('listProfiles');
      const modes = [...ECHO_MODES, ...SPELLING_ECHO_MODES];
      for (const mode of modes) {
        const saved = await call('saveProfile', {
          name: mode,
          baseUrl: `${base}/${mode}`,
          token: TOKEN,
          timeoutMs: 5_000,
        });
        if (saved.ok) ids.push((saved.value as { profile: { id: string } }).profile.id);
      }
      expect(ids).toHaveLength(modes.length);
      await call('listProfiles');
      for (const profileId of ids) {
        await call('testConnection', { profileId });
        await call('getInfo', { profileId });
        await call('getCategories', { profileId });
        const ran = await call('runDiagnostics', { profileId });
        const reportId = ran.ok ? (ran.value as { reportId: string }).reportId : 'missing';
        await call('exportReport', { reportId, format: 'markdown' });
        await call('exportReport', { reportId, format: 'json' });
      }
      await call('testConnection', { draft: { name: 'Draft', baseUrl: `${base}/refuse`, token: TOKEN } });
      await call('getInfo', { profileId: TOKEN });
      await call('saveProfile', { name: '', baseUrl: `${base}/echo`, token: TOKEN });
      await call('getInfo', { profileId: 'demo' });
      await call('demoStatus');
      const listed = await call('listRequests');
      const entries = listed.ok ? (listed.value as { id: number }[]) : [];
      expect(entries.length).toBeGreaterThan(10);
      for (const entry of entries) await call('getRequestBody', { id: entry.id });
    }
  });
});
