// The frame every modal dialog of the app shares: a native <dialog> driven by useModalDialog (the rest
// of the page inert, Tab kept inside, Escape and Close both closing through `onClose`, focus given
// back), a header with the title and the Close button, and the body. The contents are only in the
// page while it is open, so a closed dialog keeps no form state and reads nothing from the store.
import { useRef, type ReactNode } from 'react';
import { CloseButton } from './CloseButton';
import { useModalDialog } from './useModalDialog';

interface ModalDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly title: string;
  /** The title's element id, which names the dialog (aria-labelledby). */
  readonly titleId: string;
  /** A class beside `dialog`, for the dialog's own layout. */
  readonly className?: string;
  /** Names the screen shown: when it changes, its [data-autofocus] element gets the focus. */
  readonly focusKey: string;
  /** Where focus goes on closing when nothing had it before the dialog opened (its opener, say). */
  readonly fallbackFocus: () => HTMLElement | null;
  readonly children: ReactNode;
}

export function ModalDialog({
  open,
  onClose,
  title,
  titleId,
  className,
  focusKey,
  fallbackFocus,
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const onKeyDown = useModalDialog(ref, open, onClose, focusKey, fallbackFocus);
  return (
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
    >
      {open && (
        <>
          <header className="dialog__header">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            <CloseButton onClose={onClose} />
          </header>
          <div className="dialog__body">{children}</div>
        </>
      )}
    </dialog>
  );
}
