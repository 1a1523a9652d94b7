// @vitest-environment happy-dom
// The Connections dialog as a user sees it: Ctrl+K (⌘K on a Mac) opens it, Escape and Close close it
// and the focus goes back; the list says how each token is kept; weak token storage needs an
// explicit confirmation; using and deleting a connection. The form: connection-form.test.tsx.
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeInspector } from './fake-inspector';
import { COMPANY, NO_KEY_STORE } from './fixtures';
import { connectionsButton, dialog, openedApp, queryDialog, shortcut } from './connections-page';
import { installationPanel, renderApp, resetAfterTest } from './render-app';

afterEach(resetAfterTest);

describe('ConnectionsDialog', () => {
  describe('opening and closing', () => {
    it('opens with the keyboard shortcut, focused inside, and Escape closes it', async () => {
      const { user } = renderApp();
      await installationPanel().findByRole('heading', { name: COMPANY });
      expect(queryDialog()).not.toBeInTheDocument();
      await user.keyboard(shortcut());
      expect(await screen.findByRole('dialog', { name: 'Connections' })).toBeInTheDocument();
      expect(within(dialog()).getByRole('button', { name: 'Add connection' })).toHaveFocus();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(queryDialog()).not.toBeInTheDocument());
      // Nothing was focused before: the focus goes to the button that opens it.
      expect(connectionsButton()).toHaveFocus();
    });

    it('opens with the shortcut even while typing in the search box', async () => {
      const { user } = renderApp();
      await installationPanel().findByRole('heading', { name: COMPANY });
      await user.click(screen.getByRole('searchbox', { name: /^Search categories/ }));
      await user.keyboard(`br${shortcut()}`);
      expect(await screen.findByRole('dialog', { name: 'Connections' })).toBeInTheDocument();
      expect(screen.getByRole('searchbox', { name: /^Search categories/ })).toHaveValue('br');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(queryDialog()).not.toBeInTheDocument());
      expect(screen.getByRole('searchbox', { name: /^Search categories/ })).toHaveFocus();
    });

    it('returns the focus to the Connections button after Close', async () => {
      const { user } = await openedApp();
      await user.click(within(dialog()).getByRole('button', { name: /^Close/ }));
      await waitFor(() => expect(queryDialog()).not.toBeInTheDocument());
      expect(connectionsButton()).toHaveFocus();
    });

    it('lists the demo and the saved connections, with how each token is kept', async () => {
      await openedApp();
      const demo = within(dialog()).getByRole('listitem', { name: 'Demo (offline)' });
      expect(demo).toHaveTextContent('In use');
      expect(demo).toHaveTextContent('http://127.0.0.1:43210');
      const shop = within(dialog()).getByRole('listitem', { name: 'Main shop' });
      expect(shop).toHaveTextContent('https://shop.example.test');
      expect(shop).toHaveTextContent('Token set ••••9c3f');
      expect(shop).toHaveTextContent('stored securely');
    });
  });

  describe('token storage', () => {
    it('says tokens are kept for this session only where no secure store exists', async () => {
      await openedApp(new FakeInspector({ storage: NO_KEY_STORE }));
      expect(dialog()).toHaveTextContent('Tokens are kept for this session only');
      expect(dialog()).toHaveTextContent('The inspector has no secure key store on this computer');
    });

    it('asks again, saying why, when protection is weaker than what the user agreed to', async () => {
      const fake = new FakeInspector({ storage: { ...NO_KEY_STORE, agreedLevel: 'weak' } });
      await openedApp(fake);
      expect(dialog()).toHaveTextContent('Tokens are kept for this session only');
      expect(dialog()).toHaveTextContent(
        'You allowed storing tokens encrypted with a key built into the app. Here they could not be encrypted at all, so the inspector asks again.',
      );
      expect(
        within(dialog()).getByRole('button', { name: 'Store tokens with weak protection…' }),
      ).toBeInTheDocument();
    });

    it('asks for an explicit confirmation before allowing weak storage', async () => {
      const fake = new FakeInspector({ storage: NO_KEY_STORE });
      const { user } = await openedApp(fake);
      await user.click(within(dialog()).getByRole('button', { name: 'Store tokens with weak protection…' }));
      const confirm = within(dialog()).getByRole('group', { name: 'Store tokens with weak protection?' });
      expect(confirm).toHaveTextContent('Anyone who can read your files');
      // The safe choice has the focus; nothing is sent yet.
      expect(within(confirm).getByRole('button', { name: 'Keep them for this session only' })).toHaveFocus();
      expect(fake.callsOf('setWeakStorageAllowed')).toEqual([]);

      await user.click(within(confirm).getByRole('button', { name: 'Keep them for this session only' }));
      expect(
        within(dialog()).queryByRole('group', { name: 'Store tokens with weak protection?' }),
      ).toBeNull();
      expect(fake.callsOf('setWeakStorageAllowed')).toEqual([]);

      // Escape backs out of the confirmation, not out of the dialog.
      await user.click(within(dialog()).getByRole('button', { name: 'Store tokens with weak protection…' }));
      await user.keyboard('{Escape}');
      expect(dialog()).toBeInTheDocument();
      expect(
        within(dialog()).getByRole('button', { name: 'Store tokens with weak protection…' }),
      ).toHaveFocus();
      expect(fake.callsOf('setWeakStorageAllowed')).toEqual([]);

      await user.click(within(dialog()).getByRole('button', { name: 'Store tokens with weak protection…' }));
      await user.click(within(dialog()).getByRole('button', { name: 'Store tokens with weak protection' }));
      expect(
        await within(dialog()).findByText('Tokens are now stored with weak protection.'),
      ).toBeInTheDocument();
      expect(fake.callsOf('setWeakStorageAllowed')).toEqual([{ allowed: true }]);
      expect(dialog()).toHaveTextContent('Tokens are stored with weak protection');
      expect(within(dialog()).getByRole('button', { name: 'Stop storing tokens' })).toHaveFocus();
    });

    it('withdraws weak storage in one step', async () => {
      const fake = new FakeInspector({ storage: { ...NO_KEY_STORE, weakStorageAllowed: true } });
      const { user } = await openedApp(fake);
      await user.click(within(dialog()).getByRole('button', { name: 'Stop storing tokens' }));
      expect(
        await within(dialog()).findByText(
          'Tokens are no longer stored; they are kept for this session only.',
        ),
      ).toBeInTheDocument();
      expect(fake.callsOf('setWeakStorageAllowed')).toEqual([{ allowed: false }]);
    });

    it("shows the host's refusal of the storage choice", async () => {
      const fake = new FakeInspector({ storage: NO_KEY_STORE });
      fake.refuse('setWeakStorageAllowed', { code: 'PROFILE_STORE', message: 'the file is read-only' });
      const { user } = await openedApp(fake);
      await user.click(within(dialog()).getByRole('button', { name: 'Store tokens with weak protection…' }));
      await user.click(within(dialog()).getByRole('button', { name: 'Store tokens with weak protection' }));
      expect(
        await within(dialog()).findByText('The choice could not be saved: the file is read-only'),
      ).toBeInTheDocument();
    });
  });

  describe('using and deleting', () => {
    it('uses a saved connection: the dialog closes and its installation loads', async () => {
      const fake = new FakeInspector();
      const { user } = await openedApp(fake);
      await user.click(within(dialog()).getByRole('button', { name: 'Use Main shop' }));
      await waitFor(() => expect(queryDialog()).not.toBeInTheDocument());
      expect(fake.callsOf('setActiveProfile')).toEqual([{ id: 'shop' }]);
      await waitFor(() => expect(fake.callsOf('getCategories').at(-1)).toMatchObject({ profileId: 'shop' }));
      expect(screen.getByRole('combobox', { name: 'Connection' })).toHaveValue('shop');
    });

    it('deletes a connection only after a confirmation', async () => {
      const fake = new FakeInspector();
      const { user } = await openedApp(fake);
      await user.click(within(dialog()).getByRole('button', { name: 'Delete Main shop' }));
      const confirm = within(dialog()).getByRole('group', { name: 'Delete “Main shop”?' });
      expect(fake.callsOf('deleteProfile')).toEqual([]);
      await user.click(within(confirm).getByRole('button', { name: 'Delete connection' }));
      expect(await within(dialog()).findByText('Deleted “Main shop”.')).toBeInTheDocument();
      expect(fake.callsOf('deleteProfile')).toEqual([{ id: 'shop' }]);
      expect(within(dialog()).queryByRole('listitem', { name: 'Main shop' })).not.toBeInTheDocument();
      expect(within(dialog()).getByRole('button', { name: 'Add connection' })).toHaveFocus();
    });
  });
});
