// Drives a native <dialog> as a modal from `open`: showModal() makes the rest of the page inert, Tab
// wraps inside the dialog, Escape closes it through `onClose` (so the store stays the source of
// truth), and focus goes back where it was before it opened. `focusKey` names the screen shown: when
// it changes, the screen's [data-autofocus] element gets the focus.
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

function wrapFocus(event: KeyboardEvent<HTMLDialogElement>, dialog: HTMLDialogElement): void {
  const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/** Returns the dialog's keydown handler. `fallbackFocus` is used when nothing was focused before. */
export function useModalDialog(
  ref: RefObject<HTMLDialogElement | null>,
  open: boolean,
  onClose: () => void,
  focusKey: string,
  fallbackFocus: () => HTMLElement | null,
) {
  const latest = useRef({ onClose, fallbackFocus });
  useEffect(() => {
    latest.current = { onClose, fallbackFocus };
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const before = document.activeElement;
    const opener = before instanceof HTMLElement && before !== document.body ? before : null;
    // Escape arrives as keydown (below); a close request that bypasses it (the browser may force
    // one) still ends in 'close', which keeps the store in step.
    const onCancel = (event: Event) => {
      event.preventDefault();
      latest.current.onClose();
    };
    const onNativeClose = () => latest.current.onClose();
    dialog.showModal();
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
      const target = opener?.isConnected ? opener : latest.current.fallbackFocus();
      target?.focus();
    };
  }, [ref, open]);

  useEffect(() => {
    if (open) ref.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [ref, open, focusKey]);

  return (event: KeyboardEvent<HTMLDialogElement>) => {
    const dialog = ref.current;
    if (!dialog) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      latest.current.onClose();
    } else if (event.key === 'Tab') {
      wrapFocus(event, dialog);
    }
  };
}
