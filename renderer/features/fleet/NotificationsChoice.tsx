// How watch events reach the user here, and, in a browser tab, the way to allow the browser's
// notifications (asked only on this click: browsers ignore a request made without one). Until then,
// and where the browser refuses, events show as toasts in the page.
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messages/en';
import { useAppStore } from '../../store';
import { selectNativeNotifications, selectPagePermission } from '../../store/selectors';

export function NotificationsChoice() {
  const native = useAppStore(selectNativeNotifications);
  const permission = useAppStore(selectPagePermission);
  const ask = useAppStore((s) => s.askNotifications);
  if (native)
    return (
      <p className="fleet__notify muted">
        <FormattedMessage id="fleet.notify.native" />
      </p>
    );
  if (permission === 'default') {
    return (
      <div className="fleet__notify">
        <p className="muted">
          <FormattedMessage id="fleet.notify.ask" />
        </p>
        <button type="button" className="button" onClick={() => void ask()}>
          <FormattedMessage id="fleet.notify.allow" />
        </button>
      </div>
    );
  }
  const id: MessageId =
    permission === 'granted'
      ? 'fleet.notify.browser'
      : permission === 'denied'
        ? 'fleet.notify.denied'
        : 'fleet.notify.page';
  return (
    <p className="fleet__notify muted">
      <FormattedMessage id={id} />
    </p>
  );
}
