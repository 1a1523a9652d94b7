// The desktop window's security policy without an Electron binary: the policy's data and predicates,
// the CSP, the static-file resolver, the external-link check, the IPC and app:// adapters against a
// stand-in `electron` module, and static checks of the Electron sources (window creation, preload).
// Main itself is booted in test/integration/electron-main-boot.test.ts.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import fc from 'fast-check';
import ts from 'typescript';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Handlers } from '../../electron/core/handlers';
import { safeExternalUrl } from '../../electron/core/platform/safe-external-url';
import { DESKTOP_RENDERER_CSP, RENDERER_CSP, resolveStaticPath } from '../../electron/core/host/static-files';
import { registerIpcHandlers } from '../../electron/adapters/ipc-registration';
import {
  isAllowedNavigation,
  isPermissionGranted,
  isTrustedSender,
  PERMISSIONS_GRANTED,
  REQUIRED_WEB_PREFERENCES,
} from '../../electron/shell/window-policy';
import { DROPPED_FILE_CHANNEL, METHODS, methodChannel } from '../../shared/ipc-methods';
import { REPO_ROOT, repoPath } from '../helpers/repo-paths';

const source = (path: string) => readFileSync(repoPath(path), 'utf8');

/** The code of a TypeScript file with every comment removed (strings, such as 'app://', kept). */
function codeOf(path: string): string {
  const file = ts.createSourceFile(path, source(path), ts.ScriptTarget.Latest, true);
  return ts.createPrinter({ removeComments: true }).printFile(file);
}

/** Every node of a TypeScript file, depth first. */
function nodesOf(path: string): ts.Node[] {
  const file = ts.createSourceFile(path, source(path), ts.ScriptTarget.Latest, true);
  const nodes: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    nodes.push(node);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return nodes;
}

/** The electron/ sources, relative to the repository. */
function electronSources(dir = 'electron'): string[] {
  const ls = ts.sys.readDirectory(repoPath(dir), ['.ts'], undefined, undefined);
  return ls.map((file) => file.slice(REPO_ROOT.length).replace(/^\//, ''));
}

function cspDirectives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  vi.doUnmock('electron');
  vi.resetModules();
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

describe('window policy: web preferences', () => {
  it('requires isolation, the sandbox and web security, and forbids Node everywhere', () => {
    expect(REQUIRED_WEB_PREFERENCES).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      webviewTag: false,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
    });
  });

  it('has the one BrowserWindow created with every required preference, written out literally', () => {
    const creations = electronSources().flatMap((file) =>
      nodesOf(file)
        .filter((n) => ts.isNewExpression(n) && n.expression.getText() === 'BrowserWindow')
        .map(() => file),
    );
    expect(creations).toEqual(['electron/adapters/create-window.ts']);

    const preferences = nodesOf('electron/adapters/create-window.ts').find(
      (n): n is ts.PropertyAssignment => ts.isPropertyAssignment(n) && n.name.getText() === 'webPreferences',
    );
    expect(preferences).toBeDefined();
    const literal = preferences!.initializer;
    expect(ts.isObjectLiteralExpression(literal)).toBe(true);
    const properties = (literal as ts.ObjectLiteralExpression).properties;
    // A spread could override any of them after the fact.
    expect(properties.every((p) => ts.isPropertyAssignment(p))).toBe(true);
    const set = new Map(
      properties.map((p) => [p.name!.getText(), (p as ts.PropertyAssignment).initializer.getText()]),
    );
    for (const [name, expected] of Object.entries(REQUIRED_WEB_PREFERENCES))
      expect(set.get(name), name).toBe(JSON.stringify(expected).replaceAll('"', "'"));
    expect(set.size).toBe(properties.length);
  });

  it('never weakens the sandbox, isolation or web security anywhere in electron/', () => {
    const weakening =
      /\b(?:sandbox|contextIsolation|webSecurity)\s*:\s*false\b|\b(?:nodeIntegration\w*|webviewTag|allowRunningInsecureContent|experimentalFeatures)\s*:\s*true\b/;
    for (const file of electronSources()) expect(codeOf(file), file).not.toMatch(weakening);
  });
});

describe('window policy: navigation and senders', () => {
  it('allows navigation within app://inspector (pages, the root, in-app routes)', () => {
    for (const url of [
      'app://inspector/index.html',
      'app://inspector/',
      'app://inspector/index.html#/categories',
    ])
      expect(isAllowedNavigation(url), url).toBe(true);
  });

  it.each([
    'file:///index.html',
    'file:///etc/passwd',
    'http://127.0.0.1:4181/',
    'http://localhost/',
    'https://example.com/',
    'app://other/index.html',
    'app://inspector.evil.example/index.html',
    'app://evil@inspector.example/',
    'javascript:alert(1)',
    'data:text/html,<h1>x</h1>',
    'about:blank',
    'null',
    '',
    // An installation's image served on the app's origin is no page of the app.
    'app://inspector/remote-image?url=http%3A%2F%2F127.0.0.1%3A4180%2Fimage.svg',
  ])('refuses navigation to %j', (url) => {
    expect(isAllowedNavigation(url)).toBe(false);
  });

  it('trusts the app main frame served from the app origin', () => {
    expect(isTrustedSender({ url: 'app://inspector/index.html', isMainFrame: true })).toBe(true);
  });

  it('distrusts subframes, other origins and missing frames', () => {
    expect(isTrustedSender({ url: 'app://inspector/index.html', isMainFrame: false })).toBe(false);
    expect(isTrustedSender({ url: 'https://example.com/', isMainFrame: true })).toBe(false);
    expect(isTrustedSender({ url: 'file:///index.html', isMainFrame: true })).toBe(false);
    expect(isTrustedSender({ url: 'app://other/index.html', isMainFrame: true })).toBe(false);
    expect(isTrustedSender(null)).toBe(false);
  });
});

describe('window policy: permissions', () => {
  const APP_TOP = { isMainFrame: true, requestingUrl: 'app://inspector/index.html' };

  it('grants only clipboard-sanitized-write, which navigator.clipboard.writeText asks for', () => {
    expect(PERMISSIONS_GRANTED).toEqual(['clipboard-sanitized-write']);
  });

  it("grants it to the app's top frame, asked (requestingUrl) or checked (origins)", () => {
    expect(isPermissionGranted('clipboard-sanitized-write', APP_TOP)).toBe(true);
    expect(
      isPermissionGranted('clipboard-sanitized-write', {
        ...APP_TOP,
        requestingOrigin: 'app://inspector/',
        embeddingOrigin: 'app://inspector/',
      }),
    ).toBe(true);
  });

  it.each([
    ['a subframe of the app', { isMainFrame: false, requestingUrl: 'app://inspector/index.html' }],
    ['a top frame elsewhere', { isMainFrame: true, requestingUrl: 'https://evil.example/' }],
    ['another origin checking', { isMainFrame: true, requestingOrigin: 'https://evil.example/' }],
    [
      'an app frame embedded elsewhere',
      { isMainFrame: true, requestingUrl: 'app://inspector/', embeddingOrigin: 'https://evil.example/' },
    ],
    ['a check without any address', { isMainFrame: true }],
    ['an opaque origin', { isMainFrame: true, requestingOrigin: 'null' }],
  ])('refuses it to %s', (_label, asker) => {
    expect(isPermissionGranted('clipboard-sanitized-write', asker)).toBe(false);
  });

  it.each(['clipboard-read', 'media', 'notifications', 'geolocation', 'local-network-access', 'unknown'])(
    'refuses %s even to the app window',
    (permission) => {
      expect(isPermissionGranted(permission, APP_TOP)).toBe(false);
    },
  );
});

describe('IPC registration', () => {
  const chosen: string[] = [];
  function registered(answer: unknown = [], maxAnswerBytes?: number) {
    const channels = new Map<string, (event: unknown, args: unknown) => unknown>();
    const ipcMain = {
      handle: (channel: string, listener: (event: unknown, args: unknown) => unknown) =>
        channels.set(channel, listener),
      removeHandler: (channel: string) => channels.delete(channel),
    };
    const handlers = { listRequests: async () => answer } as unknown as Handlers;
    const choose = async (path: string) => (chosen.push(path), { ok: true as const, value: path });
    const unregister = registerIpcHandlers(ipcMain as never, handlers, (t) => t, choose, maxAnswerBytes);
    return { channels, unregister };
  }

  const eventFrom = (frameUrl: string, isMainFrame: boolean) => {
    const frame = { url: frameUrl };
    return { senderFrame: frame, sender: { mainFrame: isMainFrame ? frame : { url: frameUrl } } };
  };

  function invokeFrom(frameUrl: string, isMainFrame: boolean) {
    const { channels } = registered();
    return channels.get(methodChannel('listRequests'))!(eventFrom(frameUrl, isMainFrame), undefined);
  }

  it('registers one prefixed channel per method, and the dropped-file channel, and removes them all again', () => {
    const { channels, unregister } = registered();
    expect([...channels.keys()].sort()).toEqual(
      [...METHODS.map((m) => `inspector:${m}`), DROPPED_FILE_CHANNEL].sort(),
    );
    unregister();
    expect(channels.size).toBe(0);
  });

  it('replaces an answer too large for IPC by a message saying so', async () => {
    const { channels } = registered([{ name: 'x'.repeat(600) }], 1_000);
    expect(
      await channels.get(methodChannel('listRequests'))!(
        eventFrom('app://inspector/index.html', true),
        undefined,
      ),
    ).toEqual({
      ok: false,
      error: {
        code: 'INTERNAL',
        message:
          'The answer to listRequests is too large to send to the window: more than the 1 MB that can pass in one call. Use the command line for data this large (retail-inspector check, export or diff).',
      },
    });
  });

  it("takes a dropped file's path from the app window only, and nothing but a path", async () => {
    chosen.length = 0;
    const { channels } = registered();
    const dropped = channels.get(DROPPED_FILE_CHANNEL)!;
    expect(await dropped(eventFrom('app://inspector/index.html', true), '/home/me/shop.json')).toEqual({
      ok: true,
      value: '/home/me/shop.json',
    });
    const notTheApp = {
      ok: false,
      error: { code: 'INVALID_ARGUMENT', message: 'Calls are accepted only from the app window.' },
    };
    expect(await dropped(eventFrom('app://inspector/index.html', false), '/etc/sub.json')).toEqual(notTheApp);
    expect(await dropped(eventFrom('https://evil.example/', true), '/etc/evil.json')).toEqual(notTheApp);
    for (const notAPath of [{ path: '/x' }, '', 'x'.repeat(5_000)])
      expect(await dropped(eventFrom('app://inspector/index.html', true), notAPath)).toMatchObject({
        ok: false,
        error: {
          code: 'INVALID_ARGUMENT',
          message: expect.stringContaining('path of at most 4,096 characters'),
        },
      });
    expect(chosen).toEqual(['/home/me/shop.json']);
  });

  it('answers calls from the app window main frame', async () => {
    expect(await invokeFrom('app://inspector/index.html', true)).toEqual({ ok: true, value: [] });
  });

  it('refuses calls from subframes and other origins without running the handler', async () => {
    for (const [url, main] of [
      ['app://inspector/index.html', false],
      ['https://example.com/', true],
      ['file:///index.html', true],
    ] as const) {
      expect(await invokeFrom(url, main)).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
    }
  });
});

describe('renderer content security policy', () => {
  const directives = cspDirectives(RENDERER_CSP);

  it('allows no inline script or style and no eval', () => {
    expect(RENDERER_CSP).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|wasm-unsafe-eval|\*/);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('style-src')).toEqual(["'self'"]);
  });

  it('defaults to self, allows no plugins, framing, base or form targets', () => {
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    expect(directives.get('form-action')).toEqual(["'none'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
  });

  it('allows images from http, https and data URLs', () => {
    expect(directives.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'http:', 'https:', 'data:']));
  });

  it('lets the desktop page load images only from the app itself and data: URLs (main fetches the rest)', () => {
    const desktop = cspDirectives(DESKTOP_RENDERER_CSP);
    expect(desktop.get('img-src')).toEqual(["'self'", 'data:']);
    desktop.set('img-src', directives.get('img-src')!);
    expect(Object.fromEntries(desktop)).toEqual(Object.fromEntries(directives));
  });

  it('matches the policy in renderer/index.html, except frame-ancestors which only a header can set', () => {
    const html = source('renderer/index.html');
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/i.exec(html);
    expect(meta).not.toBeNull();
    const fromHtml = cspDirectives(meta![1]!);
    const fromHeader = new Map(directives);
    fromHeader.delete('frame-ancestors');
    expect(Object.fromEntries(fromHtml)).toEqual(Object.fromEntries(fromHeader));
  });
});

describe('resolveStaticPath', () => {
  const root = join(tmpdir(), 'ri-static-root');

  it('resolves / and the empty path to index.html', () => {
    expect(resolveStaticPath(root, '/')).toBe(join(root, 'index.html'));
    expect(resolveStaticPath(root, '')).toBe(join(root, 'index.html'));
    expect(resolveStaticPath(root, '/?x=1#y')).toBe(join(root, 'index.html'));
  });

  it('resolves files inside the root, decoding percent escapes once', () => {
    expect(resolveStaticPath(root, '/assets/app.js?v=2#top')).toBe(join(root, 'assets', 'app.js'));
    expect(resolveStaticPath(root, '/images/k%C3%A4se%201.svg')).toBe(join(root, 'images', 'käse 1.svg'));
  });

  it.each([
    '/..',
    '/../package.json',
    '/../../etc/passwd',
    '/assets/../../package.json',
    '/assets/../index.html',
    '/./index.html',
    '/%2e%2e/package.json',
    '/%2E%2E/package.json',
    '/%2e%2e%2fpackage.json',
    '/..%2fpackage.json',
    '/..%2Fpackage.json',
    '/.%2e/package.json',
    '/%252e%252e/package.json',
    '/..\\package.json',
    '\\..\\package.json',
    '/%5c..%5cpackage.json',
    '/assets%5c..%5c..%5cpackage.json',
    '/index.html%00.js',
    '/%00',
    '/%',
    '/%zz',
    '/%c0%ae%c0%ae/package.json',
  ])('refuses %j', (path) => {
    expect(resolveStaticPath(root, path)).toBeNull();
  });

  it('never resolves any path outside the root', () => {
    const piece = fc.constantFrom(
      '..',
      '.',
      '%2e',
      '%2E',
      '%2f',
      '%5c',
      '\\',
      '/',
      'a',
      '%00',
      '%25',
      'index.html',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(piece, fc.string()), { maxLength: 12 }), (pieces) => {
        const resolved = resolveStaticPath(root, pieces.join(''));
        expect(resolved === null || resolved.startsWith(root + sep)).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('safeExternalUrl', () => {
  it('accepts https links and returns them normalized', () => {
    expect(safeExternalUrl('https://example.com/help?q=1#a')).toBe('https://example.com/help?q=1#a');
    expect(safeExternalUrl('HTTPS://Example.COM')).toBe('https://example.com/');
  });

  it.each([
    'http://example.com/',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'data:text/html,x',
    'mailto:a@example.com',
    'ftp://example.com/',
    'app://inspector/index.html',
    'https://user@example.com/',
    'https://user:secret@example.com/',
    'https://:secret@example.com/',
    '//example.com/',
    'example.com',
    'https://',
    '',
  ])('refuses %j', (url) => {
    expect(safeExternalUrl(url)).toBeNull();
  });
});

describe('app:// protocol handler', () => {
  it('serves renderer files with the CSP and nosniff and nothing outside the renderer or on other hosts', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'ri-app-protocol-'));
    cleanups.push(() => rm(parent, { recursive: true, force: true }));
    const rendererDir = join(parent, 'renderer');
    await mkdir(rendererDir);
    await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>app</title>');
    await writeFile(join(parent, 'secret.txt'), 'secret');
    let handler: ((request: { url: string }) => Promise<Response>) | undefined;
    vi.doMock('electron', () => ({
      protocol: {
        registerSchemesAsPrivileged: vi.fn(),
        handle: (_scheme: string, h: typeof handler) => (handler = h),
      },
    }));
    const { serveRenderer } = await import('../../electron/adapters/app-protocol');
    serveRenderer(rendererDir, async () => ({ ok: false, status: 502, reason: 'is not here' }));
    const index = await handler!({ url: 'app://inspector/index.html' });
    expect(index.status).toBe(200);
    expect(index.headers.get('content-security-policy')).toBe(DESKTOP_RENDERER_CSP);
    expect(index.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await index.text()).toContain('<title>app</title>');
    for (const url of [
      'app://inspector/../secret.txt',
      'app://inspector/%2e%2e/secret.txt',
      'app://inspector/..%2fsecret.txt',
      'app://other/index.html',
    ]) {
      const res = await handler!({ url });
      expect(res.status, url).toBe(404);
      expect(await res.text()).not.toContain('secret');
    }
  });
});

describe('preload', () => {
  it('exposes window.inspector once, built from per-method wrappers and on(), with no ipcRenderer in reach', () => {
    const code = codeOf('electron/preload.ts');
    expect(code.match(/exposeInMainWorld\(/g)).toHaveLength(1);
    expect(code).toMatch(/exposeInMainWorld\('inspector', Object\.freeze\(api\)\)/);
    // ipcRenderer is only ever called through (invoke, on, removeListener), never stored or handed over.
    const uses = nodesOf('electron/preload.ts').filter(
      (n): n is ts.Identifier => ts.isIdentifier(n) && n.text === 'ipcRenderer',
    );
    expect(uses.length).toBeGreaterThan(1);
    for (const use of uses) {
      if (ts.isImportSpecifier(use.parent)) continue;
      const access = use.parent;
      expect(ts.isPropertyAccessExpression(access) && access.expression === use, use.parent.getText()).toBe(
        true,
      );
      const member = (access as ts.PropertyAccessExpression).name.text;
      expect(['invoke', 'on', 'removeListener']).toContain(member);
      expect(ts.isCallExpression(access.parent) && access.parent.expression === access).toBe(true);
    }
    expect(code).not.toMatch(/api\.(?:invoke|send|sendSync|ipcRenderer)\b|api\[['"`](?:invoke|send)/);
    expect(code).not.toMatch(/\.send(?:Sync|ToHost)?\(/);
  });
});
