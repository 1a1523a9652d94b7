// @vitest-environment happy-dom
// Loads under way and refreshes that fail, as a user sees them: progress with Cancel (which cancels
// the call in main), and data kept on screen, marked stale, when a refresh fails or is cancelled,
// with the failure in plain words and Retry.
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { describeFailure } from '../../shared/describe-failure';
import { shownNames } from './categories-page';
import { FakeInspector } from './fake-inspector';
import { asRead } from './failures';
import { COMPANY, NAMES_BY_NAME } from './fixtures';
import { categoriesPanel, installationPanel, renderApp, resetAfterTest } from './render-app';

afterEach(resetAfterTest);

async function loaded(fake: FakeInspector) {
  const rendered = renderApp(fake);
  await installationPanel().findByRole('heading', { name: COMPANY });
  await waitFor(() => expect(shownNames()).toEqual(NAMES_BY_NAME));
  return rendered;
}

describe('loads under way', () => {
  it('cancels the first load of the settings, then Retry loads them', async () => {
    const fake = new FakeInspector();
    const held = fake.hold('getInfo');
    const { user } = renderApp(fake);
    expect(await installationPanel().findByRole('status')).toHaveTextContent(
      'Loading the installation’s settings…',
    );
    await user.click(installationPanel().getByRole('button', { name: 'Cancel' }));
    const alert = await installationPanel().findByRole('alert');
    expect(alert).toHaveTextContent('Cancelled');
    expect(alert).toHaveTextContent('The request was cancelled.');
    expect(fake.callsOf('cancelCall')).toEqual([{ callId: fake.callsOf('getInfo')[0]!.callId }]);

    held.release();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await installationPanel().findByRole('heading', { name: COMPANY })).toBeInTheDocument();
  });

  it('keeps the settings, marked stale, when a refresh fails, and Retry refreshes them', async () => {
    const fake = new FakeInspector();
    const { user } = await loaded(fake);
    const failure = { kind: 'http-status', statusText: '502 Bad Gateway', preview: 'upstream down' } as const;
    fake.failCall('getInfo', failure);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    const alert = await installationPanel().findByRole('alert');
    expect(alert).toHaveTextContent('Stale');
    expect(alert).toHaveTextContent(/Showing the settings from .*\d\d.*\./);
    expect(alert).toHaveTextContent(`The refresh failed: ${describeFailure(failure).title}`);
    expect(alert).toHaveTextContent('upstream down');
    expect(alert).toHaveTextContent(asRead(describeFailure(failure).action));
    expect(installationPanel().getByRole('heading', { name: COMPANY })).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(installationPanel().queryByRole('alert')).not.toBeInTheDocument());
    expect(fake.callsOf('getInfo')).toHaveLength(3);
  });

  it('keeps the categories, marked stale, when their refresh is cancelled', async () => {
    const fake = new FakeInspector();
    const { user } = await loaded(fake);
    fake.hold('getCategories');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await categoriesPanel().findByText('Refreshing the categories…')).toBeInTheDocument();
    await user.click(categoriesPanel().getByRole('button', { name: 'Cancel' }));

    const alert = await categoriesPanel().findByRole('alert');
    expect(alert).toHaveTextContent('Stale');
    expect(alert).toHaveTextContent('The refresh was cancelled.');
    expect(shownNames()).toEqual(NAMES_BY_NAME);
  });
});
