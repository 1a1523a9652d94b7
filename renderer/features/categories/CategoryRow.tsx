// One category in the list view: thumbnail, name, code, slug and id in columns that line up with
// the list's header. An option of the categories listbox, like a card.
import { memo } from 'react';
import { CategoryOption, optionPartId, type CategoryItemProps } from './CategoryOption';
import { CategoryImage } from './CategoryImage';
import { SlugText } from './SlugText';

export const CategoryRow = memo(function CategoryRow(props: CategoryItemProps) {
  const { category, position } = props;
  return (
    <CategoryOption {...props} className="category-row" describedBy={['code', 'slug', 'id']}>
      <CategoryImage category={category} className="category-row__thumb" size={72} silent />
      <span className="category-row__name" title={category.name}>
        {category.name}
      </span>
      <span className="category-row__code" id={optionPartId(position, 'code')} aria-hidden="true">
        <code className="card__code">{category.code}</code>
      </span>
      <SlugText slug={category.slug} id={optionPartId(position, 'slug')} />
      <span className="category-row__id" id={optionPartId(position, 'id')} aria-hidden="true">
        {category.id}
      </span>
    </CategoryOption>
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
