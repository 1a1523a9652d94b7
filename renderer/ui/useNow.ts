// The current time, re-read every `intervalMs` while `active`: for clocks and elapsed times. Only the
// component that shows the time re-renders.
import { useEffect, useState } from 'react';

export function useNow(intervalMs = 1_000, active = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, active]);
  return now;
}
