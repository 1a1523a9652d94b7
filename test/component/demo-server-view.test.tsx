// @vitest-environment happy-dom
// The Demo server view as a user sees it: what the embedded server serves, Start/Stop, opening a
// dataset (file input in a browser tab, the host's dialog under Electron, a file dropped on the
// window) with the loader's problems when it is bad, latency and failure presets, and saving the
// active connection as an offline dataset with progress, Cancel, the overwrite question and a summary.
import '@testing-library/jest-dom/vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { failureMessage } from '../../shared/failure-message';
import type { CaptureProgressEvent } from '../../shared/ipc-contract';
import { HOST_INFO } from './diagnostics-fixtures';
import { FakeInspector } from './fake-inspector';
import { COMPANY, DEMO_RUNNING } from './fixtures';
import { installationPanel, renderApp, resetAfterTest } from './render-app';

afterEach(resetAfterTest);

const SERVED = { ...DEMO_RUNNING, file: '/opt/retail-inspector/resources/demo/dataset.json' };
const BAD_DATASET = {
  code: 'DATASET_INVALID',
  message: [
    'broken.json: 2 problems',
    'info.default_currency: expected a three-letter currency code, got "euro"',
    'categories[1].id: expected string, got 7 (number)',
  ].join('\n'),
} as const;
const ADVICE = 'This file came without its folder, so only images embedded in its "assets" can be found.';

const panel = (name: string) => within(screen.getByRole('region', { name }));
const serverPanel = () => panel('Demo server');
const faultsPanel = () => panel('Slow or flaky installation');
const capturePanel = () => panel('Save as offline dataset');

function today(): string {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/** The app on the Demo server tab, over `fake` (a browser tab's host unless `dialogs`). */
async function openView(fake = new FakeInspector({ demo: SERVED }), dialogs = false) {
  if (dialogs) fake.answer('hostInfo', { ok: true, value: { ...HOST_INFO, fileDialogs: true } }, 10);
  const rendered = renderApp(fake);
  await installationPanel().findByRole('heading', { name: COMPANY });
  await rendered.user.click(screen.getByRole('tab', { name: 'Demo server' }));
  await serverPanel().findByText('Running');
  await waitFor(() => expect(fake.callsOf('hostInfo').length).toBeGreaterThan(0));
  return rendered;
}

const datasetFile = (name: string, text = '{"format":"retail-inspector/dataset@1"}') =>
  new File([text], name, { type: name.endsWith('.json') ? 'application/json' : 'text/plain' });

/** Fires a window-level drag event carrying `files`, as the browser does when files are dragged in. */
function dragEvent(type: string, files: File[]): Event {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'dataTransfer', {
    value: { types: ['Files'], files, dropEffect: 'none' },
  });
  act(() => void window.dispatchEvent(event));
  return event;
}

describe('DemoServerView: the server', () => {
  it('shows what the server serves, and Stop then Start brings the same dataset back', async () => {
    const fake = new FakeInspector({ demo: SERVED });
    const { user } = await openView(fake);
    const text = screen.getByRole('region', { name: 'Demo server' }).textContent;
    expect(text).toContain(SERVED.url);
    expect(text).toContain(SERVED.file);
    expect(text).toContain(COMPANY);
    expect(text).toContain(`Categories${SERVED.categories}`);

    await user.click(serverPanel().getByRole('button', { name: 'Stop server' }));
    expect(await serverPanel().findByText('Stopped')).toBeVisible();
    expect(serverPanel().getByText('dataset.json')).toBeVisible();
    await user.click(serverPanel().getByRole('button', { name: 'Start server' }));
    await serverPanel().findByText('Running');
    expect(fake.callsOf('startDemo')).toEqual([{ datasetFile: SERVED.file }]);
  });

  it('says why the demo server could not start when its first start failed', async () => {
    const failure = '/opt/app/resources/demo/dataset.json is not a valid dataset: info: expected object';
    const stopped = { ...SERVED, running: false, url: null, file: null, faults: null, failure };
    const rendered = renderApp(new FakeInspector({ demo: stopped }));
    await rendered.user.click(await screen.findByRole('tab', { name: 'Demo server' }));
    const alert = await serverPanel().findByRole('alert');
    expect(alert).toHaveTextContent(`The demo server could not start: ${failure}`);
    // And what to do about it: another dataset now, the bundled one by installing again.
    expect(alert).toHaveTextContent(/Open a dataset file below to serve it instead/);
    expect(serverPanel().getByText('Stopped')).toBeVisible();
  });

  it('goes back to the bundled demo with Reset', async () => {
    const fake = new FakeInspector({ demo: SERVED });
    const { user } = await openView(fake);
    await user.click(serverPanel().getByRole('button', { name: 'Reset to the bundled demo' }));
    expect(await serverPanel().findByText(/^Now serving the bundled demo/)).toBeVisible();
    expect(fake.callsOf('startDemo')).toEqual([{}]);
  });
});

describe('DemoServerView: opening a dataset', () => {
  it('sends a picked file as text, says what is served now and reloads the demo connection', async () => {
    const fake = new FakeInspector({ demo: SERVED });
    const { user, container } = await openView(fake);
    const infoCalls = fake.callsOf('getInfo').length;
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
    expect(input).toHaveAttribute('accept', '.ridataset,.json,application/json');

    await user.upload(input, datasetFile('shop.json', '{"hello":1}'));

    expect(await serverPanel().findByText(/^Now serving Bäckerei/)).toHaveTextContent('from shop.json');
    expect(fake.callsOf('openDatasetText')).toEqual([{ name: 'shop.json', text: '{"hello":1}' }]);
    expect(screen.getByRole('region', { name: 'Demo server' })).toHaveTextContent('http://127.0.0.1:43299');
    await waitFor(() => expect(fake.callsOf('getInfo').length).toBe(infoCalls + 1));
  });

  it('shows the loader message and every problem, and says the server was not changed', async () => {
    const fake = new FakeInspector({ demo: SERVED });
    // Advice follows the problems after a blank line.
    fake.refuse('openDatasetText', { ...BAD_DATASET, message: `${BAD_DATASET.message}\n\n${ADVICE}` });
    const { user, container } = await openView(fake);

    await user.upload(
      container.querySelector<HTMLInputElement>('input[type=file]')!,
      datasetFile('broken.json'),
    );

    const alert = await serverPanel().findByRole('alert');
    expect(alert).toHaveTextContent('broken.json could not be opened');
    expect(alert).toHaveTextContent('broken.json: 2 problems');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'info.default_currency: expected a three-letter currency code, got "euro"',
      'categories[1].id: expected string, got 7 (number)',
    ]);
    expect(within(alert).getByText(ADVICE).tagName).toBe('P');
    expect(alert).toHaveTextContent(
      `The demo server was not changed: it still serves ${COMPANY} at ${SERVED.url}`,
    );
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(serverPanel().queryByRole('alert')).toBeNull();
  });

  it('refuses a file that is not .json without sending it', async () => {
    const fake = new FakeInspector({ demo: SERVED });
    await openView(fake);
    dragEvent('dragenter', [datasetFile('notes.txt')]);
    dragEvent('drop', [datasetFile('notes.txt')]);
    expect(await serverPanel().findByRole('alert')).toHaveTextContent(
      'Only dataset files (.ridataset or .json) can be opened',
    );
    expect(fake.callsOf('openDatasetText')).toEqual([]);
  });

  it('opens a file dropped anywhere on the window, showing an overlay while it is dragged', async () => {
    const fake = new FakeInspector({ demo: SERVED });
    const { user } = await openView(fake);
    await user.click(screen.getByRole('tab', { name: 'Installation & categories' }));

    const enter = dragEvent('dragenter', [datasetFile('dropped.json')]);
    expect(enter.defaultPrevented).toBe(true);
    expect(screen.getByText('Drop to open on the demo server')).toBeInTheDocument();
    const drop = dragEvent('drop', [datasetFile('dropped.json', '{"dropped":true}')]);

    expect(drop.defaultPrevented).toBe(true);
    expect(screen.queryByText('Drop to open on the demo server')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Demo server' })).toHaveAttribute('aria-selected', 'true');
    expect(await serverPanel().findByText(/^Now serving/)).toHaveTextContent('from dropped.json');
    expect(fake.callsOf('openDatasetText')).toEqual([{ name: 'dropped.json', text: '{"dropped":true}' }]);
  });

  it('opens a dropped file where it is in the desktop app, so images beside it are found', async () => {
    const fake = new FakeInspector({ demo: SERVED });
    await openView(fake, true);
    const dropped = datasetFile('dropped.json', '{"dropped":true}');
    fake.droppedFilePaths.set(dropped, '/home/test/shops/dropped.json');
    dragEvent('drop', [dropped]);
    expect(await serverPanel().findByText(/^Now serving/)).toHaveTextContent('from dropped.json');
    expect(fake.callsOf('openDataset')).toEqual([{ file: '/home/test/shops/dropped.json' }]);
    expect(fake.callsOf('openDatasetText')).toEqual([]);
  });

  it('says why the desktop app refuses a dropped file, and does not read it as text instead', async () => {
    const fake = new FakeInspector({ demo: SERVED });
    await openView(fake, true);
    const dropped = datasetFile('huge.json', '{"dropped":true}');
    const message = 'huge.json is 300 MB, more than the 256 MB a dataset may have here.';
    fake.droppedFilePaths.set(dropped, { ok: false, error: { code: 'INVALID_ARGUMENT', message } });
    dragEvent('drop', [dropped]);
    expect(await serverPanel().findByText(message)).toBeInTheDocument();
    expect(serverPanel().getByText('huge.json could not be opened')).toBeInTheDocument();
    expect(fake.callsOf('openDataset')).toEqual([]);
    expect(fake.callsOf('openDatasetText')).toEqual([]);
  });

  it('uses the host’s open dialog where there is one', async () => {
    const fake = new FakeInspector({ demo: SERVED });
    const { user, container } = await openView(fake, true);
    expect(container.querySelector('input[type=file]')).toBeNull();
    await user.click(serverPanel().getByRole('button', { name: 'Open dataset file…' }));
    expect(await serverPanel().findByText(/^Now serving/)).toHaveTextContent('from chosen.json');
    expect(fake.callsOf('openDataset')).toEqual([{}]);
  });
});

describe('DemoServerView: latency and failures', () => {
  it('applies a preset at once and marks it pressed', async () => {
    const fake = new FakeInspector({ demo: SERVED });
    const { user } = await openView(fake);
    expect(faultsPanel().getByRole('button', { name: 'Normal' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(faultsPanel().getByRole('button', { name: 'Flaky (30 % fail)' }));

    expect(fake.callsOf('setDemoFaults')).toEqual([{ latencyMs: 0, failRate: 0.3 }]);
    await waitFor(() =>
      expect(faultsPanel().getByRole('button', { name: 'Flaky (30 % fail)' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(faultsPanel().getByRole('status')).toHaveTextContent('fails 30 % of requests');
    expect(faultsPanel().getByLabelText('Failure rate (%)')).toHaveValue(30);
  });

  it('applies exact numbers, and refuses ones out of range', async () => {
    const fake = new FakeInspector({ demo: SERVED });
    const { user } = await openView(fake);
    const latency = faultsPanel().getByLabelText('Latency (ms)');
    const rate = faultsPanel().getByLabelText('Failure rate (%)');

    await user.clear(rate);
    await user.type(rate, '150');
    await user.click(faultsPanel().getByRole('button', { name: 'Apply' }));
    expect(rate).toHaveAccessibleDescription('Enter a percentage from 0 to 100.');
    expect(fake.callsOf('setDemoFaults')).toEqual([]);

    await user.clear(latency);
    await user.type(latency, '750');
    await user.clear(rate);
    await user.type(rate, '12.5');
    await user.click(faultsPanel().getByRole('button', { name: 'Apply' }));
    expect(fake.callsOf('setDemoFaults')).toEqual([{ latencyMs: 750, failRate: 0.125 }]);
    expect(await faultsPanel().findByText(/waits 750 ms before every answer/)).toBeVisible();
  });

  it('asks for a running server first', async () => {
    const stopped = { ...SERVED, running: false, url: null, faults: null };
    const fake = new FakeInspector({ demo: stopped });
    const rendered = renderApp(fake);
    await rendered.user.click(await screen.findByRole('tab', { name: 'Demo server' }));
    expect(await faultsPanel().findByRole('status')).toHaveTextContent(
      'Start the demo server to slow it down or make it fail.',
    );
    expect(faultsPanel().getByRole('button', { name: 'Slow (2 s)' })).toBeDisabled();
    expect(faultsPanel().getByLabelText('Latency (ms)')).toBeDisabled();
  });
});

describe('DemoServerView: saving an offline dataset', () => {
  const progress = (callId: string, rest: Partial<CaptureProgressEvent>): CaptureProgressEvent => ({
    callId,
    phase: 'images',
    done: 0,
    total: 0,
    failed: 0,
    ...rest,
  });

  it('suggests a name in the captures folder, shows progress of its own call, then a summary', async () => {
    const fake = new FakeInspector({ demo: SERVED });
    const held = fake.hold('captureDataset');
    const { user } = await openView(fake);
    const name = capturePanel().getByLabelText('File name');
    expect(name).toHaveValue(`demo-offline-${today()}.ridataset`);
    expect(name).toHaveAccessibleDescription(`Saved in ${HOST_INFO.capturesDir}`);

    await user.click(
      capturePanel().getByRole('button', { name: 'Save active connection as offline dataset' }),
    );
    const [args] = fake.callsOf('captureDataset');
    expect(args).toMatchObject({ profileId: 'demo', file: `demo-offline-${today()}.ridataset` });
    expect(await capturePanel().findByRole('status')).toHaveTextContent('reading the system information');

    act(() => fake.emit('captureProgress', progress(args!.callId!, { done: 3, total: 10, failed: 1 })));
    act(() => fake.emit('captureProgress', progress('someone-else', { done: 9, total: 10 })));
    const bar = capturePanel().getByRole('progressbar', { name: 'Capture progress' });
    expect(bar).toHaveAttribute('value', '3');
    expect(bar).toHaveAttribute('max', '10');
    expect(capturePanel().getByText('3 of 10 images, 1 failed')).toBeVisible();

    held.release();
    const title = await capturePanel().findByText('Saved Demo (offline)');
    expect(title).toHaveAttribute('role', 'status');
    const summary = capturePanel().getByRole('list', { name: '' });
    expect(summary).toHaveTextContent('5 categories');
    expect(summary).toHaveTextContent('6 images embedded');
    expect(summary).toHaveTextContent('0 images failed');

    await user.click(capturePanel().getByRole('button', { name: 'Open in demo server' }));
    const file = `${HOST_INFO.capturesDir}/demo-offline-${today()}.ridataset`;
    expect(fake.callsOf('openDataset')).toEqual([{ file }]);
    expect(await serverPanel().findByText(/^Now serving/)).toHaveTextContent(
      `from demo-offline-${today()}.ridataset`,
    );
  });

  it('lists the images that could not be captured', async () => {
    const fake = new FakeInspector({ demo: SERVED });
    fake.answer('captureDataset', {
      ok: true,
      value: {
        status: 'saved',
        file: '/home/test/shop.json',
        categories: 40,
        imagesEmbedded: 38,
        failedImages: [{ url: 'https://shop.test/img/a.png', reason: 'HTTP 404 Not Found' }],
        tolerated: [],
        violations: { total: 0, lines: [] },
      },
    });
    const { user } = await openView(fake);
    await user.click(
      capturePanel().getByRole('button', { name: 'Save active connection as offline dataset' }),
    );
    expect(await capturePanel().findByText('Saved Demo (offline), without 1 image')).toBeVisible();
    const failed = capturePanel().getByRole('list', { name: 'Images not captured' });
    expect(failed).toHaveTextContent('https://shop.test/img/a.png — HTTP 404 Not Found');
  });

  it('says how many values break the specification and names each, without offering the demo server', async () => {
    const fake = new FakeInspector({ demo: SERVED });
    const lines = [
      'Categories: rows[1].id: expected string, got 2 (number)',
      'Categories: rows[1].image: expected an absolute http(s) URL (it has no scheme: a relative address), got "/img/a.svg" (string)',
    ];
    fake.answer('captureDataset', {
      ok: true,
      value: {
        status: 'saved',
        file: '/home/test/shop.json',
        categories: 5,
        imagesEmbedded: 4,
        failedImages: [],
        tolerated: [],
        violations: { total: 2, lines },
      },
    });
    const { user } = await openView(fake);
    await user.click(
      capturePanel().getByRole('button', { name: 'Save active connection as offline dataset' }),
    );
    expect(
      await capturePanel().findByText(
        'Saved Demo (offline) as it answered: 2 values break the specification',
      ),
    ).toBeVisible();
    const list = capturePanel().getByRole('list', { name: 'Values that break the specification' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(lines);
    expect(capturePanel().getByText(/retail-inspector serve --allow-violations --data FILE/)).toBeVisible();
    expect(capturePanel().queryByRole('button', { name: 'Open in demo server' })).toBeNull();
    expect(capturePanel().queryByText(/Fix the cause above/)).toBeNull();
  });

  it('lists the faults tolerated to read the installation it captured', async () => {
    const fake = new FakeInspector({ demo: SERVED });
    const bom =
      'The body starts with a UTF-8 byte order mark (BOM), which JSON does not allow; it was removed before reading.';
    fake.leniencies = { info: [{ id: 'bom', message: bom, strictFails: true }], categories: [] };
    const { user } = await openView(fake);
    await user.click(
      capturePanel().getByRole('button', { name: 'Save active connection as offline dataset' }),
    );
    const mark = await capturePanel().findByRole('region', {
      name: 'The captured settings and categories were read leniently: 1 fault of the answer tolerated',
    });
    expect(within(mark).getByRole('listitem')).toHaveTextContent(`${bom}Strict reading fails`);
  });

  it('cancels a capture under way', async () => {
    const fake = new FakeInspector({ demo: SERVED });
    fake.hold('captureDataset');
    const { user } = await openView(fake);
    await user.click(
      capturePanel().getByRole('button', { name: 'Save active connection as offline dataset' }),
    );
    await user.click(await capturePanel().findByRole('button', { name: 'Cancel' }));
    expect(fake.callsOf('cancelCall')).toEqual([{ callId: fake.callsOf('captureDataset')[0]!.callId }]);
    expect(await capturePanel().findByText('The capture was cancelled. Nothing was written.')).toBeVisible();
  });

  it('asks before replacing an existing file, and Keep it goes back to the button', async () => {
    const fake = new FakeInspector({ demo: SERVED });
    const existing = `${HOST_INFO.capturesDir}/shop.json`;
    fake.answer('captureDataset', { ok: true, value: { status: 'exists', file: existing } }, 2);
    const { user } = await openView(fake);
    const start = capturePanel().getByRole('button', { name: 'Save active connection as offline dataset' });
    await user.clear(capturePanel().getByLabelText('File name'));
    await user.type(capturePanel().getByLabelText('File name'), 'shop.json');

    await user.click(start);
    const question = await capturePanel().findByRole('group', { name: 'Replace the existing file?' });
    expect(question).toHaveTextContent(`${existing} already exists`);
    expect(within(question).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(capturePanel().queryByRole('group')).toBeNull();
    expect(start).toHaveFocus();

    await user.click(start);
    await user.click(await capturePanel().findByRole('button', { name: 'Replace it' }));
    expect(await capturePanel().findByText('Saved Demo (offline)')).toBeVisible();
    // The name asked for again, not the path the host handed back (which it would not write).
    expect(fake.callsOf('captureDataset').at(-1)).toMatchObject({ file: 'shop.json', overwrite: true });
  });

  it('says why a capture failed, in the words of the failure', async () => {
    const fake = new FakeInspector({ demo: SERVED });
    fake.answer('captureDataset', {
      ok: true,
      value: {
        status: 'failed',
        step: 'categories',
        words: failureMessage({ kind: 'api-failure', message: 'Invalid token', httpStatus: 401 }),
      },
    });
    const { user } = await openView(fake);
    await user.click(
      capturePanel().getByRole('button', { name: 'Save active connection as offline dataset' }),
    );
    const alert = await capturePanel().findByRole('alert');
    expect(alert).toHaveTextContent('The capture failed: The installation reported an error');
    expect(alert).toHaveTextContent('Invalid token');
    expect(alert).toHaveTextContent(
      "The installation refused the token: check the connection's token. Nothing was written.",
    );
  });

  it('refuses a file name that is empty or not .ridataset or .json without capturing', async () => {
    const fake = new FakeInspector({ demo: SERVED });
    const { user } = await openView(fake);
    const name = capturePanel().getByLabelText('File name');
    await user.clear(name);
    await user.type(name, 'shop.txt');
    await user.click(
      capturePanel().getByRole('button', { name: 'Save active connection as offline dataset' }),
    );
    expect(name).toHaveAccessibleDescription(
      expect.stringContaining('The name must end in .ridataset or .json.'),
    );
    expect(fake.callsOf('captureDataset')).toEqual([]);
  });

  it('lets the host’s save dialog choose the file where there is one', async () => {
    const fake = new FakeInspector({ demo: SERVED });
    const { user } = await openView(fake, true);
    expect(capturePanel().queryByLabelText('File name')).toBeNull();
    await user.click(
      capturePanel().getByRole('button', { name: 'Save active connection as offline dataset…' }),
    );
    expect(await capturePanel().findByText('Saved Demo (offline)')).toBeVisible();
    expect(fake.callsOf('captureDataset')[0]).not.toHaveProperty('file');
  });
});
