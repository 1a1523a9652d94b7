// What the Changes view says when a connection has fewer than two snapshots to compare: how often it
// was loaded in this session, failed loads counted apart, and how many snapshots are kept.
import type { LoadCounts } from '../../../shared/snapshots';

/** "Nothing to compare yet: Shop has been loaded 12 times, 3 failed; 1 snapshot kept." */
export function shortText(name: string, short: { kept: 0 | 1; loads: LoadCounts }): string {
  const { total, failed } = short.loads;
  const kept = short.kept === 0 ? 'no snapshot kept' : '1 snapshot kept';
  if (total === 0 && short.kept === 0) return `${name} has not been loaded yet.`;
  const loads =
    total === 0
      ? 'has not been loaded in this session'
      : `has been loaded ${total === 1 ? 'once' : `${total.toLocaleString()} times`}` +
        (failed > 0 ? `, ${failed.toLocaleString()} failed` : '');
  return `Nothing to compare yet: ${name} ${loads}; ${kept}.`;
}
