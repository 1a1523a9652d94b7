// One category in the grid: its image, name, code and slug. An option of the categories listbox;
// the listbox keeps the focus, so the card itself is never focused. No wrapper elements: a keystroke
// lays out and paints every card in view again, and each box is part of that (category-card.css).
import { memo } from 'react';
import { CategoryImage } from './CategoryImage';
import { CategoryOption, optionPartId, type CategoryItemProps } from './CategoryOption';
import { SlugText } from './SlugText';

export { optionId, type CategoryItemProps } from './CategoryOption';

export const CategoryCard = memo(function CategoryCard(props: CategoryItemProps) {
  const { category, position } = props;
  return (
    <CategoryOption {...props} className="card" describedBy={['meta']}>
      <CategoryImage category={category} className="card__image" size={256} silent />
      <p className="card__name" title={category.name}>
        {category.name}
      </p>
      <p className="card__meta" id={optionPartId(position, 'meta')} aria-hidden="true">
        <code className="card__code">{category.code}</code>
        <SlugText slug={category.slug} />
      </p>
    </CategoryOption>
  );
});
