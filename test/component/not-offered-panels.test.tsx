// @vitest-environment happy-dom
// An installation that answers the specification's `Unknown method` for one operation while the
// other answers at the same address: the panel says the installation does not offer it, and never
// sends the store manager to check an address that is right. When nothing answers, the address is
// what to check, as before.
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import type { CallFailure } from '../../shared/call-result';
import { FakeInspector } from './fake-inspector';
import { categoriesPanel, installationPanel, renderApp, resetAfterTest } from './render-app';

afterEach(resetAfterTest);

const UNKNOWN_METHOD: CallFailure = { kind: 'api-failure', message: 'Unknown method', httpStatus: 404 };

describe('an operation the installation does not offer', () => {
  it('the settings: not offered, the address right, since the categories answered there', async () => {
    const fake = new FakeInspector();
    fake.failCall('getInfo', UNKNOWN_METHOD);
    renderApp(fake);
    const alert = await installationPanel().findByRole('alert');
    await categoriesPanel().findAllByRole('option');
    expect(alert).toHaveTextContent(
      'The settings could not be loaded: the installation does not offer one of the operations',
    );
    expect(alert).toHaveTextContent('The installation does not offer this: Unknown method');
    expect(alert).toHaveTextContent('The categories answer at this address, so the address is right.');
    expect(alert).not.toHaveTextContent('check the address');
  });

  it('the categories: not offered, since the settings answered there', async () => {
    const fake = new FakeInspector();
    fake.failCall('getCategories', UNKNOWN_METHOD);
    renderApp(fake);
    await installationPanel().findByRole('heading', { level: 2 });
    const alert = await categoriesPanel().findByRole('alert');
    expect(alert).toHaveTextContent('The settings answer at this address, so the address is right.');
    expect(alert).not.toHaveTextContent('check the address');
  });

  it('still says to check the address when neither operation answers', async () => {
    const fake = new FakeInspector();
    fake.failCall('getInfo', UNKNOWN_METHOD);
    fake.failCall('getCategories', UNKNOWN_METHOD);
    renderApp(fake);
    const alert = await installationPanel().findByRole('alert');
    await categoriesPanel().findByRole('alert');
    expect(alert).toHaveTextContent('check the address');
    expect(alert).not.toHaveTextContent('does not offer');
  });
});
