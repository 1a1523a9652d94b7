// A checkbox with its label beside it, and an optional hint below tied to it.
import type { ReactNode } from 'react';

interface CheckboxFieldProps {
  readonly id: string;
  readonly label: ReactNode;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly hint?: ReactNode;
  readonly disabled?: boolean;
}

export function CheckboxField({ id, label, checked, onChange, hint, disabled }: CheckboxFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="checkbox-field">
      <input
        id={id}
        type="checkbox"
        className="checkbox-field__input"
        checked={checked}
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label className="checkbox-field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="checkbox-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
