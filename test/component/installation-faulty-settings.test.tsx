// @vitest-environment happy-dom
// Settings that break the specification, as a store manager meets them: every setting is still
// shown as the installation sent it, a faulty one with the rule's reason beside it, a missing one
// saying "missing", all of them named in one line above; the previews use what they can and say
// what they could not; the technical details wait behind a disclosure, closed until opened.
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReceivedInfo } from '../../shared/received-info';
import { FakeInspector } from './fake-inspector';
import { COMPANY, INFO } from './fixtures';
import { installationPanel, renderApp, resetAfterTest } from './render-app';

afterEach(resetAfterTest);

const GROUP = '\u202f';

/** Renders the app over settings `info` (the fake names its faults with the real schema, as main). */
async function renderWith(info: ReceivedInfo) {
  const rendered = renderApp(new FakeInspector({ info }));
  await installationPanel().findByRole('heading', { name: COMPANY });
  return rendered;
}

/** The value cell of the term `label` (the first one: the settings list before the technical one). */
function valueOf(label: string, scope = installationPanel()): HTMLElement {
  const term = scope.getAllByText(label, { selector: 'dt' }).at(-1)!;
  return term.nextElementSibling as HTMLElement;
}

const previews = () => within(screen.getByRole('region', { name: 'Previews' }));
const previewOf = (label: string) =>
  previews().getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('Installation panel: settings that break the specification', () => {
  it('shows a faulty currency as sent, with the reason, and every other setting', async () => {
    await renderWith({ ...INFO, default_currency: 'EURO' });
    const currency = valueOf('Currency');
    expect(currency).toHaveTextContent(/^EURO/);
    expect(
      within(currency).getByRole('img', {
        name: 'Warning: Breaks the specification: expected a three-letter currency code, got "EURO"',
      }),
    ).toBeInTheDocument();
    expect(installationPanel().queryByRole('alert')).not.toBeInTheDocument();
    expect(valueOf('Language')).toHaveTextContent('Deutsch');
    expect(valueOf('Time zone')).toHaveTextContent('Europe/Berlin');
    expect(valueOf('Time zone').querySelector('[role="img"]')).toBeNull();
    // Named above the settings, so a fault far down the list is not missed.
    expect(
      installationPanel().getByRole('img', {
        name: 'Warning: 1 setting breaks the specification: Currency. Each is shown as received, with the reason.',
      }),
    ).toBeInTheDocument();
    // The amount is still previewed, without the currency, and says so.
    expect(previewOf('Amount').textContent).toContain(`1${GROUP}234${GROUP}567,89`);
    expect(previewOf('Amount')).toHaveTextContent('2 decimals');
    expect(
      within(previewOf('Amount')).getByRole('img', {
        name: 'Warning: The currency “EURO” could not be used',
      }),
    ).toBeInTheDocument();
  });

  it('marks an invented time zone beside a faulty currency, each with its own reason', async () => {
    await renderWith({ ...INFO, default_currency: 'EURO', timezone: 'Mars/Olympus' });
    expect(
      within(valueOf('Time zone')).getByRole('img', { name: 'Warning: Not a time zone this computer knows' }),
    ).toBeInTheDocument();
    expect(
      within(valueOf('Currency')).getByRole('img', { name: /^Warning: Breaks the specification/ }),
    ).toBeInTheDocument();
  });

  it('does not load a logo address that breaks the specification: the initials stand in', async () => {
    await renderWith({ ...INFO, logo: 'img/logo.png' });
    expect(installationPanel().queryByRole('img', { name: `${COMPANY} logo` })).not.toBeInTheDocument();
    expect(installationPanel().getByRole('img', { name: 'Logo unavailable' })).toBeInTheDocument();
    expect(valueOf('Logo address')).toHaveTextContent(/^img\/logo\.png/);
    expect(
      within(valueOf('Logo address')).getByRole('img', {
        name: /^Warning: Breaks the specification: expected an absolute/,
      }),
    ).toBeInTheDocument();
  });

  it('says "missing" for a missing setting, with the reason', async () => {
    const { language: _gone, ...rest } = INFO;
    await renderWith(rest as ReceivedInfo);
    const language = valueOf('Language');
    expect(within(language).getByText('missing')).toBeInTheDocument();
    expect(
      within(language).getByRole('img', {
        name: 'Warning: Breaks the specification: the installation did not send it',
      }),
    ).toBeInTheDocument();
  });

  it('shows decimals sent as a number as its text, marked, and the previews use them', async () => {
    await renderWith({ ...INFO, decimals: 2, qty_decimals: null });
    const amounts = valueOf('Amounts');
    expect(amounts).toHaveTextContent(/^2decimals/);
    expect(
      within(amounts).getByRole('img', {
        name: 'Warning: Breaks the specification: expected text, got the number 2',
      }),
    ).toBeInTheDocument();
    expect(valueOf('Quantities')).toHaveTextContent(/^null/);
    expect(previewOf('Amount').textContent).toContain(`1${GROUP}234${GROUP}567,89`);
    expect(
      within(previewOf('Quantity')).getByRole('img', {
        name: 'Warning: No preview: the decimals for quantities (null) could not be used: not a whole number',
      }),
    ).toBeInTheDocument();
    expect(
      installationPanel().getByRole('img', {
        name: /^Warning: 2 settings break the specification: Amounts, Quantities\./,
      }),
    ).toBeInTheDocument();
  });

  it('keeps the technical details closed, says how many of them are faulty, and opens by keyboard', async () => {
    const { user } = await renderWith({ ...INFO, id: 7 });
    const toggle = installationPanel().getByRole('button', { name: /^Technical details/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('Technical details · 1 field with a warning');
    // Closed: none of its fields is on screen or in the accessibility tree.
    expect(installationPanel().queryByRole('term', { name: 'Record number' })).toBeNull();
    expect(installationPanel().getByText('Record number', { selector: 'dt' })).not.toBeVisible();
    expect(
      installationPanel().getByRole('img', {
        name: /^Warning: 1 setting breaks the specification: Record number\./,
      }),
    ).toBeInTheDocument();
    while (document.activeElement !== toggle) await user.tab();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const recordNumber = installationPanel().getByText('Record number', { selector: 'dt' });
    expect(recordNumber).toBeVisible();
    expect(recordNumber.nextElementSibling).toHaveTextContent(/^7/);
    expect(
      within(recordNumber.nextElementSibling as HTMLElement).getByRole('img', {
        name: 'Warning: Breaks the specification: expected text, got the number 7',
      }),
    ).toBeInTheDocument();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
