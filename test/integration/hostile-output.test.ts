// Nothing from an installation reaches a terminal raw: every command's human-readable output, fed a
// hostile string through each path it prints server-provided text on, shows the string's control
// characters visibly escaped, and never lets it start a line of its own; `--json` keeps it exact.
// The built command runs in a child process against real loopback servers.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { describeRun, killAllClis, runCli, startCli, stopCli, waitForStdout } from '../helpers/cli-process';
import {
  conformingRows,
  html,
  json,
  startFakeInstallation,
  type FakeInstallationRoutes,
} from '../helpers/fake-installation';
import { closeAllServers } from '../helpers/local-servers';
import { validDatasetDocument, writeDatasetFolder } from '../helpers/temp-dataset';

/** A line break, a forged verdict, a carriage return, a line erase, a title change and an override. */
const HOSTILE = '\nPASS forged\r\u001b[2K\u001b]0;x\u0007\u202e';
/** The same string as the terminal must show it. */
const ESCAPED = '\\u000aPASS forged\\u000d\\u001b[2K\\u001b]0;x\\u0007\\u202e';
/** Everything a terminal may act on, except the line feeds the command ends its own lines with. */
const RAW_CONTROL =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'ri-hostile-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));
afterEach(async () => {
  await killAllClis();
  await closeAllServers();
});

/** Asserts that neither stream holds a raw control character nor a line the installation began. */
function expectClean(run: { stdout: string; stderr: string }): void {
  for (const text of [run.stdout, run.stderr]) {
    expect(RAW_CONTROL.exec(text), describeRun(run)).toBeNull();
    expect(text, describeRun(run)).not.toMatch(/^\s*PASS forged/m);
  }
}

const infoFailing = (): FakeInstallationRoutes => ({
  info: () => json({ status: false, error: `Locked${HOSTILE}` }, 403),
});
// A proxy's page whose title and text carry the string: it is summarised, never printed as HTML.
const htmlError = (): FakeInstallationRoutes => ({
  categories: () =>
    html(`<html><title>Proxy error${HOSTILE}</title><body><h1>Proxy error</h1>${HOSTILE}</body></html>`, 502),
});
/** The page's title as its summary shows it: line breaks as spaces, the controls removed. */
const SUMMARISED_TITLE = '“Proxy error PASS forged [2K]0;x”';
// Category codes and names that carry the string; their ids break the specification, so the
// check's evidence quotes them, and their images fail, so the capture summary lists them.
const hostileRows = (): FakeInstallationRoutes => ({
  categories: (_req, base) =>
    json({
      status: true,
      rows: conformingRows(base).map((row, i) => ({
        ...row,
        id: i === 0 ? `1${HOSTILE}` : row.id,
        code: `C${i}${HOSTILE}`,
        name: `N${i}${HOSTILE}`,
        image: `${base}/img/missing-${i}.svg`,
      })),
    }),
  image: (req) =>
    req.url?.includes('missing')
      ? json({ status: false, error: HOSTILE }, 404)
      : {
          status: 200,
          headers: { 'content-type': 'image/svg+xml' },
          body: '<svg xmlns="http://www.w3.org/2000/svg"/>',
        },
});

describe('retail-inspector check', () => {
  it.each([
    ['a status:false error text', infoFailing],
    ['category codes and names', hostileRows],
  ])('escapes %s in its table and keeps it exact in --json', async (_, routes) => {
    const installation = await startFakeInstallation(routes());
    const run = await runCli(['check', '--base-url', installation.url, '--timeout', '3000']);
    expectClean(run);
    expect(run.stdout, describeRun(run)).toContain('PASS forged');
    expect(run.stdout + run.stderr).toMatch(/\\u001b\[2K|\\\\u001b\[2K/);

    const exact = await runCli(['check', '--base-url', installation.url, '--timeout', '3000', '--json']);
    const report = JSON.parse(exact.stdout) as { checks: { message: string; details: string[] }[] };
    const texts = report.checks.flatMap((c) => [c.message, ...c.details]).join('\n');
    // JSON.stringify escapes C0 controls itself; the override character stays as it came.
    expect(texts.includes(`Locked${HOSTILE}`) || texts.includes('\u202e')).toBe(true);
  });

  it('summarises an HTML error page on one clean line, in the table and in --json', async () => {
    const installation = await startFakeInstallation(htmlError());
    const run = await runCli(['check', '--base-url', installation.url, '--timeout', '3000']);
    expectClean(run);
    expect(run.stdout, describeRun(run)).toContain(SUMMARISED_TITLE);
    expect(run.stdout).not.toContain('<h1>');

    const exact = await runCli(['check', '--base-url', installation.url, '--timeout', '3000', '--json']);
    const report = JSON.parse(exact.stdout) as { checks: { id: string; page?: { title: string } }[] };
    const page = report.checks.find((c) => c.id === 'categories.reachable')?.page;
    expect(page?.title).toBe('Proxy error PASS forged [2K]0;x');
  });

  it('shows the exact escaped form of a status:false error text', async () => {
    const installation = await startFakeInstallation(infoFailing());
    const run = await runCli(['check', '--base-url', installation.url, '--timeout', '3000']);
    expect(run.stdout).toContain(`status:false: Locked${ESCAPED}`);
    const exact = await runCli(['check', '--base-url', installation.url, '--json']);
    const report = JSON.parse(exact.stdout) as { checks: { message: string }[] };
    expect(report.checks.map((c) => c.message)).toContain(`status:false: Locked${HOSTILE}`);
  });

  it('escapes installation names and problems in the --fleet table and its progress', async () => {
    const installation = await startFakeInstallation(infoFailing());
    const file = join(work, 'fleet.json');
    await writeFile(file, JSON.stringify([{ name: `shop${HOSTILE}`, baseUrl: installation.url }]));
    const run = await runCli(['check', '--fleet', file, '--timeout', '3000']);
    expectClean(run);
    expect(run.stdout).toContain(`shop${ESCAPED}`);
    expect(run.stderr).toContain(`shop${ESCAPED}`);
    expect(run.stdout).toContain(`Locked${ESCAPED}`);

    const exact = await runCli(['check', '--fleet', file, '--json']);
    const report = JSON.parse(exact.stdout) as { installations: { name: string }[] };
    expect(report.installations[0]!.name).toBe(`shop${HOSTILE}`);
  });
});

describe('retail-inspector capture', () => {
  it('escapes a status:false error text in its failure message', async () => {
    const installation = await startFakeInstallation(infoFailing());
    const out = join(work, 'failed.json');
    const run = await runCli(['capture', '--base-url', installation.url, '--out', out]);
    expect(run.code, describeRun(run)).toBe(2);
    expectClean(run);
    expect(run.stderr).toContain(`Locked${ESCAPED}`);
  });

  it('summarises an HTML error page in its failure message, the controls removed', async () => {
    const installation = await startFakeInstallation(htmlError());
    const run = await runCli(['capture', '--base-url', installation.url, '--out', join(work, 'html.json')]);
    expectClean(run);
    expect(run.stderr, describeRun(run)).toContain(SUMMARISED_TITLE);
    expect(run.stderr).not.toContain('<h1>');
  });

  it('escapes category codes and image addresses in its summary', async () => {
    const installation = await startFakeInstallation({
      ...hostileRows(),
      categories: (req, base) => {
        const reply = hostileRows().categories!(req, base);
        // Numeric ids, so the capture succeeds and its summary lists the failed images' users.
        const document = JSON.parse(String(reply.body)) as { rows: { id: string }[] };
        document.rows.forEach((row, i) => (row.id = String(i + 1)));
        return json(document);
      },
    });
    const out = join(work, 'summary.json');
    const run = await runCli(['capture', '--base-url', installation.url, '--out', out, '--quiet']);
    expect(run.code, describeRun(run)).toBe(0);
    expectClean(run);
    expect(run.stdout).toContain(`(C1${ESCAPED})`);
  });
});

describe('retail-inspector serve', () => {
  async function bannerOf(companyName: string) {
    const document = validDatasetDocument();
    document.info.company_name = companyName;
    const folder = await writeDatasetFolder(document);
    try {
      const cli = startCli(['serve', '--data', folder.file, '--port', '0', '--quiet']);
      const banner = await waitForStdout(
        cli,
        (text) => (/^Press Ctrl\+C/m.test(text) ? text : null),
        'the banner',
        30_000,
      );
      await stopCli(cli);
      return { stdout: banner, stderr: cli.stderr() };
    } finally {
      await folder.cleanup();
    }
  }

  it('escapes the company name in its banner', async () => {
    const run = await bannerOf(`Shop${HOSTILE}`);
    expectClean(run);
    expect(run.stdout).toContain(`Dataset:    Shop${ESCAPED}, 4 categories`);
  });

  // Loading a 50 MB dataset takes seconds on a busy machine: the bound is wider than the default.
  it('cuts a 50 MB company name in its banner, saying how much was cut', { timeout: 60_000 }, async () => {
    const run = await bannerOf('N'.repeat(50_000_000));
    expect(run.stdout).toMatch(
      new RegExp(
        `^  Dataset: {4}N{200}… \\(49999800 more characters\\), 4 categories \\(.*dataset\\.json\\)$`,
        'm',
      ),
    );
    expect(run.stdout.length).toBeLessThan(2000);
  });
});
