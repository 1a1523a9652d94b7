// The Changes view: what changed between two loads of a connection, two snapshots, or two
// connections or dataset files. The picker on top; then what was compared with the counts, the
// settings that changed, the category changes (filtered, searched, virtualized), and the exports.
// Opened on a connection, it compares its latest load with the previous one at once. Below, the
// snapshots kept of the connection in use, to delete, pin, and the number kept.
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useText } from '../../i18n/useText';
import { words } from '../../i18n/words';
import { useAppStore } from '../../store';
import {
  selectActiveProfileId,
  selectChangesMode,
  selectComparison,
  selectComparisonNote,
  selectComparisonFailure,
  selectComparisonStatus,
  selectActiveProfile,
  selectSnapshotsShort,
} from '../../store/selectors';
import { EmptyState } from '../../ui/EmptyState';
import { FailureState } from '../../ui/FailureState';
import { CategoryChanges } from './CategoryChanges';
import { ChangesExport } from './ChangesExport';
import { ChangesPicker } from './ChangesPicker';
import { ChangesSummary } from './ChangesSummary';
import { SettingsChanges } from './SettingsChanges';
import { SnapshotList } from './SnapshotList';
import { shortWords } from './short-text';
import './changes.css';
import { useConnectionName } from '../../ui/useConnectionName';

export function ChangesView() {
  const nameOf = useConnectionName();
  const profileId = useAppStore(selectActiveProfileId);
  const mode = useAppStore(selectChangesMode);
  const comparison = useAppStore(selectComparison);
  const status = useAppStore(selectComparisonStatus);
  const failure = useAppStore(selectComparisonFailure);
  const compareLatest = useAppStore((s) => s.compareLatest);
  const dismiss = useAppStore((s) => s.dismissChangedNotice);
  const short = useAppStore(selectSnapshotsShort);
  const profile = useAppStore(selectActiveProfile);
  const note = useAppStore(selectComparisonNote);
  const text = useText();

  useEffect(() => {
    if (profileId && mode === 'previous') void compareLatest(profileId);
  }, [profileId, mode, compareLatest]);
  // The view is open: the "something changed" line has done its job.
  useEffect(() => dismiss(), [dismiss]);

  return (
    <section className="panel changes" aria-labelledby="changes-heading">
      <div className="panel__header">
        <div>
          <h2 id="changes-heading" className="panel__heading">
            <FormattedMessage id="views.changes" />
          </h2>
          <p className="muted">
            <FormattedMessage id="changes.intro" />
          </p>
        </div>
      </div>
      <ChangesPicker />
      {short !== null && mode === 'previous' && (
        <EmptyState
          title={text(shortWords(profile ? nameOf(profile) : words('changes.thisConnection'), short))}
        >
          <p className="state__advice">
            <FormattedMessage id="changes.shortAdvice" />
          </p>
        </EmptyState>
      )}
      {note && status === 'idle' && (
        <p className="message message--warning" role="status">
          {text(note)}
        </p>
      )}
      {status === 'failed' && failure && (
        <FailureState
          what={text('changes.what')}
          failure={failure}
          onRetry={() => profileId && void compareLatest(profileId)}
        />
      )}
      {comparison && status !== 'failed' && (
        <div className={status === 'loading' ? 'changes-result refreshing' : 'changes-result'}>
          <ChangesSummary comparison={comparison} actions={<ChangesExport />} />
          <SettingsChanges changes={comparison.diff.info} />
          <CategoryChanges diff={comparison.diff} names={comparison.names} />
        </div>
      )}
      <SnapshotList />
    </section>
  );
}
