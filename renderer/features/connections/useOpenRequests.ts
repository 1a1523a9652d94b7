// Opens what the system hands the desktop app while the page runs: dataset files and
// retail-inspector:// links (the store's open-requests slice).
import { useEffect } from 'react';
import { useAppStore } from '../../store';

export function useOpenRequests(): void {
  const follow = useAppStore((s) => s.followOpenRequests);
  useEffect(() => follow(), [follow]);
}
