// How watch events reach the user here, and, in a browser tab, the way to allow the browser's
// notifications (asked only on this click: browsers ignore a request made without one). Until then,
// and where the browser refuses, events show as toasts in the page.
import { useAppStore } from '../../store';
import { selectNativeNotifications, selectPagePermission } from '../../store/selectors';

export function NotificationsChoice() {
  const native = useAppStore(selectNativeNotifications);
  const permission = useAppStore(selectPagePermission);
  const ask = useAppStore((s) => s.askNotifications);
  if (native)
    return <p className="fleet__notify muted">Watch events show as notifications of your system.</p>;
  if (permission === 'default') {
    return (
      <div className="fleet__notify">
        <p className="muted">Watch events show in this page until you allow notifications.</p>
        <button type="button" className="button" onClick={() => void ask()}>
          Allow notifications
        </button>
      </div>
    );
  }
  const text =
    permission === 'granted'
      ? 'Watch events show as notifications of your browser.'
      : permission === 'denied'
        ? 'The browser blocks notifications for this page: watch events show in the page.'
        : 'Watch events show in the page.';
  return <p className="fleet__notify muted">{text}</p>;
}
