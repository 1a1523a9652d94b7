// One category change as the Changes view shows it, on screen (a row of the virtualized list) and in
// print (ChangesPrintList): its kind, its name (old → new when renamed) and id, then each field with
// its values, before → after; a changed image as its two pictures.
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messages/en';
import { useText } from '../../i18n/useText';
import { ChangeImage } from './ChangeImage';
import { pictureField, rowTitle, shownFields, text, type ChangeRow } from './change-rows';

const KIND_LABEL: Record<ChangeRow['kind'], MessageId> = {
  added: 'changes.added',
  removed: 'changes.removed',
  changed: 'changes.changed',
};
// Between a value before and after, the same in every language.
const ARROW = ' → ';

function FieldLine({
  row,
  field,
  before,
  after,
  pictures,
}: {
  row: ChangeRow;
  field: string;
  before: unknown;
  after: unknown;
  pictures: boolean;
}) {
  const say = useText();
  const none = say('changes.value.none');
  if (pictures && field === pictureField(row)) {
    return (
      <div className="change-field change-field--image">
        <span className="change-field__name">
          <FormattedMessage id={field === 'image' ? 'changes.item.image' : 'changes.item.imageBytes'} />
        </span>
        <ChangeImage categoryId={row.id} />
      </div>
    );
  }
  const shown = row.kind === 'added' ? after : row.kind === 'removed' ? before : null;
  return (
    <div className="change-field">
      <span className="change-field__name">{field}</span>
      {row.kind === 'changed' ? (
        <span className="change-field__values">
          <del className="changes-before">{text(before) || none}</del>
          <span aria-hidden="true">{ARROW}</span>
          <ins className="changes-after">{text(after) || none}</ins>
        </span>
      ) : (
        <span className="change-field__values">{text(shown) || <span className="muted">{none}</span>}</span>
      )}
    </div>
  );
}

/** One category change: its kind, name and id, then each field (a changed image as pictures unless
 * `pictures` is false, then as its values). */
export function ChangeItem({ row, pictures = true }: { row: ChangeRow; pictures?: boolean }) {
  const say = useText();
  const title = rowTitle(row);
  return (
    <>
      <div className="change-item__head">
        <span className={`change-kind change-kind--${row.kind}`}>
          <FormattedMessage id={KIND_LABEL[row.kind]} />
        </span>
        {/* A heading per change, so a screen reader can move from one category to the next. */}
        <h4 className="change-item__name">{typeof title === 'string' ? title : say(title)}</h4>
        <span className="change-item__id">
          <FormattedMessage id="changes.item.id" values={{ id: row.id }} />
        </span>
      </div>
      {shownFields(row).map((f) => (
        <FieldLine
          key={f.field}
          row={row}
          field={f.field}
          before={f.before}
          after={f.after}
          pictures={pictures}
        />
      ))}
    </>
  );
}
