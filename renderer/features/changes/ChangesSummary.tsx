// What was compared (each side's connection, company and time) and the counts at a glance.
import type { ReactNode } from 'react';
import type { ChangesSideLabel, Comparison } from '../../../shared/changes';
import { sameSecondTimes, snapshotTime } from './snapshot-time';

// A snapshot as "Demo (offline) · Shop, loaded <time>" (the time as the whole view shows times); a
// dataset file by its title.
function SideText({ label, precise }: { label: ChangesSideLabel; precise: boolean }) {
  if (label.takenAt === null) return <>{label.title}</>;
  const who = [label.connectionName, label.companyName].filter((part) => part !== null).join(' · ');
  return (
    <>
      {who || 'Snapshot'}, loaded <time dateTime={label.takenAt}>{snapshotTime(label.takenAt, precise)}</time>
    </>
  );
}

/** `actions` (the exports) go on the verdict's line. */
export function ChangesSummary({ comparison, actions }: { comparison: Comparison; actions: ReactNode }) {
  const { diff, before, after } = comparison;
  const { counts } = diff;
  const dupes = diff.categories.duplicateIds;
  const precise = sameSecondTimes([before.takenAt, after.takenAt]);
  const items: readonly [string, string | number][] = [
    ['Added', counts.added],
    ['Removed', counts.removed],
    ['Changed', counts.changed],
    ['Settings changed', diff.info.length],
    ['Categories before', counts.before],
    ['Categories after', counts.after],
  ];
  return (
    <div className="changes-summary">
      <dl className="changes-sides" aria-label="Compared">
        <div>
          <dt>Before (A)</dt>
          <dd>
            <SideText label={before} precise={before.takenAt !== null && precise.has(before.takenAt)} />
          </dd>
        </div>
        <div>
          <dt>After (B)</dt>
          <dd>
            <SideText label={after} precise={after.takenAt !== null && precise.has(after.takenAt)} />
          </dd>
        </div>
      </dl>
      <div className="changes-verdict-line">
        <p className={diff.identical ? 'changes-verdict changes-verdict--same' : 'changes-verdict'}>
          {diff.identical ? 'No changes: both sides are identical.' : 'The two sides differ.'}
          {diff.categories.reordered && ' The order of the categories changed.'}
        </p>
        {actions}
      </div>
      <dl className="changes-counts" aria-label="Counts">
        {items.map(([label, value]) => (
          <div key={label} className="changes-counts__item">
            <dt>{label}</dt>
            <dd>{value.toLocaleString()}</dd>
          </div>
        ))}
      </dl>
      {(dupes.before.length > 0 || dupes.after.length > 0) && (
        <p className="message message--warning">
          Repeated category ids (never merged):{' '}
          {dupes.before.length > 0 && `before ${firstIds(dupes.before)}`}
          {dupes.before.length > 0 && dupes.after.length > 0 && '; '}
          {dupes.after.length > 0 && `after ${firstIds(dupes.after)}`}
        </p>
      )}
    </div>
  );
}

// The first 20 ids, and how many more there are: a cut list says what it leaves out.
function firstIds(ids: readonly string[]): string {
  const shown = ids.slice(0, 20).join(', ');
  return ids.length > 20 ? `${shown} and ${ids.length - 20} more` : shown;
}
