// @vitest-environment happy-dom
// The connection form as a user sees it: it sends what was typed, never shows a saved token again
// (nor leaves the token in the page after saving), says what to fix before sending, shows main's
// refusal beside it, and tests the unsaved draft (cancellable), in plain words when it fails.
import '@testing-library/jest-dom/vitest';
import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { describeFailure } from '../../shared/describe-failure';
import { FakeInspector } from './fake-inspector';
import { asRead } from './failures';
import { COMPANY } from './fixtures';
import { dialog, field, openedApp, openForm, TOKEN } from './connections-page';
import { resetAfterTest } from './render-app';

afterEach(resetAfterTest);

const PLAIN_HTTP =
  'Plain http sends the token unencrypted. Use https, or mark the connection as insecure if this network is trusted.';

describe('ConnectionForm', () => {
  describe('the form', () => {
    it('sends saveProfile with what was typed, then uses the new connection', async () => {
      const fake = new FakeInspector();
      const { user, container } = await openForm(fake);
      expect(field('Name')).toHaveFocus();
      await user.type(field('Name'), 'Branch Köln');
      await user.type(field('Address'), 'https://koeln.example.test');
      await user.type(field(/^Token/), TOKEN);
      // While typed, the token is in the input only: never mirrored into the page's markup.
      expect(field(/^Token/)).toHaveValue(TOKEN);
      expect(field(/^Token/)).not.toHaveAttribute('value');
      expect(document.documentElement.outerHTML).not.toContain(TOKEN);
      await user.clear(field('Timeout (seconds)'));
      await user.type(field('Timeout (seconds)'), '30');
      await user.click(field(/^Allow plain http/));
      expect(field('Use this connection after saving')).toBeChecked();
      await user.click(within(dialog()).getByRole('button', { name: 'Save' }));

      expect(
        await within(dialog()).findByText('Saved “Branch Köln” and switched to it.'),
      ).toBeInTheDocument();
      expect(fake.callsOf('saveProfile')).toEqual([
        {
          name: 'Branch Köln',
          baseUrl: 'https://koeln.example.test',
          token: TOKEN,
          timeoutMs: 30_000,
          insecure: true,
        },
      ]);
      await waitFor(() => expect(fake.callsOf('setActiveProfile')).toEqual([{ id: 'saved-1' }]));
      await waitFor(() => expect(fake.callsOf('getInfo').at(-1)).toMatchObject({ profileId: 'saved-1' }));
      const saved = within(dialog()).getByRole('listitem', { name: 'Branch Köln' });
      expect(saved).toHaveTextContent('Token set ••••9c3f'.replace('9c3f', TOKEN.slice(-4)));
      expect(saved).toHaveTextContent('insecure (http)');

      // The token went to main; the page keeps no trace of it.
      expect(container.innerHTML).not.toContain(TOKEN);
      expect(document.documentElement.outerHTML).not.toContain(TOKEN);
      expect([...document.querySelectorAll('input')].map((input) => input.value)).not.toContain(TOKEN);
    });

    it('advises a longer token while a token of fewer than 8 characters is typed', async () => {
      const fake = new FakeInspector();
      const { user } = await openForm(fake);
      const advice = /shorter than 8 characters: easy to guess, and masked only where it is sent/;
      await user.type(field(/^Token/), '8400');
      expect(field(/^Token/)).toHaveAccessibleDescription(advice);
      await user.type(field(/^Token/), '-and-more');
      expect(field(/^Token/)).not.toHaveAccessibleDescription(advice);
    });

    it('never fills in the saved token on edit, and keeps it when left empty', async () => {
      const fake = new FakeInspector();
      const { user } = await openedApp(fake);
      await user.click(within(dialog()).getByRole('button', { name: 'Edit Main shop' }));
      const form = await within(dialog()).findByRole('form', { name: 'Edit “Main shop”' });
      expect(field('Name')).toHaveValue('Main shop');
      expect(field('Address')).toHaveValue('https://shop.example.test');
      expect(field('Timeout (seconds)')).toHaveValue(15);
      const token = field(/^Token/);
      expect(token).toHaveAttribute('type', 'password');
      expect(token).toHaveValue('');
      expect(token).toHaveAttribute('placeholder', 'Keep the current token');
      expect(form).toHaveTextContent('A token is set (••••9c3f). Leave this empty to keep it');

      await user.clear(field('Name'));
      await user.type(field('Name'), 'Main shop (new name)');
      await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
      expect(
        await within(dialog()).findByText('Saved the changes to “Main shop (new name)”.'),
      ).toBeInTheDocument();
      const [sent] = fake.callsOf('saveProfile');
      expect(sent).toEqual({
        id: 'shop',
        name: 'Main shop (new name)',
        baseUrl: 'https://shop.example.test',
        timeoutMs: 15_000,
        insecure: false,
      });
      expect(sent).not.toHaveProperty('token');
    });

    it('sends token null when "Remove token" is ticked', async () => {
      const fake = new FakeInspector();
      const { user } = await openedApp(fake);
      await user.click(within(dialog()).getByRole('button', { name: 'Edit Main shop' }));
      await within(dialog()).findByRole('form', { name: 'Edit “Main shop”' });
      await user.click(field('Remove token'));
      expect(field(/^Token/)).toBeDisabled();
      await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
      await within(dialog()).findByText('Saved the changes to “Main shop”.');
      expect(fake.callsOf('saveProfile')[0]).toMatchObject({ id: 'shop', token: null });
      expect(within(dialog()).getByRole('listitem', { name: 'Main shop' })).toHaveTextContent('No token');
    });

    it('says what to fix before sending anything, and focuses it', async () => {
      const fake = new FakeInspector();
      const { user } = await openForm(fake);
      await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
      expect(field('Name')).toHaveAccessibleDescription(/Give the connection a name\./);
      expect(field('Address')).toHaveAccessibleDescription(/Enter the address of the installation/);
      expect(field('Name')).toHaveFocus();
      expect(fake.callsOf('saveProfile')).toEqual([]);
    });

    it.each([
      ['127.0.0.1:4180', 'http://127.0.0.1:4180'],
      ['shop.example.test', 'https://shop.example.test'],
    ])('refuses the address %j without a scheme, suggesting %j, and sends nothing', async (typed, meant) => {
      const fake = new FakeInspector();
      const { user } = await openForm(fake);
      await user.type(field('Name'), 'Local');
      await user.type(field('Address'), typed);
      await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
      const refusal = `The address has no scheme (http:// or https://): did you mean ${meant}?`;
      expect(field('Address').getAttribute('aria-invalid')).toBe('true');
      expect(field('Address')).toHaveAccessibleDescription(expect.stringContaining(refusal));
      expect(field('Address')).toHaveFocus();
      await user.click(within(dialog()).getByRole('button', { name: 'Test connection' }));
      expect(fake.callsOf('saveProfile')).toEqual([]);
      expect(fake.callsOf('testConnection')).toEqual([]);
    });

    it("shows main's INVALID_ARGUMENT refusal beside the form, which keeps what was typed", async () => {
      const fake = new FakeInspector();
      // As the profile store words it (electron/core/client/base-url.ts).
      fake.refuse('saveProfile', { code: 'INVALID_ARGUMENT', message: PLAIN_HTTP });
      const { user, container } = await openForm(fake);
      await user.type(field('Name'), 'Warehouse');
      await user.type(field('Address'), 'http://warehouse.example.test');
      await user.type(field(/^Token/), TOKEN);
      await user.click(within(dialog()).getByRole('button', { name: 'Save' }));

      const alert = await within(dialog()).findByRole('alert');
      expect(alert).toHaveTextContent('The connection was not saved');
      expect(alert).toHaveTextContent(PLAIN_HTTP);
      expect(within(dialog()).getByRole('form', { name: 'New connection' })).toContainElement(alert);
      expect(field('Name')).toHaveValue('Warehouse');
      expect(field('Address')).toHaveValue('http://warehouse.example.test');

      // Fixed and sent again: saved.
      await user.click(field(/^Allow plain http/));
      await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
      expect(await within(dialog()).findByText('Saved “Warehouse” and switched to it.')).toBeInTheDocument();
      expect(fake.callsOf('saveProfile')).toHaveLength(2);
      expect(container.innerHTML).not.toContain(TOKEN);
    });

    it("shows main's argument check without the method's name in front", async () => {
      const fake = new FakeInspector();
      // As main's argument check words it (electron/core/handlers/dispatch.ts).
      const message = 'saveProfile: timeoutMs: Too big: expected number to be <=120000';
      fake.refuse('saveProfile', { code: 'INVALID_ARGUMENT', message });
      const { user } = await openForm(fake);
      await user.type(field('Name'), 'Warehouse');
      await user.type(field('Address'), 'https://warehouse.example.test');
      await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
      const alert = await within(dialog()).findByRole('alert');
      expect(alert).toHaveTextContent('timeoutMs: Too big: expected number to be <=120000');
      expect(alert).not.toHaveTextContent('saveProfile');
    });

    it('Cancel goes back to the list without saving', async () => {
      const fake = new FakeInspector();
      const { user } = await openForm(fake);
      await user.type(field('Name'), 'Not saved');
      await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
      expect(within(dialog()).getByRole('button', { name: 'Add connection' })).toHaveFocus();
      expect(fake.callsOf('saveProfile')).toEqual([]);
    });
  });

  describe('Test connection', () => {
    it('tests the unsaved draft and says which company answered', async () => {
      const fake = new FakeInspector();
      const { user } = await openForm(fake);
      await user.type(field('Address'), 'https://draft.example.test');
      await user.type(field(/^Token/), TOKEN);
      await user.click(within(dialog()).getByRole('button', { name: 'Test connection' }));
      expect(await within(dialog()).findByText(`Connected: ${COMPANY} — 42 ms`)).toBeInTheDocument();
      expect(fake.callsOf('testConnection')).toEqual([
        {
          draft: {
            name: 'Unsaved connection',
            baseUrl: 'https://draft.example.test',
            token: TOKEN,
            timeoutMs: 10_000,
            insecure: false,
          },
          callId: expect.any(String),
        },
      ]);
      expect(fake.callsOf('saveProfile')).toEqual([]);
    });

    it('says what was changed in the address typed, beside the result, on success and on failure', async () => {
      const fake = new FakeInspector();
      const answered = await fake.api.testConnection({});
      if (!answered.ok) throw new Error('the fake answers testConnection');
      fake.answer('testConnection', {
        ok: true,
        value: { ...answered.value, notes: ['The trailing slash was removed.'] },
      });
      const { user } = await openForm(fake);
      await user.type(field('Address'), 'https://draft.example.test/');
      await user.click(within(dialog()).getByRole('button', { name: 'Test connection' }));
      const region = within(dialog()).getByRole('status', { name: '' });
      await waitFor(() => expect(region).toHaveTextContent(`Connected: ${COMPANY} — 42 ms`));
      expect(within(region).getByRole('listitem')).toHaveTextContent('The trailing slash was removed.');

      const failure = { kind: 'network', reason: 'dns', message: 'getaddrinfo ENOTFOUND x' } as const;
      fake.answer('testConnection', {
        ok: true,
        value: {
          ok: false,
          failure,
          meta: answered.value.meta,
          notes: ['The trailing slashes were removed.'],
        },
      });
      await user.click(within(dialog()).getByRole('button', { name: 'Test connection' }));
      await waitFor(() => expect(region).toHaveTextContent(asRead(describeFailure(failure).title)));
      expect(within(region).getByRole('listitem')).toHaveTextContent('The trailing slashes were removed.');
    });

    it('says in plain words why the test failed', async () => {
      const fake = new FakeInspector();
      const failure = { kind: 'network', reason: 'dns', message: 'getaddrinfo ENOTFOUND x' } as const;
      fake.failCall('testConnection', failure);
      const { user } = await openForm(fake);
      await user.type(field('Address'), 'https://x.example.test');
      await user.click(within(dialog()).getByRole('button', { name: 'Test connection' }));
      const words = describeFailure(failure);
      const region = within(dialog()).getByRole('status', { name: '' });
      await waitFor(() => expect(region).toHaveTextContent(asRead(words.title)));
      expect(region).toHaveTextContent(asRead(words.action));
    });

    it('can be cancelled while it runs', async () => {
      const fake = new FakeInspector();
      fake.hold('testConnection');
      const { user } = await openForm(fake);
      await user.type(field('Address'), 'https://slow.example.test');
      await user.click(within(dialog()).getByRole('button', { name: 'Test connection' }));
      expect(await within(dialog()).findByText('Testing the connection…')).toBeInTheDocument();
      await user.click(within(dialog()).getByRole('button', { name: 'Cancel test' }));
      expect(await within(dialog()).findByText('The test was cancelled.')).toBeInTheDocument();
      expect(fake.callsOf('cancelCall')).toEqual([{ callId: fake.callsOf('testConnection')[0]!.callId }]);
      expect(within(dialog()).getByRole('button', { name: 'Test connection' })).toHaveFocus();
    });
  });
});
