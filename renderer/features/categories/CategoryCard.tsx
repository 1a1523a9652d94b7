// One category in the grid: its image, name, code and slug. An option of the categories listbox;
// the listbox keeps the focus, so the card itself is never focused. No wrapper elements: a keystroke
// lays out and paints every card in view again, and each box is part of that (category-card.css).
// Values are shown as received; a field that breaks the specification carries a FaultFlag (the id,
// not shown on a card, beside the code), and the card's description says which rule it breaks.
import { memo } from 'react';
import { FormattedMessage } from 'react-intl';
import { receivedText } from '../../../shared/received-text';
import { useText } from '../../i18n/useText';
import { FaultFlag } from '../../ui/FaultMark';
import { CategoryImage } from './CategoryImage';
import { CategoryOption, optionPartId, type CategoryItemProps } from './CategoryOption';
import { FaultsPart } from './FaultsPart';
import { faultTitle, useFieldFaults } from './category-field-faults';
import { SlugText } from './SlugText';

export { optionId, type CategoryItemProps } from './CategoryOption';

export const CategoryCard = memo(function CategoryCard(props: CategoryItemProps) {
  const { category, position } = props;
  const faults = useFieldFaults(category);
  const text = useText();
  const flag = (field: string, className?: string) => {
    const rule = faults?.[field];
    return rule ? <FaultFlag className={className} title={text(faultTitle(field, rule))} /> : null;
  };
  const name = receivedText(category.name);
  return (
    <CategoryOption {...props} className="card" describedBy={faults ? ['meta', 'faults'] : ['meta']}>
      <CategoryImage category={category} className="card__image" size={256} silent />
      {flag('image', 'card__image-flag')}
      <p className="card__name" title={name}>
        {flag('name')}
        {name}
      </p>
      <p className="card__meta" id={optionPartId(position, 'meta')} aria-hidden="true">
        {flag('code')}
        <code className="card__code">{receivedText(category.code)}</code>
        {flag('slug')}
        <SlugText slug={category.slug} />
        {faults?.id && (
          // A card shows no id: its flag names the field.
          <span className="card__id-flag">
            <FaultFlag title={text(faultTitle('id', faults.id))} />
            <FormattedMessage id="categories.field.id" />
          </span>
        )}
      </p>
      {faults && <FaultsPart faults={faults} id={optionPartId(position, 'faults')} />}
    </CategoryOption>
  );
});
