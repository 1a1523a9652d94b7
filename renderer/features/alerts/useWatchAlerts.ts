// Follows the watch while the app runs: its events (notified in the language shown, or shown as
// toasts) and, in the desktop app, clicks on its native notifications; and the fleet board's updates.
import { useEffect, useRef } from 'react';
import type { WatchEvent } from '../../../shared/watch';
import { useAppStore } from '../../store';
import { useEventText } from '../watch-words/useEventText';

export function useWatchAlerts(): void {
  const followWatchEvents = useAppStore((s) => s.followWatchEvents);
  const followFleet = useAppStore((s) => s.followFleet);
  const followConnectivity = useAppStore((s) => s.followConnectivity);
  // The browser's notifications in the language shown now, without following the events anew on a
  // change of language.
  const eventText = useEventText();
  const say = useRef(eventText);
  useEffect(() => {
    say.current = eventText;
  }, [eventText]);
  useEffect(() => followWatchEvents((event: WatchEvent) => say.current(event)), [followWatchEvents]);
  useEffect(() => followFleet(), [followFleet]);
  useEffect(() => followConnectivity(), [followConnectivity]);
}
