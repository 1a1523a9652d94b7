// When the component goes and takes the keyboard focus with it (a button inside it was focused),
// the focus goes to the element with id `targetId` instead of falling back to the page.
import { useEffect } from 'react';

export function useReturnFocus(targetId: string): void {
  useEffect(
    () => () => {
      // Cleanups run after the DOM changed, so the focus has already fallen back if it was lost.
      const active = document.activeElement;
      if (!active || active === document.body) document.getElementById(targetId)?.focus();
    },
    [targetId],
  );
}
