// One notice while the watch cannot reach the network (this computer offline): the connections are
// not to blame, so no event is raised for any of them; it goes when the network answers again.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppStore } from '../../store';

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

export function OfflineNotice() {
  const intl = useIntl();
  const offline = useAppStore((s) => s.watchOffline);
  if (!offline) return null;
  const since = intl.formatTime(offline.since, { hour: '2-digit', minute: '2-digit' });
  return (
    <div className="notice our-cause" role="status">
      <p>
        <FormattedMessage id="watch.offline" values={{ since, why: offline.why, b: strong }} />
      </p>
    </div>
  );
}
