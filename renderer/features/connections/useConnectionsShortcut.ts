// Ctrl+K (⌘K on a Mac) anywhere opens the Connections dialog, even from inside a text field.
import { useEffect } from 'react';

/** Whether this is a Mac, where ⌘ takes the place of Ctrl. */
export const IS_MAC = /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** The shortcut as the button shows it, and as aria-keyshortcuts names it. */
export const CONNECTIONS_SHORTCUT = {
  label: IS_MAC ? '⌘K' : 'Ctrl+K',
  aria: IS_MAC ? 'Meta+K' : 'Control+K',
} as const;

export function useConnectionsShortcut(open: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const modifier = IS_MAC ? event.metaKey : event.ctrlKey;
      if (!modifier || event.altKey || event.shiftKey || event.key.toLowerCase() !== 'k') return;
      event.preventDefault();
      open();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
}
