// @vitest-environment happy-dom
// Lists cut for the screen say how much they leave out (issue 18, point 12): the Changes view's
// repeated ids name the first 20 and count the rest.
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AFTER_SIDE, BEFORE_SIDE } from './changes-fixtures';
import { FakeInspector } from './fake-inspector';
import { COMPANY, DEMO_PROFILE } from './fixtures';
import { installationPanel, renderApp, resetAfterTest } from './render-app';

afterEach(resetAfterTest);

describe('ChangesSummary', () => {
  it('names the first 20 of 25 repeated ids and counts the other 5', async () => {
    const fake = new FakeInspector();
    const row = (id: string) => ({ id, code: `C${id}`, name: `Row ${id}`, slug: null, image: null });
    const repeated = Array.from({ length: 25 }, (_, i) => String(5000 + i)).flatMap((id) => [
      row(id),
      row(id),
    ]);
    fake.changeSides = {
      before: BEFORE_SIDE,
      after: { ...AFTER_SIDE, categories: [...AFTER_SIDE.categories, ...repeated] },
    };
    fake.snapshots = ['b', 'a'].map((letter, i) => ({
      id: `demo.2026112${5 - i}T090000000Z-${letter.repeat(16)}`,
      profileId: DEMO_PROFILE.id,
      takenAt: `2026-11-2${5 - i}T09:00:00.000Z`,
      categories: 5,
      companyName: COMPANY,
      bytes: 100,
      pinned: false,
      state: 'ok' as const,
      reason: null,
      file: '/data/snapshots/x.json',
    }));
    const { user } = renderApp(fake);
    await installationPanel().findByRole('heading', { name: COMPANY });
    await user.click(screen.getByRole('tab', { name: 'Changes' }));
    const view = within(screen.getByRole('region', { name: 'Changes' }));
    const warning = await view.findByText(/^Repeated category ids/);
    expect(warning).toHaveTextContent(/after 5000, 5001, .*, 5019 and 5 more$/);
  });
});
