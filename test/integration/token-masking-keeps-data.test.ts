// Masking is for what is shown, never a rewrite of data: the tokens of the field report (`1`,
// `8400`, `bio`, `wrong`) also occur in an installation's data and text, as an IP address, an
// account number, a category name and an error message. The built command line (check, export,
// capture) and the app's snapshots must keep those values, while the token itself stays masked
// where it stands as the token (the et_auth_token parameter). A 40-character token is masked
// wherever an installation echoes it, a numeric echo included.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '../../electron/core/handlers';
import type { AppServices } from '../../electron/core/host/app-services';
import type { ArgsOf, Results } from '../../shared/ipc-contract';
import type { MethodName } from '../../shared/ipc-methods';
import type { Result } from '../../shared/result';
import { describeRun, killAllClis, runCli } from '../helpers/cli-process';
import { conformingInfo, json, startFakeInstallation, type Reply } from '../helpers/fake-installation';
import { closeAllServers, type LocalServer } from '../helpers/local-servers';
import { createTestAppServices } from '../helpers/test-app-services';

const LONG_TOKEN = 'Zk3vQ9xR2mWp7LtB0sHc4YdN8eUa6JgF1iKo5qTy';

let work: string;
const cleanups: (() => Promise<unknown>)[] = [];

beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'ri-short-token-'));
  cleanups.push(() => rm(work, { recursive: true, force: true }));
});

afterEach(async () => {
  await killAllClis();
  await closeAllServers();
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

/** Rows whose names and codes hold the short tokens as ordinary words and numbers. */
function rows(base: string): Record<string, unknown>[] {
  return [
    { id: '1', code: 'BIO', name: 'bio Gemüse', slug: 'bio', image: `${base}/img/1.svg` },
    { id: '8400', code: '8400', name: 'Konto 8400', slug: null, image: `${base}/img/2.svg` },
    { id: '3', code: 'W', name: 'wrong size returns', slug: 'wrong', image: `${base}/img/3.svg` },
  ];
}

/** An installation that needs `token` for categories and answers "wrong token" otherwise. */
function installation(token: string, info: (base: string) => Record<string, unknown>): Promise<LocalServer> {
  const categories = (req: { url?: string }, base: string): Reply => {
    const given = new URL(req.url ?? '/', base).searchParams.get('et_auth_token');
    return given === token
      ? json({ status: true, rows: rows(base) })
      : json({ status: false, error: 'wrong token: ask your administrator for a new one' }, 401);
  };
  return startFakeInstallation({ info: (_req, base) => json(info(base)), categories });
}

const shopInfo = (base: string) => ({
  ...conformingInfo(base),
  company_name: 'bio Markt 1',
  default_sales_account: '8400',
});

describe('short tokens on the command line', () => {
  it.each(['1', '8400', 'bio'])(
    'checks with the token %j as conforming, printing the address and data it also spells',
    async (token) => {
      const shop = await installation(token, shopInfo);
      const run = await runCli(['check', '--base-url', shop.url, '--json'], {
        RETAIL_INSPECTOR_TOKEN: token,
      });
      expect(run.code, describeRun(run)).toBe(0);
      const report = JSON.parse(run.stdout) as {
        baseUrl: string;
        checks: { id: string }[];
        calls: { categories: { url: string } };
      };
      expect(report.baseUrl).toBe(shop.url);
      expect(report.checks.map((c) => c.id)).not.toContain('categories.tolerated.token-echo');
      // The token where it stands as the token: masked.
      expect(report.calls.categories.url).toBe(`${shop.url}/api/v2/products/getcategorys?et_auth_token=***`);
      const human = await runCli(['check', '--base-url', shop.url], { RETAIL_INSPECTOR_TOKEN: token });
      expect(human.stdout).toContain(`Checking ${shop.url}`);
    },
  );

  it('exports names, codes and ids holding the token "bio" and "8400" unchanged', async () => {
    for (const token of ['bio', '8400']) {
      const shop = await installation(token, shopInfo);
      const run = await runCli(['export', '--base-url', shop.url, '--format', 'json'], {
        RETAIL_INSPECTOR_TOKEN: token,
      });
      expect(run.code, describeRun(run)).toBe(0);
      const exported = JSON.parse(run.stdout) as Record<string, unknown>[];
      expect(exported.map((row) => [row.id, row.code, row.name])).toEqual([
        ['1', 'BIO', 'bio Gemüse'],
        ['8400', '8400', 'Konto 8400'],
        ['3', 'W', 'wrong size returns'],
      ]);
      expect(run.stdout).not.toContain('***');
    }
  });

  it('captures the settings and rows with the token "8400" as the installation sent them', async () => {
    const shop = await installation('8400', shopInfo);
    const out = join(work, 'shop.json');
    const run = await runCli(['capture', '--base-url', shop.url, '--out', out], {
      RETAIL_INSPECTOR_TOKEN: '8400',
    });
    expect(run.code, describeRun(run)).toBe(0);
    const dataset = JSON.parse(await readFile(out, 'utf8')) as {
      info: Record<string, string>;
      categories: Record<string, unknown>[];
    };
    expect(dataset.info.default_sales_account).toBe('8400');
    expect(dataset.info.company_name).toBe('bio Markt 1');
    expect(dataset.categories.map((row) => row.id)).toEqual(['1', '8400', '3']);
  });

  it('shows a refusal of the wrong token "wrong" with the installation\'s own words, and no echo warning', async () => {
    const shop = await installation('right-token-on-the-shop', shopInfo);
    const run = await runCli(['check', '--base-url', shop.url], { RETAIL_INSPECTOR_TOKEN: 'wrong' });
    expect(run.stdout, describeRun(run)).toContain('wrong token: ask your administrator for a new one');
    expect(run.stdout).not.toContain('token-echo');
    expect(run.stdout).not.toContain('***');
    expect(run.code).not.toBe(0);
  });
});

describe('a long token that is also data', () => {
  it.each([
    ['Vollkornbrot', 'a category name'],
    ['12345678', 'a category id'],
  ])('checks with the token %j, also %s, as conforming, with no echo warning', async (token) => {
    const shop = await startFakeInstallation({
      categories: (req, base) => {
        const given = new URL(req.url ?? '/', base).searchParams.get('et_auth_token');
        if (given !== token) return json({ status: false, error: 'wrong token' }, 401);
        return json({
          status: true,
          rows: [
            { id: '12345678', code: 'VK', name: 'Vollkornbrot', slug: null, image: `${base}/img/1.svg` },
            { id: '2', code: 'B', name: 'Brötchen', slug: null, image: `${base}/img/2.svg` },
          ],
        });
      },
    });
    const run = await runCli(['check', '--base-url', shop.url, '--json'], { RETAIL_INSPECTOR_TOKEN: token });
    expect(run.code, describeRun(run)).toBe(0);
    const report = JSON.parse(run.stdout) as { outcome: string; checks: { id: string }[] };
    expect(report.outcome).toBe('conforms');
    expect(report.checks.map((c) => c.id)).not.toContain('categories.tolerated.token-echo');
    expect(run.stdout).not.toContain(token);
  });
});

describe('a long token echoed by an installation', () => {
  it('is masked in the capture wherever it is echoed, as text or as a JSON number', async () => {
    const numeric = '123456789012345678';
    for (const token of [LONG_TOKEN, numeric]) {
      const shop = await startFakeInstallation({
        info: (_req, base) => json({ ...conformingInfo(base), company_name: `Shop ${token}` }),
        categories: (_req, base) => ({
          status: 200,
          headers: { 'content-type': 'application/json; charset=utf-8' },
          body: JSON.stringify({ status: true, rows: rows(base) }).replace(
            '"code":"W"',
            `"code":"W","echo":${token === numeric ? token : JSON.stringify(token)}`,
          ),
        }),
      });
      const out = join(work, `echo-${token.length}.json`);
      const run = await runCli(['capture', '--base-url', shop.url, '--out', out], {
        RETAIL_INSPECTOR_TOKEN: token,
      });
      expect(run.code, describeRun(run)).toBe(0);
      const text = await readFile(out, 'utf8');
      expect(text).not.toContain(token);
      const dataset = JSON.parse(text) as {
        info: { company_name: string };
        categories: { echo?: unknown }[];
      };
      expect(dataset.info.company_name).toBe('Shop ***');
      expect(dataset.categories[2]!.echo).toBe('***');
    }
  });
});

describe('snapshots of a connection with a short token', () => {
  let services: AppServices;

  async function call<M extends MethodName>(method: M, args: ArgsOf<M>): Promise<Results[M]> {
    const result = (await dispatch(services.handlers, method, args, services.mask)) as Result<Results[M]>;
    if (!result.ok) throw new Error(`${method}: ${result.error.code} ${result.error.message}`);
    return result.value;
  }

  it('keeps the account number and names that spell the token "8400"', async () => {
    const shop = await installation('8400', shopInfo);
    services = await createTestAppServices(work);
    cleanups.push(() => services.dispose());
    const { profile } = await call('saveProfile', { name: 'Shop', baseUrl: shop.url, token: '8400' });
    const [info, categories] = await Promise.all([
      call('getInfo', { profileId: profile.id }),
      call('getCategories', { profileId: profile.id }),
    ]);
    expect(info.ok && categories.ok).toBe(true);
    if (info.ok) expect(info.data.default_sales_account).toBe('8400');
    await services.snapshotRecorder.settled();
    const folder = join(work, 'snapshots', profile.id);
    const file = (await readdir(folder)).find((name) => /^\d{8}T\d{9}Z-[0-9a-f]{16}\.json$/.test(name))!;
    const snapshot = JSON.parse(await readFile(join(folder, file), 'utf8')) as {
      info: Record<string, string>;
      categories: Record<string, unknown>[];
    };
    expect(snapshot.info.default_sales_account).toBe('8400');
    expect(snapshot.categories[1]).toMatchObject({ id: '8400', code: '8400', name: 'Konto 8400' });
  });
});
