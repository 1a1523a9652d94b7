// A table's head row: one column header a message, in the language shown. A column whose header is
// for screen readers only (a row's actions) is named hidden; `false` leaves a column out.
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messages/en';

export type ColumnHead = MessageId | { readonly id: MessageId; readonly hidden: true } | false;

export function ColumnHeads({ columns }: { columns: readonly ColumnHead[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          if (column === false) return null;
          const id = typeof column === 'string' ? column : column.id;
          const words = <FormattedMessage id={id} />;
          return (
            <th key={id} scope="col">
              {typeof column === 'string' ? words : <span className="visually-hidden">{words}</span>}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
