// What the fleet board tests read and do: the app opened on the Fleet tab over a fake inspector
// with a board, the grid, its rows' names, the search and the class filter.
import { screen, within } from '@testing-library/react';
import type { FleetRow } from '../../shared/watch';
import type { ProfileView } from '../../shared/profiles';
import { FakeInspector } from './fake-inspector';
import { COMPANY, DEMO_PROFILE } from './fixtures';
import { installationPanel, renderApp } from './render-app';

export const grid = () => screen.getByRole('grid', { name: /^Connections:/ });
export const fleetSearch = () =>
  screen.getByRole('searchbox', { name: 'Search connections by name or address' });
export const fleetRegion = () => within(screen.getByRole('region', { name: 'Fleet' }));

/** The names in the grid's rows, top to bottom (the header row left out). */
export function rowNames(): string[] {
  return within(grid())
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('.fleet__name')?.textContent ?? '');
}

/** The data row of `name`. */
export const rowOf = (name: string) =>
  within(grid())
    .getAllByRole('row')
    .find((row) => row.querySelector('.fleet__name')?.textContent === name)!;

/** The app with the Fleet tab open on `rows` (over `profiles`, the demo first). */
export async function openFleet(rows: FleetRow[], profiles: ProfileView[], fake = new FakeInspector()) {
  fake.profiles = [DEMO_PROFILE, ...profiles];
  fake.fleet = rows;
  const rendered = renderApp(fake);
  await installationPanel().findByRole('heading', { name: COMPANY });
  await rendered.user.click(screen.getByRole('tab', { name: 'Fleet' }));
  await screen.findByRole('grid', { name: /^Connections:/ });
  return rendered;
}
