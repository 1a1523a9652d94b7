// @vitest-environment happy-dom
// The previews computed from the installation's settings, as a user reads them: an amount and a
// quantity with its decimals and separator (thousands grouped by a narrow no-break space), its
// currency named, the time in its time zone; and a warning instead of a preview, or beside a
// setting, where a value cannot be used or looks doubtful.
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReceivedInfo } from '../../shared/received-info';
import { FakeInspector } from './fake-inspector';
import { COMPANY, INFO } from './fixtures';
import { installationPanel, renderApp, resetAfterTest } from './render-app';

afterEach(resetAfterTest);

// Thousands are grouped with a narrow no-break space; toHaveTextContent would read it as a plain space.
const GROUP = '\u202f';

const previews = () => within(screen.getByRole('region', { name: 'Previews' }));
/** The value cell of the row labelled `label` in `scope`. */
const valueOf = (scope: ReturnType<typeof previews>, label: string) =>
  scope.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

async function renderWith(info: ReceivedInfo = INFO) {
  renderApp(new FakeInspector({ info }));
  await installationPanel().findByRole('heading', { name: String(info.company_name || COMPANY) });
}

describe('Previews', () => {
  it('formats an amount and a quantity with the installation’s decimals and separator', async () => {
    await renderWith();
    expect(valueOf(previews(), 'Amount').textContent).toContain(`1${GROUP}234${GROUP}567,89`);
    expect(valueOf(previews(), 'Amount')).toHaveTextContent('€');
    expect(valueOf(previews(), 'Amount')).toHaveTextContent('2 decimals');
    expect(valueOf(previews(), 'Quantity').textContent).toContain(`1${GROUP}234,568`);
    expect(valueOf(previews(), 'Quantity')).toHaveTextContent('3 decimals');
    expect(valueOf(previews(), 'Currency name')).toHaveTextContent('EUR · €');
    expect(valueOf(previews(), 'Time there now')).toHaveTextContent(/\d{1,2}:\d\d/);
    expect(previews().queryByRole('img', { name: /^Warning/ })).not.toBeInTheDocument();
  });

  it('warns instead of a preview when a setting cannot be used', async () => {
    await renderWith({ ...INFO, decimals: 'two', timezone: 'Mars/Olympus' });
    expect(
      previews().getByRole('img', {
        name: 'Warning: No preview: the decimals for amounts (“two”) could not be used: not a whole number',
      }),
    ).toBeInTheDocument();
    expect(
      previews().getByRole('img', {
        name: 'Warning: No preview: the time zone “Mars/Olympus” is unknown here',
      }),
    ).toBeInTheDocument();
    // The quantity has decimals of its own, and still shows.
    expect(valueOf(previews(), 'Quantity').textContent).toContain(`1${GROUP}234,568`);
  });

  it('marks doubtful settings in the list, with the reason', async () => {
    await renderWith({ ...INFO, qty_decimals: '12', decimals_sep: 'x' });
    const settings = within(installationPanel().getByText('Company', { selector: 'dt' }).closest('dl')!);
    expect(valueOf(settings, 'Quantities')).toContainElement(
      settings.getByRole('img', { name: 'Warning: More than 10 decimals is unusual; probably a mistake' }),
    );
    expect(valueOf(settings, 'Decimal separator')).toContainElement(
      settings.getByRole('img', { name: 'Warning: A letter or digit cannot serve as a decimal separator' }),
    );
    expect(valueOf(settings, 'Company').querySelector('[role="img"]')).toBeNull();
  });
});
