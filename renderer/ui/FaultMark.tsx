// A mark beside a value that breaks the API specification, with the rule it breaks. FaultMark is
// focusable: the rule shows in a tooltip on hover and on keyboard focus, and is the mark's
// description (aria-describedby), so a screen reader says it too. FaultFlag is the same mark where
// nothing may take the focus (inside a listbox option): the rule is its hover title, and the option
// carries it in its own description.
import { useId } from 'react';
import { useText } from '../i18n/useText';
import './fault-mark.css';

function Icon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M8 1.2 15.3 14H.7L8 1.2Z" />
      <path fill="var(--warning-bg)" d="M7.2 5.5h1.6v4.6H7.2zM7.2 11.2h1.6v1.6H7.2z" />
    </svg>
  );
}

/** The mark of the field `label` ("Image URL") that breaks `rule`; a tab stop with its tooltip. */
export function FaultMark({ label, rule }: { label: string; rule: string }) {
  const tip = useId();
  const text = useText();
  return (
    <span className="fault">
      <button
        type="button"
        className="fault__mark"
        aria-label={text('ui.fault.breaks', { label })}
        aria-describedby={tip}
      >
        <Icon />
      </button>
      <span role="tooltip" id={tip} className="fault__tip">
        {rule}
      </span>
    </span>
  );
}

/** The mark of a faulty field where nothing may be focused: `title` on hover, hidden from the tree. */
export function FaultFlag({ title, className }: { title: string; className?: string }) {
  return (
    <span className={className ? `fault-flag ${className}` : 'fault-flag'} title={title} aria-hidden="true">
      <Icon />
    </span>
  );
}
