// What "Check now" did, in one line that is read out when it changes.
import { useText } from '../../i18n/useText';
import { useAppStore } from '../../store';
import { selectTimelineProfileId, selectWatchRun } from '../../store/selectors';

export function WatchRunLine() {
  const say = useText();
  const run = useAppStore(selectWatchRun);
  const profileId = useAppStore(selectTimelineProfileId);
  const mine = run && run.profileId === profileId ? run : null;
  const text =
    mine?.status === 'running'
      ? say('timeline.run.running')
      : mine?.status === 'done'
        ? say('timeline.run.done', { summary: mine.result.summary })
        : mine?.status === 'failed'
          ? say('timeline.run.failed', { message: mine.message })
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
