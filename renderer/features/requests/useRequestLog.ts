// Follows main's request log for as long as the app is mounted: the list and the count stay live
// even while another view is shown. Unsubscribes on unmount.
import { useEffect } from 'react';
import { useAppStore } from '../../store';

export function useRequestLog(): void {
  const watch = useAppStore((s) => s.watchRequests);
  useEffect(() => watch(), [watch]);
}
