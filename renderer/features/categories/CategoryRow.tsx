// One category in the list view: thumbnail, name, code, slug and id in columns that line up with
// the list's header. An option of the categories listbox, like a card. Values are shown as received
// (a number as its digits); a field that breaks the specification carries a FaultFlag, and the row's
// description says which rule it breaks.
import { memo } from 'react';
import { FormattedMessage } from 'react-intl';
import { receivedText } from '../../../shared/received-text';
import { useText } from '../../i18n/useText';
import { FaultFlag } from '../../ui/FaultMark';
import { CategoryOption, optionPartId, type CategoryItemProps } from './CategoryOption';
import { CategoryImage } from './CategoryImage';
import { FaultsPart } from './FaultsPart';
import { faultTitle, useFieldFaults } from './category-field-faults';
import { SlugText } from './SlugText';

export const CategoryRow = memo(function CategoryRow(props: CategoryItemProps) {
  const { category, position } = props;
  const faults = useFieldFaults(category);
  const text = useText();
  const flag = (field: string) => {
    const rule = faults?.[field];
    return rule ? <FaultFlag title={text(faultTitle(field, rule))} /> : null;
  };
  const name = receivedText(category.name);
  const parts = faults ? ['code', 'slug', 'id', 'faults'] : ['code', 'slug', 'id'];
  return (
    <CategoryOption {...props} className="category-row" describedBy={parts}>
      <span className="category-row__media">
        <CategoryImage category={category} className="category-row__thumb" size={72} silent />
        {faults?.image && (
          <FaultFlag className="category-row__image-flag" title={text(faultTitle('image', faults.image))} />
        )}
      </span>
      <span className="category-row__name" title={name}>
        {flag('name')}
        {name}
      </span>
      <span className="category-row__code" id={optionPartId(position, 'code')} aria-hidden="true">
        {flag('code')}
        <code className="card__code">{receivedText(category.code)}</code>
      </span>
      <span className="category-row__slug">
        {flag('slug')}
        <SlugText slug={category.slug} id={optionPartId(position, 'slug')} />
      </span>
      <span className="category-row__id" id={optionPartId(position, 'id')} aria-hidden="true">
        {flag('id')}
        {receivedText(category.id)}
      </span>
      {faults && <FaultsPart faults={faults} id={optionPartId(position, 'faults')} />}
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
        <span>
          <FormattedMessage id="categories.field.name" />
        </span>
        <span>
          <FormattedMessage id="categories.field.code" />
        </span>
        <span className="category-list-header__slug">
          <FormattedMessage id="categories.field.slug" />
        </span>
        <span className="category-row__id">
          <FormattedMessage id="categories.field.id" />
        </span>
      </div>
    </div>
  );
}
