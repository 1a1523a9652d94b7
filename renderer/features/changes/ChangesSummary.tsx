// What was compared (each side's connection, company and time) and the counts at a glance.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ChangesSideLabel, Comparison } from '../../../shared/changes';
import type { MessageId } from '../../i18n/messages/en';
import { useText } from '../../i18n/useText';
import { sameSecondTimes, snapshotTime } from './snapshot-time';

// A snapshot as "Demo (offline) · Shop, loaded <time>" (the time as the whole view shows times); a
// dataset file by its title.
function SideText({ label, precise }: { label: ChangesSideLabel; precise: boolean }) {
  const intl = useIntl();
  if (label.takenAt === null) return <>{label.title}</>;
  const who = [label.connectionName, label.companyName].filter((part) => part !== null).join(' · ');
  const time = <time dateTime={label.takenAt}>{snapshotTime(label.takenAt, precise, intl.locale)}</time>;
  return (
    <FormattedMessage
      id="changes.sideLoaded"
      values={{ who: who || intl.formatMessage({ id: 'changes.snapshot' }), time }}
    />
  );
}

/** `actions` (the exports) go on the verdict's line. */
export function ChangesSummary({ comparison, actions }: { comparison: Comparison; actions: ReactNode }) {
  const { diff, before, after } = comparison;
  const { counts } = diff;
  const dupes = diff.categories.duplicateIds;
  const precise = sameSecondTimes([before.takenAt, after.takenAt]);
  const text = useText();
  const { formatNumber } = useIntl();
  const items: readonly [MessageId, number][] = [
    ['changes.added', counts.added],
    ['changes.removed', counts.removed],
    ['changes.changed', counts.changed],
    ['changes.settingsChanged', diff.info.length],
    ['changes.categoriesBefore', counts.before],
    ['changes.categoriesAfter', counts.after],
  ];
  const verdict = [
    text(diff.identical ? 'changes.identical' : 'changes.differ'),
    diff.categories.reordered ? text('changes.reordered') : null,
  ];
  const dupeParts = [
    dupes.before.length > 0 ? text('changes.dupes.before', { ids: firstIds(dupes.before, text) }) : null,
    dupes.after.length > 0 ? text('changes.dupes.after', { ids: firstIds(dupes.after, text) }) : null,
  ].filter(Boolean);
  return (
    <div className="changes-summary">
      <dl className="changes-sides" aria-label={text('changes.compared')}>
        <div>
          <dt>
            <FormattedMessage id="changes.before" />
          </dt>
          <dd>
            <SideText label={before} precise={before.takenAt !== null && precise.has(before.takenAt)} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="changes.after" />
          </dt>
          <dd>
            <SideText label={after} precise={after.takenAt !== null && precise.has(after.takenAt)} />
          </dd>
        </div>
      </dl>
      <div className="changes-verdict-line">
        <p className={diff.identical ? 'changes-verdict changes-verdict--same' : 'changes-verdict'}>
          {verdict.filter(Boolean).join(' ')}
        </p>
        {actions}
      </div>
      <dl className="changes-counts" aria-label={text('changes.counts')}>
        {items.map(([label, value]) => (
          <div key={label} className="changes-counts__item">
            <dt>
              <FormattedMessage id={label} />
            </dt>
            <dd>{formatNumber(value)}</dd>
          </div>
        ))}
      </dl>
      {dupeParts.length > 0 && (
        <p className="message message--warning">
          <FormattedMessage id="changes.dupes" values={{ list: dupeParts.join('; ') }} />
        </p>
      )}
    </div>
  );
}

// The first 20 ids, and how many more there are: a cut list says what it leaves out.
function firstIds(ids: readonly string[], text: ReturnType<typeof useText>): string {
  const shown = ids.slice(0, 20).join(', ');
  return ids.length > 20 ? text('changes.dupes.more', { ids: shown, more: ids.length - 20 }) : shown;
}
