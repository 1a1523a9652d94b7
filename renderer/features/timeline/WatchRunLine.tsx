// What "Check now" did, in one line that is read out when it changes.
import { useAppStore } from '../../store';
import { selectTimelineProfileId, selectWatchRun } from '../../store/selectors';

export function WatchRunLine() {
  const run = useAppStore(selectWatchRun);
  const profileId = useAppStore(selectTimelineProfileId);
  const mine = run && run.profileId === profileId ? run : null;
  const text =
    mine?.status === 'running'
      ? 'Checking now…'
      : mine?.status === 'done'
        ? `Checked now: ${mine.result.summary}.`
        : mine?.status === 'failed'
          ? `The check could not run: ${mine.message}`
          : '';
  return (
    <p
      className={mine?.status === 'failed' ? 'timeline__run message--error' : 'timeline__run muted'}
      role="status"
    >
      {text}
    </p>
  );
}
