// What the connections tests read and do: the dialog, its fields, the app opened on the dialog or on
// the form for a new connection, and the keyboard shortcut as user-event spells it.
import { screen, within } from '@testing-library/react';
import { COMPANY } from './fixtures';
import { FakeInspector } from './fake-inspector';
import { installationPanel, renderApp } from './render-app';

/** A token no page should ever show once it has been sent. */
export const TOKEN = 'tok-Component-Secret-7f3a9c';

export const dialog = () => screen.getByRole('dialog', { name: 'Connections' });
export const queryDialog = () => screen.queryByRole('dialog', { name: 'Connections' });
export const connectionsButton = () => screen.getByRole('button', { name: /^Connections…/ });
export const field = (label: string | RegExp) => within(dialog()).getByLabelText(label);
export const inDialog = () => within(dialog());

/** The shortcut as user-event spells it: ⌘K on a Mac, Ctrl+K elsewhere (as the button says). */
export function shortcut(): string {
  const mac = connectionsButton().getAttribute('aria-keyshortcuts')?.startsWith('Meta');
  return mac ? '{Meta>}k{/Meta}' : '{Control>}k{/Control}';
}

/** The app, loaded, with the Connections dialog open on its list. */
export async function openedApp(fake = new FakeInspector()) {
  const rendered = renderApp(fake);
  await installationPanel().findByRole('heading', { name: COMPANY });
  await rendered.user.click(connectionsButton());
  await screen.findByRole('dialog', { name: 'Connections' });
  return rendered;
}

/** The app with the form for a new connection open. */
export async function openForm(fake = new FakeInspector()) {
  const rendered = await openedApp(fake);
  await rendered.user.click(inDialog().getByRole('button', { name: 'Add connection' }));
  await inDialog().findByRole('form', { name: 'New connection' });
  return rendered;
}
