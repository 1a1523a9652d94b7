// The listbox option that wraps one category, in the grid (a card) and in the list (a row): the ids
// and ARIA attributes that aria-activedescendant and screen readers rely on live in this one place.
import type { ReactNode } from 'react';
import type { Category } from '../../../shared/v2';

/** The id of the option at `position`, for aria-activedescendant. */
export const optionId = (position: number) => `category-option-${position}`;

/** What a card or a row receives from the virtualized browser. */
export interface CategoryItemProps {
  readonly category: Category;
  readonly position: number;
  readonly total: number;
  readonly active: boolean;
}

/** An option of the categories listbox with the class `className` (plus is-active when active). */
export function CategoryOption({
  category,
  position,
  total,
  active,
  className,
  children,
}: CategoryItemProps & { readonly className: string; readonly children: ReactNode }) {
  return (
    <div
      id={optionId(position)}
      role="option"
      aria-selected={active}
      aria-posinset={position + 1}
      aria-setsize={total}
      className={active ? `${className} is-active` : className}
      data-position={position}
      data-category-id={category.id}
    >
      {children}
    </div>
  );
}
