// The listbox option that wraps one category, in the grid (a card) and in the list (a row): the ids
// and ARIA attributes that aria-activedescendant and screen readers rely on live in this one place.
// An option is named by its content; the parts after the category's name (code, slug…) are hidden
// from that name and given as its description instead, so a screen reader says "Käse", then the
// rest, rather than one run-on. (An aria-label would hide the visible code from the name, which
// WCAG's "label in name" forbids.)
import type { ReactNode } from 'react';
import type { ReceivedCategory } from '../../../shared/received-categories';
import { receivedText } from '../../../shared/received-text';

/** The id of the option at `position`, for aria-activedescendant. */
export const optionId = (position: number) => `category-option-${position}`;

/** The id of the part `part` (e.g. "code") of the option at `position`, for aria-describedby. */
export const optionPartId = (position: number, part: string) => `${optionId(position)}-${part}`;

/** What a card or a row receives from the virtualized browser. */
export interface CategoryItemProps {
  readonly category: ReceivedCategory;
  readonly position: number;
  readonly total: number;
  readonly active: boolean;
}

interface OptionProps extends CategoryItemProps {
  readonly className: string;
  /** The parts (see optionPartId, each aria-hidden) that describe the option, in reading order. */
  readonly describedBy: readonly string[];
  readonly children: ReactNode;
}

/** An option of the categories listbox with the class `className` (plus is-active when active). */
export function CategoryOption({
  category,
  position,
  total,
  active,
  className,
  describedBy,
  children,
}: OptionProps) {
  return (
    <div
      id={optionId(position)}
      role="option"
      aria-describedby={describedBy.map((part) => optionPartId(position, part)).join(' ')}
      aria-selected={active}
      aria-posinset={position + 1}
      aria-setsize={total}
      className={active ? `${className} is-active` : className}
      data-position={position}
      data-category-id={receivedText(category.id)}
    >
      {children}
    </div>
  );
}
