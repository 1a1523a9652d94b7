// An inline confirmation before something risky: what will happen, a confirm button and a way back.
// Focus moves to the way back (the safe choice); Escape takes it too, without closing what holds it.
// When the step goes and takes the focus with it, the focus goes to `returnFocusId` (its trigger).
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useReturnFocus } from './useReturnFocus';

interface ConfirmStepProps {
  readonly title: string;
  readonly children: ReactNode;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  readonly busy?: boolean;
  readonly returnFocusId: string;
}

export function ConfirmStep(props: ConfirmStepProps) {
  const titleId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => cancelRef.current?.focus(), []);
  useReturnFocus(props.returnFocusId);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    props.onCancel();
  }

  return (
    <div className="confirm" role="group" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <p id={titleId} className="confirm__title">
        {props.title}
      </p>
      <div className="confirm__body">{props.children}</div>
      <div className="confirm__actions">
        <button
          type="button"
          className="button button--danger"
          // Not disabled while busy: a disabled button would drop the keyboard focus.
          aria-disabled={props.busy}
          onClick={() => {
            if (!props.busy) props.onConfirm();
          }}
        >
          {props.confirmLabel}
        </button>
        <button ref={cancelRef} type="button" className="button" onClick={props.onCancel}>
          {props.cancelLabel}
        </button>
      </div>
    </div>
  );
}
