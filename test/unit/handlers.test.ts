// The handler table through dispatch, on real dependencies: a profile store on a temp file with a fake
// cipher, the v2 client on global fetch, the demo controller on the bundled dataset, a request log,
// and local servers on 127.0.0.1 port 0. Every server and folder is removed after its test.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../electron/core/lib/app-error';
import { loadDataset } from '../../electron/core/dataset/load-dataset';
import { createDemoServer, type DemoServer } from '../../electron/core/server/demo-server';
import { dispatch, isMethodName, type Handlers } from '../../electron/core/handlers';
import type { ProfileStore } from '../../electron/core/profiles/profile-store';
import { ERROR_CODES } from '../../shared/errors';
import type { Results } from '../../shared/ipc-contract';
import { METHODS } from '../../shared/ipc-methods';
import type { Result } from '../../shared/result';
import {
  createHandlerSession,
  openProfileStore,
  type HandlerSession,
  settleHandlerSessions,
} from '../helpers/handler-session';
import { closeAllServers, closedPort, startHttpServer, startRawServer } from '../helpers/local-servers';
import { rawRequest } from '../helpers/raw-http';
import { DEMO_DATASET } from '../helpers/repo-paths';
import { validDatasetDocument, writeDatasetFolder } from '../helpers/temp-dataset';
import { bounded, until } from '../helpers/waits';
import { DEMO_COMPANY } from '../helpers/demo-company';
import { closeEmbeddedServers, startTrackedServer } from '../helpers/embedded-servers';

const TOKEN = 'tok-Handlers-9x7Q';

let folder: string;
let profiles: ProfileStore;
let demo: DemoServer;
let session: HandlerSession;
let opened: string[];
const cleanups: (() => Promise<unknown>)[] = [];

/** A new session of the app over the same data folder. */
async function openSession(): Promise<void> {
  profiles = await openProfileStore(folder);
  session = createHandlerSession({
    profiles,
    demo,
    capturesDir: join(folder, 'captures'),
    openInBrowser: async (url) => {
      opened.push(url);
      return true;
    },
  });
}

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ri-handlers-'));
  opened = [];
  demo = createDemoServer({ defaultDataset: DEMO_DATASET });
  await openSession();
});

afterEach(async () => {
  await settleHandlerSessions();
  await demo.stop();
  await closeEmbeddedServers();
  await closeAllServers();
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
  await rm(folder, { recursive: true, force: true });
});

describe('handlers: profiles', () => {
  it('lists the demo profile first and selects it on first start', async () => {
    const listed = await session.value('listProfiles', undefined);
    expect(listed.profiles).toHaveLength(1);
    expect(listed.profiles[0]).toMatchObject({ id: 'demo', demo: true, tokenSet: false });
    expect(listed.activeProfileId).toBe('demo');
    expect(listed.storage).toMatchObject({ level: 'secure', writable: true });
  });

  it('keeps the demo profile first after other profiles are saved', async () => {
    await session.value('saveProfile', { name: 'Shop', baseUrl: 'https://shop.example.com' });
    const listed = await session.value('listProfiles', {});
    expect(listed.profiles.map((p) => p.id)[0]).toBe('demo');
    expect(listed.profiles).toHaveLength(2);
    expect(listed.activeProfileId).toBe('demo');
  });

  it('refuses to delete the demo profile', async () => {
    const error = await session.errorOf('deleteProfile', { id: 'demo' });
    expect(error.code).toBe('INVALID_ARGUMENT');
    expect((await session.value('listProfiles', {})).profiles[0]?.id).toBe('demo');
  });

  it('persists the active profile across sessions', async () => {
    const { profile } = await session.value('saveProfile', {
      name: 'Shop',
      baseUrl: 'https://shop.example.com',
    });
    expect(await session.value('setActiveProfile', { id: profile.id })).toBeNull();
    expect((await session.value('listProfiles', {})).activeProfileId).toBe(profile.id);
    await openSession();
    expect((await session.value('listProfiles', {})).activeProfileId).toBe(profile.id);
  });

  it('refuses to activate a profile that does not exist', async () => {
    expect((await session.errorOf('setActiveProfile', { id: 'no-such-profile' })).code).toBe(
      'PROFILE_NOT_FOUND',
    );
    expect((await session.value('listProfiles', {})).activeProfileId).toBe('demo');
  });

  it('selects the demo profile again when the active profile is deleted', async () => {
    const { profile } = await session.value('saveProfile', {
      name: 'Shop',
      baseUrl: 'https://shop.example.com',
    });
    await session.value('setActiveProfile', { id: profile.id });
    await session.value('deleteProfile', { id: profile.id });
    const listed = await session.value('listProfiles', {});
    expect(listed.profiles.map((p) => p.id)).toEqual(['demo']);
    expect(listed.activeProfileId).toBe('demo');
  });

  it('reports a saved token as set and masked, never the token itself', async () => {
    const saved = await session.call('saveProfile', {
      name: 'Shop',
      baseUrl: 'https://shop.example.com',
      token: TOKEN,
    });
    expect(saved.ok).toBe(true);
    expect(JSON.stringify(saved)).not.toContain(TOKEN);
    const listed = await session.call('listProfiles', {});
    expect(JSON.stringify(listed)).not.toContain(TOKEN);
    const view = (listed as { value: Results['listProfiles'] }).value.profiles[1];
    expect(view).toMatchObject({ tokenSet: true, tokenHint: '••••9x7Q', tokenStorage: 'secure' });
    expect(await readFile(join(folder, 'profiles.json'), 'utf8')).not.toContain(TOKEN);
  });
});

describe('handlers: connections', () => {
  it('tests a draft against the demo server successfully', async () => {
    const status = await session.value('startDemo', undefined);
    const result = await session.value('testConnection', { draft: { name: 'Draft', baseUrl: status.url! } });
    expect(result.ok).toBe(true);
    expect(result.ok && result.data.company_name).toBe(DEMO_COMPANY);
  });

  it('says what normalizing a draft’s address removed (a trailing slash), and nothing for a clean one', async () => {
    const status = await session.value('startDemo', undefined);
    const slashed = await session.value('testConnection', {
      draft: { name: 'Draft', baseUrl: `${status.url!}/` },
    });
    expect(slashed).toMatchObject({ ok: true, notes: ['The trailing slash was removed.'] });
    const clean = await session.value('testConnection', { draft: { name: 'Draft', baseUrl: status.url! } });
    expect(clean.notes).toEqual([]);
    // A failed call keeps the notes: what was called is what the user should know.
    const port = await closedPort();
    const failed = await session.value('testConnection', {
      draft: { name: 'Draft', baseUrl: `http://127.0.0.1:${port}//`, timeoutMs: 5_000 },
    });
    expect(failed).toMatchObject({ ok: false, notes: ['The trailing slashes were removed.'] });
  });

  it('reports a draft pointing at a closed port as a refused network failure', async () => {
    const port = await closedPort();
    const result = await session.value('testConnection', {
      draft: { name: 'Draft', baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 5_000 },
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.failure).toMatchObject({ kind: 'network', reason: 'refused' });
  });

  it('refuses testConnection with neither a profile nor a draft', async () => {
    expect((await session.errorOf('testConnection', {})).code).toBe('INVALID_ARGUMENT');
  });

  it('starts the demo server on first use of the demo profile and answers getInfo from it', async () => {
    expect(demo.status().running).toBe(false);
    const result = await session.value('getInfo', { profileId: 'demo' });
    expect(result.ok && result.data.company_name).toBe(DEMO_COMPANY);
    expect(demo.status().running).toBe(true);
  });

  it('cancels a getInfo against a server that never answers, quickly, as cancelled', async () => {
    const silent = await startRawServer(() => undefined);
    const { profile } = await session.value('saveProfile', {
      name: 'Silent',
      baseUrl: silent.url,
      timeoutMs: 60_000,
    });
    const started = Date.now();
    const pending = session.call('getInfo', { profileId: profile.id, callId: 'call-1' });
    await until(() => silent.requests.length > 0, 5_000, 'the request reaching the silent server');
    expect(await session.value('cancelCall', { callId: 'call-1' })).toEqual({ cancelled: true });
    const result = await bounded(pending, 3_000, 'the cancelled getInfo settling');
    expect(result).toMatchObject({ ok: true, value: { ok: false, failure: { kind: 'cancelled' } } });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('reports cancelCall for an unknown call as not cancelled', async () => {
    expect(await session.value('cancelCall', { callId: 'no-such-call' })).toEqual({ cancelled: false });
  });
});

describe('handlers: links', () => {
  it.each([
    'http://example.com/',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'data:text/html,<script>alert(1)</script>',
    'https://user:secret@example.com/',
    'ftp://example.com/',
    'not a url',
    '',
  ])('refuses to open %j and never passes it on', async (url) => {
    expect((await session.errorOf('openExternal', { url })).code).toBe('INVALID_ARGUMENT');
    expect(opened).toEqual([]);
  });

  it('opens an https link through the host', async () => {
    expect(await session.value('openExternal', { url: 'https://example.com/help?x=1' })).toEqual({
      opened: true,
    });
    expect(opened).toEqual(['https://example.com/help?x=1']);
  });
});

describe('handlers: the theme', () => {
  it('hands the theme to the host, and answers applied: false where there is none (the web host)', async () => {
    expect(await session.value('setTheme', { theme: 'dark' })).toEqual({ applied: false });
    const applied: string[] = [];
    const desktop = createHandlerSession({
      profiles,
      demo,
      capturesDir: join(folder, 'captures'),
      appearance: {
        setTheme: async (theme) => Boolean(applied.push(theme)),
        setLanguage: async () => false,
        language: () => 'en',
      },
    });
    expect(await desktop.value('setTheme', { theme: 'light' })).toEqual({ applied: true });
    expect(applied).toEqual(['light']);
    expect((await desktop.errorOf('setTheme', { theme: 'purple' })).code).toBe('INVALID_ARGUMENT');
  });
});

describe('handlers: the language', () => {
  it('hands the app’s language to the host, and answers applied: false where there is none (the web host)', async () => {
    expect(await session.value('setLanguage', { language: 'de' })).toEqual({ applied: false });
    const told: string[] = [];
    const desktop = createHandlerSession({
      profiles,
      demo,
      capturesDir: join(folder, 'captures'),
      appearance: {
        setTheme: async () => true,
        setLanguage: async (language) => Boolean(told.push(language)),
        language: () => 'en',
      },
    });
    expect(await desktop.value('setLanguage', { language: 'pl' })).toEqual({ applied: true });
    expect(await desktop.value('setLanguage', { language: 'system' })).toEqual({ applied: true });
    expect(told).toEqual(['pl', 'system']);
    for (const language of ['klingon', 'DE', '', 'de-AT'])
      expect((await desktop.errorOf('setLanguage', { language })).code, language).toBe('INVALID_ARGUMENT');
    expect((await desktop.errorOf('setLanguage', { language: 'de', extra: 1 })).code).toBe(
      'INVALID_ARGUMENT',
    );
  });
});

describe('handlers: demo server', () => {
  it('refuses a bad dataset with DATASET_INVALID and keeps the running demo serving', async () => {
    const running = await session.value('startDemo', undefined);
    expect(running).toMatchObject({ running: true, companyName: DEMO_COMPANY });
    // Named by the renderer: relative to the captures folder (dataset-paths.ts).
    const captures = join(folder, 'captures');
    const notJson = await writeDatasetFolder('{ "format": "retail-inspector/dataset@1", ', {}, captures);
    const badShape = await writeDatasetFolder(
      { ...validDatasetDocument(), categories: [{ id: 'x' }] },
      {},
      captures,
    );
    for (const file of [notJson.file, badShape.file, join(captures, 'missing.json')]) {
      const error = await session.errorOf('startDemo', { datasetFile: relative(captures, file) });
      expect(error.code).toBe('DATASET_INVALID');
      expect(await session.value('demoStatus', undefined)).toEqual(running);
    }
    const res = await rawRequest(running.url!, '/api/v2/auth/info');
    expect(res.status).toBe(200);
    expect((res.json() as { company_name: string }).company_name).toBe(DEMO_COMPANY);
  });

  it('stops the demo server so its URL no longer answers', async () => {
    const running = await session.value('startDemo', undefined);
    const stopped = await session.value('stopDemo', undefined);
    expect(stopped).toMatchObject({ running: false, url: null });
    await expect(rawRequest(running.url!, '/api/v2/auth/info', { timeoutMs: 2_000 })).rejects.toThrow();
  });

  it('stops a demo server that is still starting, so none is left running (quit during start-up)', async () => {
    const starting = demo.start();
    const stopped = await demo.stop();
    expect(stopped).toMatchObject({ running: false, url: null });
    const started = await starting;
    expect(demo.status().running).toBe(false);
    await expect(rawRequest(started.url!, '/api/v2/auth/info', { timeoutMs: 2_000 })).rejects.toThrow();
  });
});

describe('handlers: request log', () => {
  it('masks the token in every listed request and every body of a token-protected installation', async () => {
    const data = await writeDatasetFolder();
    cleanups.push(data.cleanup);
    const server = await startTrackedServer({ dataset: await loadDataset(data.file), tokens: [TOKEN] });
    const { profile } = await session.value('saveProfile', {
      name: 'Protected',
      baseUrl: server.url,
      token: TOKEN,
    });
    const categories = await session.call('getCategories', { profileId: profile.id });
    expect(categories).toMatchObject({ ok: true, value: { ok: true, data: { count: 4 } } });
    expect(await session.value('getInfo', { profileId: profile.id })).toMatchObject({ ok: true });
    expect(await session.value('testConnection', { profileId: profile.id })).toMatchObject({ ok: true });
    const draft = await session.value('testConnection', {
      draft: { id: profile.id, name: 'Protected', baseUrl: server.url },
    });
    expect(draft).toMatchObject({ ok: true });

    const listed = await session.call('listRequests', undefined);
    const entries = (listed as { value: Results['listRequests'] }).value;
    expect(entries.length).toBeGreaterThanOrEqual(6);
    expect(entries.some((e) => e.url.includes('et_auth_token=***'))).toBe(true);
    const serialized = [JSON.stringify(categories), JSON.stringify(listed)];
    for (const entry of entries)
      serialized.push(JSON.stringify(await session.call('getRequestBody', { id: entry.id })));
    for (const text of serialized) {
      expect(text).not.toContain(TOKEN);
      expect(text).not.toContain(encodeURIComponent(TOKEN));
    }
  });

  /** An installation that echoes the token: in image URLs (spelt by `spell`) and in its errors. */
  async function echoingInstallation(spell: (json: string) => string) {
    const echo = await startHttpServer((req, res) => {
      const token = new URL(req.url ?? '/', 'http://x').searchParams.get('et_auth_token') ?? '';
      res.setHeader('content-type', 'application/json');
      if (req.url?.startsWith('/api/v2/auth/info')) {
        res.end(JSON.stringify({ status: false, error: `Session for ${TOKEN} has expired` }));
      } else if (token === TOKEN) {
        const image = spell(JSON.stringify(`https://cdn.example.com/a.png?et_auth_token=${token}`));
        res.end(`{"status":true,"rows":[{"id":"1","code":"A","name":"A","slug":null,"image":${image}}]}`);
      } else {
        res.statusCode = 401;
        res.end(JSON.stringify({ status: false, error: `token ${token} is unknown` }));
      }
    });
    const { profile } = await session.value('saveProfile', { name: 'Echo', baseUrl: echo.url, token: TOKEN });
    const results: Result<unknown>[] = [
      await session.call('getCategories', { profileId: profile.id }),
      await session.call('getInfo', { profileId: profile.id }),
      await session.call('testConnection', { profileId: profile.id }),
      await session.call('listRequests', undefined),
    ];
    const entries = (results[3] as { value: Results['listRequests'] }).value;
    expect(entries).toHaveLength(3);
    expect(results[0]).toMatchObject({ ok: true, value: { ok: true } });
    const bodies: string[] = [];
    for (const entry of entries) {
      const body = await session.call('getRequestBody', { id: entry.id });
      results.push(body);
      bodies.push((body as { value: { text: string } | null }).value?.text ?? '""');
    }
    return { results, bodies };
  }

  it('masks the token that an installation echoes in bodies and error messages', async () => {
    // Escaped as PHP's json_encode writes it by default: "/" as "\/".
    const { results } = await echoingInstallation((json) => json.replaceAll('/', '\\/'));
    for (const result of results) expect(JSON.stringify(result)).not.toContain(TOKEN);
  });

  it('masks the token in raw bodies even where the installation spells it with \\u escapes', async () => {
    const { results, bodies } = await echoingInstallation((json) => json.replace('H', '\\u0048'));
    for (const result of results) expect(JSON.stringify(result)).not.toContain(TOKEN);
    // The raw view shows each body as JSON text: decoded, no spelling of the token may survive.
    for (const text of bodies) expect(JSON.stringify(JSON.parse(text))).not.toContain(TOKEN);
  });
});

describe('dispatch', () => {
  const garbage: unknown[] = [
    null,
    [],
    [{}],
    'listProfiles',
    '',
    0,
    -1,
    1e308,
    Number.MAX_VALUE,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    true,
    JSON.parse('{"__proto__": {"polluted": true}}'),
    { constructor: { prototype: { polluted: true } } },
    { then: 'not a function' },
    { [TOKEN]: TOKEN },
    JSON.parse(`${'['.repeat(2_000)}${']'.repeat(2_000)}`),
  ];

  it('answers garbage arguments to every method with INVALID_ARGUMENT, never a throw', async () => {
    for (const method of METHODS) {
      for (const args of garbage) {
        const result = await session.call(method, args);
        expect(result, `${method}(${String(JSON.stringify(args)).slice(0, 40)})`).toMatchObject({
          ok: false,
          error: { code: 'INVALID_ARGUMENT' },
        });
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(demo.status().running).toBe(false);
  });

  it('resolves to a Result for arbitrary values on every method', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...METHODS), fc.anything({ maxDepth: 3 }), async (method, args) => {
        const result = await bounded(session.call(method, args), 5_000, `${method} settling`);
        expect(typeof result.ok).toBe('boolean');
        if (!result.ok) {
          expect(ERROR_CODES).toContain(result.error.code);
          expect(typeof result.error.message).toBe('string');
        }
      }),
      { numRuns: 300 },
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('turns an unexpected throw into INTERNAL with the known tokens masked', async () => {
    await session.value('saveProfile', { name: 'Shop', baseUrl: 'https://shop.example.com', token: TOKEN });
    const broken: Handlers = {
      ...session.handlers,
      listRequests: async () => {
        throw new TypeError(`boom near ${TOKEN}`);
      },
      clearRequests: async () => {
        throw new AppError('PROFILE_STORE', `cannot save ${TOKEN}`);
      },
    };
    const mask = (text: string) => profiles.maskSecrets(text);
    const internal = await dispatch(broken, 'listRequests', undefined, mask);
    expect(internal).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
    const expected = await dispatch(broken, 'clearRequests', undefined, mask);
    expect(expected).toMatchObject({ ok: false, error: { code: 'PROFILE_STORE' } });
    expect(JSON.stringify([internal, expected])).not.toContain(TOKEN);
  });

  it('knows the contract methods and nothing inherited', () => {
    for (const method of METHODS) expect(isMethodName(method)).toBe(true);
    for (const name of [
      '__proto__',
      'constructor',
      'toString',
      'hasOwnProperty',
      'valueOf',
      'invoke',
      'send',
      '',
    ])
      expect(isMethodName(name)).toBe(false);
  });
});
