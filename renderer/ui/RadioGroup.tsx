// A choice of one among a few, as the app's filters and modes offer it: a fieldset with its legend
// (shown, or for screen readers only) and a native radio per option, so arrow keys move the choice.
import type { ReactNode } from 'react';

/** One option: its value and what it says (a count after it included). */
export interface RadioOption<T extends string> {
  readonly value: T;
  readonly label: ReactNode;
}

interface RadioGroupProps<T extends string> {
  /** The radios' name, unique in the page. */
  readonly name: string;
  readonly legend: string;
  /** A legend for screen readers only, where the options speak for themselves. */
  readonly legendHidden?: boolean;
  readonly className: string;
  readonly optionClassName: string;
  readonly options: readonly RadioOption<T>[];
  readonly value: T;
  readonly onChange: (value: T) => void;
}

export function RadioGroup<T extends string>(props: RadioGroupProps<T>) {
  const { name, legend, legendHidden, className, optionClassName, options, value, onChange } = props;
  return (
    <fieldset className={className}>
      <legend className={legendHidden ? 'visually-hidden' : 'form-field__label'}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={optionClassName}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
