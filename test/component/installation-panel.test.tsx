// @vitest-environment happy-dom
// The Installation panel as a user sees it: the company and every setting with a human label, a
// loading state while the settings are on their way, each failure in plain words with a Retry that
// calls again, and the last settings kept on screen during a Refresh.
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { describeFailure } from '../../shared/describe-failure';
import { FakeInspector } from './fake-inspector';
import { asRead, EVERY_FAILURE } from './failures';
import { COMPANY } from './fixtures';
import { installationPanel, renderApp, resetAfterTest } from './render-app';

afterEach(resetAfterTest);

/** A settings list (the one whose first row is labelled `first`) as label → value text. */
function settings(first = 'Company'): Record<string, string> {
  const rows = installationPanel().getByText(first, { selector: 'dt' }).closest('dl');
  const entries = [...(rows?.querySelectorAll('dt') ?? [])].map((dt) => [
    dt.textContent ?? '',
    dt.nextElementSibling?.textContent ?? '',
  ]);
  return Object.fromEntries(entries);
}

describe('InstallationPanel', () => {
  it('shows the company name and logo of the active connection on first load', async () => {
    const { fake } = renderApp();
    const panel = installationPanel();
    expect(await panel.findByRole('heading', { name: COMPANY })).toBeInTheDocument();
    expect(panel.getByRole('img', { name: `${COMPANY} logo` })).toHaveAttribute(
      'src',
      'https://assets.example.test/logo.png',
    );
    expect(fake.callsOf('getInfo')).toEqual([{ profileId: 'demo', callId: expect.any(String) }]);
  });

  it('labels every field in words for people, the technical ones (extra fields too) apart', async () => {
    renderApp();
    await installationPanel().findByRole('heading', { name: COMPANY });
    const people: [label: string, value: string][] = [
      ['Company', COMPANY],
      ['Language', 'Deutsch'],
      ['Currency', 'EUR'],
      ['Time zone', 'Europe/Berlin'],
      // "Amounts: 2 decimals".
      ['Amounts', '2decimals'],
      ['Quantities', '3decimals'],
      // The separator is named too: "," and "." are hard to tell apart.
      ['Decimal separator', ',comma'],
      ['Default warehouse', '1'],
      ['Default sales account', '8400'],
      ['Logo address', 'https://assets.example.test/logo.png'],
    ];
    const technical: [label: string, value: string][] = [
      ['Answer code', '0'],
      ['API version', '2.4.1'],
      ['Record number', '7'],
      ['Date format number', '1'],
      ['Assets address', 'https://assets.example.test/'],
      ['Fiscal year', '2026'],
    ];
    for (const [list, expected] of [
      [settings(), people],
      [settings('Answer code'), technical],
    ] as const) {
      expect(Object.keys(list)).toEqual(expected.map(([label]) => label));
      for (const [label, value] of expected) expect(list[label], label).toBe(value);
    }
    // Words for engineers are gone: the body's code is no HTTP status, the date format no riddle.
    const panel = screen.getByRole('region', { name: 'Installation' });
    expect(panel).not.toHaveTextContent(/Status code|System record ID|meaning not specified/);
    expect(installationPanel().queryByText('status', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('says the settings are loading while the installation has not answered', async () => {
    const fake = new FakeInspector();
    const held = fake.hold('getInfo');
    renderApp(fake);
    const panel = installationPanel();
    expect(await panel.findByRole('status')).toHaveTextContent('Loading the installation’s settings…');
    expect(screen.getByRole('region', { name: 'Installation' })).toHaveAttribute('aria-busy', 'true');
    held.release();
    expect(await panel.findByRole('heading', { name: COMPANY })).toBeInTheDocument();
    expect(panel.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each(EVERY_FAILURE)(
    'says in plain words why the settings failed ($name) and retries',
    async (example) => {
      const fake = new FakeInspector();
      fake.failCall('getInfo', example.failure);
      const { user } = renderApp(fake);
      const alert = await installationPanel().findByRole('alert');
      const words = describeFailure(example.failure);
      expect(alert).toHaveTextContent('The settings could not be loaded');
      expect(alert).toHaveTextContent(asRead(words.title));
      expect(alert).toHaveTextContent(asRead(words.action));
      if (words.detail.trim()) expect(alert).toHaveTextContent(asRead(words.detail));

      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await installationPanel().findByRole('heading', { name: COMPANY })).toBeInTheDocument();
      expect(installationPanel().queryByRole('alert')).not.toBeInTheDocument();
      expect(fake.callsOf('getInfo')).toHaveLength(2);
    },
  );

  it('says when the host itself refused the call, and retries', async () => {
    const fake = new FakeInspector();
    fake.refuse('getInfo', { code: 'PROFILE_NOT_FOUND', message: 'getInfo: no connection "demo"' });
    const { user } = renderApp(fake);
    const alert = await installationPanel().findByRole('alert');
    expect(alert).toHaveTextContent('This connection no longer exists');
    expect(alert).toHaveTextContent('Choose another connection.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await installationPanel().findByRole('heading', { name: COMPANY })).toBeInTheDocument();
  });

  it('keeps the last settings on screen during a Refresh until the new ones arrive', async () => {
    const fake = new FakeInspector();
    const { user } = renderApp(fake);
    await installationPanel().findByRole('heading', { name: COMPANY });
    const held = fake.hold('getInfo');
    fake.info = { ...fake.info, company_name: 'Sonnenschein Filialen AG' };
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    const region = screen.getByRole('region', { name: 'Installation' });
    await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'true'));
    expect(installationPanel().getByRole('heading', { name: COMPANY })).toBeInTheDocument();
    held.release();
    expect(
      await installationPanel().findByRole('heading', { name: 'Sonnenschein Filialen AG' }),
    ).toBeInTheDocument();
    expect(region).toHaveAttribute('aria-busy', 'false');
  });
});
