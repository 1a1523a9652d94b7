// The Changes view: what changed between two loads of a connection, two snapshots, or two
// connections or dataset files. The picker on top; then what was compared with the counts, the
// settings that changed, the category changes (filtered, searched, virtualized), and the exports.
// Opened on a connection, it compares its latest load with the previous one at once.
import { useEffect } from 'react';
import { useAppStore } from '../../store';
import {
  selectActiveProfileId,
  selectChangesMode,
  selectComparison,
  selectComparisonFailure,
  selectComparisonStatus,
} from '../../store/selectors';
import { FailureState } from '../../ui/FailureState';
import { CategoryChanges } from './CategoryChanges';
import { ChangesExport } from './ChangesExport';
import { ChangesPicker } from './ChangesPicker';
import { ChangesSummary } from './ChangesSummary';
import { SettingsChanges } from './SettingsChanges';
import './changes.css';

export function ChangesView() {
  const profileId = useAppStore(selectActiveProfileId);
  const mode = useAppStore(selectChangesMode);
  const comparison = useAppStore(selectComparison);
  const status = useAppStore(selectComparisonStatus);
  const failure = useAppStore(selectComparisonFailure);
  const compareLatest = useAppStore((s) => s.compareLatest);
  const dismiss = useAppStore((s) => s.dismissChangedNotice);

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
            Changes
          </h2>
          <p className="muted">
            Every load that differs from the last is kept as a snapshot; compare any two of them, or two
            connections or dataset files.
          </p>
        </div>
      </div>
      <ChangesPicker />
      {status === 'failed' && failure && (
        <FailureState
          what="The changes"
          failure={failure}
          onRetry={() => profileId && void compareLatest(profileId)}
        />
      )}
      {comparison && status !== 'failed' && (
        <div className={status === 'loading' ? 'changes-result refreshing' : 'changes-result'}>
          <ChangesSummary comparison={comparison} actions={<ChangesExport />} />
          <SettingsChanges changes={comparison.diff.info} />
          <CategoryChanges diff={comparison.diff} />
        </div>
      )}
    </section>
  );
}
