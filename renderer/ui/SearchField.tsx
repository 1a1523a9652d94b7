// A search box as every list of the app has it: a labelled search input filtering as you type.
// Escape clears a search first (and goes no further, so a dialog around it stays open); only on an
// empty box does Escape reach `onEscapeEmpty` or the page (a dialog then closes).
import type { ReactNode, RefObject } from 'react';

interface SearchFieldProps {
  readonly id: string;
  /** What the box searches, for screen readers ("Search connections by name or address"). */
  readonly label: string;
  readonly placeholder: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly inputRef?: RefObject<HTMLInputElement | null>;
  /** The key that focuses the box, announced to assistive technology ("/"). */
  readonly keyShortcut?: string;
  /** What Escape does on an empty box (e.g. leave it). */
  readonly onEscapeEmpty?: (input: HTMLInputElement) => void;
  /** Shown after the box (a key hint). */
  readonly children?: ReactNode;
}

export function SearchField(props: SearchFieldProps) {
  const { id, label, placeholder, value, onChange, inputRef, keyShortcut, onEscapeEmpty, children } = props;
  return (
    <div className="search" role="search">
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className="search__input"
        type="search"
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        value={value}
        aria-keyshortcuts={keyShortcut}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          if (value) {
            event.stopPropagation();
            event.preventDefault();
            onChange('');
          } else onEscapeEmpty?.(event.currentTarget);
        }}
      />
      {children}
    </div>
  );
}
