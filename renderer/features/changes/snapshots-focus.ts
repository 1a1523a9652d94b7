// Deleting a snapshot takes its row, and the focused button with it; deleting all takes the table.
// The keyboard focus then goes to the section's heading instead of falling back to the page.
export const SNAPSHOTS_HEADING_ID = 'snapshots-heading';

export function focusSnapshotsHeadingIfLost(): void {
  const active = document.activeElement;
  if (!active || active === document.body) document.getElementById(SNAPSHOTS_HEADING_ID)?.focus();
}
