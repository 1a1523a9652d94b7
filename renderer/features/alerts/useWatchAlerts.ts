// Follows the watch while the app runs: its events (notified, or shown as toasts) and, in the
// desktop app, clicks on its native notifications; and the fleet board's updates.
import { useEffect } from 'react';
import { useAppStore } from '../../store';

export function useWatchAlerts(): void {
  const followWatchEvents = useAppStore((s) => s.followWatchEvents);
  const followFleet = useAppStore((s) => s.followFleet);
  const followConnectivity = useAppStore((s) => s.followConnectivity);
  useEffect(() => followWatchEvents(), [followWatchEvents]);
  useEffect(() => followFleet(), [followFleet]);
  useEffect(() => followConnectivity(), [followConnectivity]);
}
