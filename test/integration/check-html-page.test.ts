// `check` against a web page that answers instead of data (the built command in a child process, a
// real stand-in on 127.0.0.1): its table says the status, the page's title and the server that sent
// it (named by the page or by its Server header) and what that means, never the page's HTML; --json
// keeps its report and adds the page's summary to the failed reachable check.
import { afterEach, describe, expect, it } from 'vitest';
import { describeRun, killAllClis, runCli } from '../helpers/cli-process';
import { IIS_502, IIS_SERVER_HEADER, LOGIN_PAGE_200, NGINX_502 } from '../helpers/error-pages';
import { startFakeInstallation, type Route } from '../helpers/fake-installation';
import { closeAllServers } from '../helpers/local-servers';

afterEach(async () => {
  await killAllClis();
  await closeAllServers();
});

const TOKEN = 'tok-HtmlPageCheck-5d1e9b07a3';

const page =
  (status: number, body: string, server?: string): Route =>
  () => ({
    status,
    headers: { 'content-type': 'text/html', ...(server === undefined ? {} : { server }) },
    body,
  });

/** The table line of check `id` and the lines of evidence under it. */
function block(stdout: string, id: string): string[] {
  const lines = stdout.split('\n');
  const start = lines.findIndex((line) => line.includes(` ${id} `));
  const end = lines.findIndex((line, i) => i > start && /^ {2}(PASS|WARN|FAIL) |^Result:/.test(line));
  return lines.slice(start, end).map((line) => line.trim());
}

interface Report {
  exitCode: number;
  cause: string | null;
  checks: { id: string; status: string; message: string; details: string[]; page?: unknown }[];
}

describe('retail-inspector check against a web page', () => {
  it("summarises nginx's 502 for both operations: status, title, server, meaning; no HTML", async () => {
    const nginx = page(502, NGINX_502);
    const stand = await startFakeInstallation({ info: nginx, categories: nginx });
    const run = await runCli(['check', '--base-url', stand.url, '--timeout', '3000']);
    expect(run.code, describeRun(run)).toBe(2);
    for (const id of ['info.reachable', 'categories.reachable']) {
      const [line, summary, action] = block(run.stdout, id);
      expect(line).toMatch(
        /^FAIL +\S+ +The server answered HTTP 502 Bad Gateway with a web page instead of data \(.* HTTP 502, \d+ bytes\)$/,
      );
      expect(summary).toBe(
        '“502 Bad Gateway” (nginx/1.25.3). A proxy between this computer and the installation could not reach it.',
      );
      expect(action).toMatch(/^Try again in a few minutes/);
    }
    expect(run.stdout).not.toMatch(/<|padding to disable/);
    expect(run.stdout).toMatch(
      /^Result: could not be checked: a server or proxy in front of the installation failed/m,
    );
  });

  it('--json keeps the report and adds the page to the failed reachable check', async () => {
    const nginx = page(502, NGINX_502, 'nginx/1.25.3');
    const stand = await startFakeInstallation({ info: nginx, categories: nginx });
    const run = await runCli(['check', '--base-url', stand.url, '--json']);
    const report = JSON.parse(run.stdout) as Report;
    expect(report).toMatchObject({ exitCode: 2, cause: 'gateway-error', ok: false, outcome: 'not-checked' });
    const info = report.checks.find((c) => c.id === 'info.reachable')!;
    expect(info).toMatchObject({
      status: 'fail',
      title: 'GET /api/v2/auth/info answers with JSON',
      page: { title: '502 Bad Gateway', server: 'nginx/1.25.3', text: '502 Bad Gateway\nnginx/1.25.3' },
    });
    expect(info.details[0]).toMatch(/^“502 Bad Gateway” \(nginx\/1\.25\.3\)\./);
    // Only a failure answered by a page has one.
    expect(report.checks.filter((c) => 'page' in c).map((c) => c.id)).toEqual([
      'info.reachable',
      'categories.reachable',
    ]);
  });

  it('names the server from its Server header when the page names none (IIS)', async () => {
    const iis = page(502, IIS_502, IIS_SERVER_HEADER);
    const stand = await startFakeInstallation({ info: iis, categories: iis });
    const run = await runCli(['check', '--base-url', stand.url]);
    expect(block(run.stdout, 'info.reachable')[1]).toBe(
      '“502 - Web server received an invalid response while acting as a gateway or proxy server.” (Microsoft-IIS/10.0). A proxy between this computer and the installation could not reach it.',
    );
  });

  it('says a login page answered with 200 is not the API', async () => {
    const login = page(200, LOGIN_PAGE_200);
    const stand = await startFakeInstallation({ info: login, categories: login });
    const run = await runCli(['check', '--base-url', stand.url]);
    expect(run.code, describeRun(run)).toBe(2);
    const [line, summary] = block(run.stdout, 'info.reachable');
    expect(line).toMatch(/This does not look like the retail API: a web page answered instead of data/);
    expect(summary).toBe(
      '“Sign in – Back office”. It is probably a login page or another web site, not the API.',
    );
  });

  it('never shows the token a page echoes back', async () => {
    const echo: Route = (req) => ({
      status: 502,
      headers: { 'content-type': 'text/html' },
      body: `<html><title>Bad gateway for ${req.url}</title><body><p>${req.url}</p></body></html>`,
    });
    const stand = await startFakeInstallation({ categories: echo });
    const run = await runCli(['check', '--base-url', stand.url, '--token', TOKEN, '--json']);
    expect(run.stdout + run.stderr).not.toContain(TOKEN);
    const report = JSON.parse(run.stdout) as Report;
    const shown = report.checks.find((c) => c.id === 'categories.reachable')!.page as { title: string };
    expect(shown.title).toContain('et_auth_token=***');
  });
});
