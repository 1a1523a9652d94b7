// One category in the grid: its image, name, code and slug. An option of the categories listbox;
// the listbox keeps the focus, so the card itself is never focused.
import { memo } from 'react';
import type { Category } from '../../../shared/v2';
import { CategoryImage } from './CategoryImage';
import { SlugText } from './SlugText';

/** The id of the option at `position`, for aria-activedescendant. */
export const optionId = (position: number) => `category-option-${position}`;

export interface CategoryItemProps {
  readonly category: Category;
  readonly position: number;
  readonly total: number;
  readonly active: boolean;
}

export const CategoryCard = memo(function CategoryCard({
  category,
  position,
  total,
  active,
}: CategoryItemProps) {
  return (
    <div
      id={optionId(position)}
      role="option"
      aria-selected={active}
      aria-posinset={position + 1}
      aria-setsize={total}
      className={active ? 'card is-active' : 'card'}
      data-position={position}
      data-category-id={category.id}
    >
      <div className="card__media">
        <CategoryImage category={category} className="card__image" size={256} />
      </div>
      <div className="card__body">
        <p className="card__name" title={category.name}>
          {category.name}
        </p>
        <p className="card__meta">
          <code className="card__code">{category.code}</code>
          <SlugText slug={category.slug} />
        </p>
      </div>
    </div>
  );
});
