// One category in the list view: thumbnail, name, code, slug and id in columns that line up with
// the list's header. An option of the categories listbox, like a card.
import { memo } from 'react';
import { optionId, type CategoryItemProps } from './CategoryCard';
import { CategoryImage } from './CategoryImage';
import { SlugText } from './SlugText';

export const CategoryRow = memo(function CategoryRow({
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
      className={active ? 'category-row is-active' : 'category-row'}
      data-position={position}
      data-category-id={category.id}
    >
      <CategoryImage category={category} className="category-row__thumb" size={72} />
      <span className="category-row__name" title={category.name}>
        {category.name}
      </span>
      <span className="category-row__code">
        <code className="card__code">{category.code}</code>
      </span>
      <SlugText slug={category.slug} />
      <span className="category-row__id">{category.id}</span>
    </div>
  );
});

/** The column titles above the list, drawn on the same grid as the rows (for sighted readers: each
 * row's option text already names its values). */
export function CategoryListHeader() {
  return (
    <div className="category-list-header" aria-hidden="true">
      <div className="category-list-header__columns">
        <span />
        <span>Name</span>
        <span>Code</span>
        <span>Slug</span>
        <span className="category-row__id">ID</span>
      </div>
    </div>
  );
}
