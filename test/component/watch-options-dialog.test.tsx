// @vitest-environment happy-dom
// The fleet board's Watch settings… as a user sees them: the dialog shows main's settings (absent
// incident settings at their defaults), says beside a field when its number is out of range and
// sends nothing then, saves the confirmation runs, the grouping and the reminders through
// setWatchOptions, shows them again on reopen, says what main refused, and closes on Escape with
// the focus back on its button; settings set in watch.json by hand (a reminder interval not offered)
// are shown as they are.
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeInspector } from './fake-inspector';
import { DEMO_PROFILE, SHOP_PROFILE } from './fixtures';
import { openFleet } from './fleet-page';
import { resetAfterTest } from './render-app';
import { fleetRow, NOW } from './watch-fixtures';

afterEach(resetAfterTest);

const ROWS = [
  fleetRow(DEMO_PROFILE),
  fleetRow(SHOP_PROFILE, { watchClass: 'conforms', lastAt: NOW, every: 5 }),
];
const TITLE = 'Watch settings';
const dialog = () => within(screen.getByRole('dialog', { name: TITLE }));
const closed = () => waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull());
const confirmRuns = () =>
  dialog().getByRole('textbox', { name: 'Confirm a change after this many runs in a row' });
const grouping = () => dialog().getByRole('checkbox', { name: 'Group connections that fail together' });
const remind = () => dialog().getByRole('combobox', { name: 'Remind me while a problem lasts' });

describe('the watch settings dialog', () => {
  it('shows the defaults, refuses a number out of range, saves and shows the settings again', async () => {
    const fake = new FakeInspector();
    const { user } = await openFleet(ROWS, [SHOP_PROFILE], fake);
    const button = screen.getByRole('button', { name: 'Watch settings…' });
    await user.click(button);
    expect(confirmRuns()).toHaveValue('2');
    expect(confirmRuns()).toHaveFocus();
    expect(grouping()).toBeChecked();
    expect(dialog().getByRole('textbox', { name: 'At least (connections)' })).toHaveValue('3');
    expect(dialog().getByRole('textbox', { name: 'And at least (% of those watched)' })).toHaveValue('20');
    expect(dialog().getByRole('textbox', { name: 'Within (runs)' })).toHaveValue('2');
    expect(remind()).toHaveDisplayValue('Off');

    await user.clear(confirmRuns());
    await user.type(confirmRuns(), '11');
    expect(confirmRuns()).toHaveAccessibleDescription(/^Enter a whole number from 1 to 10\./);
    await user.click(dialog().getByRole('button', { name: 'Save' }));
    expect(dialog().getByRole('alert')).toHaveTextContent(
      'Some settings are out of range; correct them to save.',
    );
    expect(confirmRuns()).toHaveFocus();
    expect(fake.callsOf('setWatchOptions')).toEqual([]);

    await user.clear(confirmRuns());
    await user.type(confirmRuns(), '3');
    const share = dialog().getByRole('textbox', { name: 'And at least (% of those watched)' });
    await user.clear(share);
    await user.type(share, '10');
    await user.selectOptions(remind(), 'Every 2 hours');
    await user.click(dialog().getByRole('button', { name: 'Save' }));
    await closed();
    expect(fake.callsOf('setWatchOptions')).toEqual([
      { confirmRuns: 3, incidents: { groupMin: 3, groupShare: 10, groupWindowRuns: 2, remindMinutes: 120 } },
    ]);

    await user.click(button);
    expect(confirmRuns()).toHaveValue('3');
    expect(dialog().getByRole('textbox', { name: 'And at least (% of those watched)' })).toHaveValue('10');
    expect(remind()).toHaveDisplayValue('Every 2 hours');
    // Grouping off: its numbers go away, and only "never grouped" is sent.
    await user.click(grouping());
    expect(dialog().queryByRole('textbox', { name: 'At least (connections)' })).toBeNull();
    await user.click(dialog().getByRole('button', { name: 'Save' }));
    await closed();
    expect(fake.callsOf('setWatchOptions').at(-1)).toEqual({
      confirmRuns: 3,
      incidents: { groupMin: 0, remindMinutes: 120 },
    });
    await user.click(button);
    expect(grouping()).not.toBeChecked();
    await user.keyboard('{Escape}');
    await closed();
    expect(button).toHaveFocus();
  });

  it('shows settings set in watch.json by hand: grouping off, a reminder interval of its own', async () => {
    const fake = new FakeInspector();
    fake.watchSettings = {
      ...fake.watchSettings,
      confirmRuns: 1,
      incidents: { groupMin: 0, remindMinutes: 45 },
    };
    const { user } = await openFleet(ROWS, [SHOP_PROFILE], fake);
    await user.click(screen.getByRole('button', { name: 'Watch settings…' }));
    expect(confirmRuns()).toHaveValue('1');
    expect(grouping()).not.toBeChecked();
    expect(remind()).toHaveDisplayValue('Every 45 minutes');
    // Turned on, the grouping starts from the defaults.
    await user.click(grouping());
    expect(dialog().getByRole('textbox', { name: 'At least (connections)' })).toHaveValue('3');
    await user.click(dialog().getByRole('button', { name: 'Save' }));
    await closed();
    expect(fake.callsOf('setWatchOptions')).toEqual([
      { confirmRuns: 1, incidents: { groupMin: 3, groupShare: 20, groupWindowRuns: 2, remindMinutes: 45 } },
    ]);
  });

  it('says what main refused, and keeps the dialog open', async () => {
    const fake = new FakeInspector();
    fake.refuse('setWatchOptions', {
      code: 'FILE_ACCESS',
      message: 'The watch settings could not be written',
    });
    const { user } = await openFleet(ROWS, [SHOP_PROFILE], fake);
    await user.click(screen.getByRole('button', { name: 'Watch settings…' }));
    await user.click(dialog().getByRole('button', { name: 'Save' }));
    expect(await dialog().findByRole('alert')).toHaveTextContent(
      /^The watch settings were not saved: .*could not be written/,
    );
  });
});
