// @vitest-environment happy-dom
// What the system asked the desktop app to open, as the page shows it: a connect link opens the
// Connections dialog on a new connection's form filled in, and nothing is saved until the user
// presses Save; a refused link opens the dialog saying why; a dataset file opens on the demo server
// (or says why not) in the Demo server view. Requests that came before the page listened are taken
// when it starts; later ones when main says so (openRequested). Malformed entries are dropped.
import '@testing-library/jest-dom/vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TOKEN_LINK_REASON } from '../../shared/connect-link';
import { dialog, field, queryDialog } from './connections-page';
import { FakeInspector } from './fake-inspector';
import { COMPANY } from './fixtures';
import { installationPanel, renderApp, resetAfterTest } from './render-app';

afterEach(resetAfterTest);

const CONNECT = { kind: 'connect', name: 'Shop Nord', baseUrl: 'https://nord.example.test' } as const;

const opened = () => screen.findByRole('dialog', { name: 'Connections' });

async function loaded(fake: FakeInspector) {
  const rendered = renderApp(fake);
  await installationPanel().findByRole('heading', { name: COMPANY });
  return rendered;
}

describe('opening what the system hands the app', () => {
  it('fills in the form from a link the app was started with, and saves only on Save', async () => {
    const fake = new FakeInspector();
    fake.openRequests = [CONNECT];
    const { user } = await loaded(fake);
    const form = await within(await opened()).findByRole('form', { name: 'New connection' });
    expect(field('Name')).toHaveValue('Shop Nord');
    expect(field('Address')).toHaveValue('https://nord.example.test');
    expect(field(/^Token/)).toHaveValue('');
    expect(
      within(form).getByText(
        'Filled in from a link: check the name and the address, type the token if the installation needs one, then Save. Nothing is saved until you do.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(fake.callsOf('saveProfile')).toEqual([]);

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fake.callsOf('saveProfile')).toEqual([
        { name: 'Shop Nord', baseUrl: 'https://nord.example.test', timeoutMs: 10_000, insecure: false },
      ]),
    );
  });

  it('saves nothing when the user closes the filled-in form', async () => {
    const fake = new FakeInspector();
    const { user } = await loaded(fake);
    fake.openRequests = [CONNECT];
    act(() => fake.emit('openRequested', {}));
    await within(await opened()).findByRole('form', { name: 'New connection' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(queryDialog()).not.toBeInTheDocument());
    expect(fake.callsOf('saveProfile')).toEqual([]);
  });

  it('keeps a form being typed in when a link comes, and fills in the link once it is left', async () => {
    const fake = new FakeInspector();
    const { user } = await loaded(fake);
    fake.openRequests = [CONNECT];
    act(() => fake.emit('openRequested', {}));
    const form = await within(await opened()).findByRole('form', { name: 'New connection' });
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Lager Süd');
    // A second link while the first form is being edited: the typing stays.
    fake.openRequests = [{ kind: 'connect', name: 'Filiale West', baseUrl: 'https://west.example.test' }];
    act(() => fake.emit('openRequested', {}));
    await waitFor(() => expect(fake.openRequests).toEqual([]));
    expect(field('Name')).toHaveValue('Lager Süd');
    expect(field('Address')).toHaveValue('https://nord.example.test');
    // Saved: then the waiting link's form.
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('Name')).toHaveValue('Filiale West'));
    expect(field('Address')).toHaveValue('https://west.example.test');
    expect(fake.callsOf('saveProfile').map((p) => p.name)).toEqual(['Lager Süd']);
  });

  it('says why a link with a token is refused, and fills in nothing', async () => {
    const fake = new FakeInspector();
    await loaded(fake);
    fake.openRequests = [{ kind: 'linkRefused', reason: TOKEN_LINK_REASON }];
    act(() => fake.emit('openRequested', {}));
    expect(
      await within(await opened()).findByText(
        'This link carries a token. Links never carry tokens: ask for the token separately and type it in.',
      ),
    ).toBeVisible();
    expect(within(dialog()).queryByRole('form')).not.toBeInTheDocument();
    expect(fake.callsOf('saveProfile')).toEqual([]);
  });

  it('opens a double-clicked dataset on the demo server, in the Demo server view', async () => {
    const fake = new FakeInspector();
    await loaded(fake);
    fake.openRequests = [{ kind: 'file', file: '/home/test/shop.ridataset' }];
    act(() => fake.emit('openRequested', {}));
    await waitFor(() => expect(fake.callsOf('openDataset')).toEqual([{ file: '/home/test/shop.ridataset' }]));
    expect(await screen.findByText(/^Now serving .* from shop\.ridataset\.$/)).toBeVisible();
  });

  it('says why a file cannot be opened, as for a dropped one, and drops malformed requests', async () => {
    const fake = new FakeInspector();
    await loaded(fake);
    fake.openRequests = [
      { kind: 'connect', name: 'No address' },
      { kind: 'file', file: 42 },
      'retail-inspector://connect?baseUrl=https://x.example',
      { kind: 'fileRefused', name: 'gone.ridataset', reason: 'gone.ridataset cannot be found.' },
    ];
    act(() => fake.emit('openRequested', {}));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('gone.ridataset could not be opened');
    expect(alert).toHaveTextContent('gone.ridataset cannot be found.');
    expect(fake.callsOf('openDataset')).toEqual([]);
    expect(queryDialog()).not.toBeInTheDocument();
  });
});
