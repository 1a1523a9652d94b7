// Follows main's update notices for as long as the app is mounted: they are shown in the page's one
// notice (ui/Notice.tsx), quiet and dismissable, never as an error.
import { useEffect } from 'react';
import { useAppStore } from '../store';

export function useUpdateNotices(): void {
  const follow = useAppStore((s) => s.followUpdateNotices);
  useEffect(() => follow(), [follow]);
}
