// The words a watch run line adds in a maintenance window: the end to the minute, and to the second
// when it is not on a whole minute (a 70 s window ending 22:39:10 must not read "until 22:39").
import { describe, expect, it } from 'vitest';
import { maintenanceNote } from '../../electron/cli/maintenance-flag';
import type { MaintenanceSpan } from '../../shared/maintenance';

function span(start: Date, end: Date): MaintenanceSpan {
  return { start: start.getTime(), end: end.getTime(), window: null as never };
}

describe('maintenanceNote', () => {
  it('says the end to the minute when it is on a whole minute', () => {
    const note = maintenanceNote(span(new Date(2026, 11, 2, 2, 0), new Date(2026, 11, 2, 4, 0)));
    expect(note).toBe(' [maintenance until 04:00]');
  });

  it('says the seconds when the end is not on a whole minute', () => {
    const note = maintenanceNote(span(new Date(2026, 11, 1, 22, 38), new Date(2026, 11, 1, 22, 39, 10)));
    expect(note).toBe(' [maintenance until 22:39:10]');
  });

  it('names the day of an end on another day, with its seconds', () => {
    const note = maintenanceNote(span(new Date(2026, 11, 1, 23, 0), new Date(2026, 11, 2, 0, 0, 5)));
    expect(note).toBe(' [maintenance until 2026-12-02 00:00:05]');
  });

  it('adds nothing outside a window', () => {
    expect(maintenanceNote(null)).toBe('');
  });
});
