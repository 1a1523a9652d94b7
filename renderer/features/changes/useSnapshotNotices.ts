// Follows main's snapshot notices for as long as the app is mounted, so a reload that changed
// something is told wherever the user is. Unsubscribes on unmount.
import { useEffect } from 'react';
import { useAppStore } from '../../store';

export function useSnapshotNotices(): void {
  const watch = useAppStore((s) => s.watchSnapshotNotices);
  useEffect(() => watch(), [watch]);
}
