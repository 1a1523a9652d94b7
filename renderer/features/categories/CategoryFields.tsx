// Every field of a category with a label and a copy button: the five the API defines, then any the
// installation added, in the row's own order. Values as received; a field that breaks the
// specification carries a FaultMark (a tab stop whose tooltip says the rule).
import { Fragment, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { FieldRules } from '../../../shared/plain-rule-words';
import type { ReceivedCategory } from '../../../shared/received-categories';
import type { MessageId } from '../../i18n/messages/en';
import { useText } from '../../i18n/useText';
import { CopyButton } from '../../ui/CopyButton';
import { FaultMark } from '../../ui/FaultMark';
import type { CopyOutcome } from '../../ui/useCopy';

interface Field {
  /** The copy key: the field's name, prefixed for added fields so they cannot clash. */
  readonly key: string;
  readonly label: string;
  /** How the copy feedback names it: "the ID". */
  readonly what: string;
  readonly value: unknown;
  /** What to say when it has no value. */
  readonly none: string;
  readonly mono: boolean;
  /** The rule the value breaks, when it breaks one. */
  readonly fault?: string;
}

const KNOWN: readonly {
  readonly name: string;
  readonly label: MessageId;
  readonly what: MessageId;
  readonly none: MessageId;
  readonly mono: boolean;
}[] = [
  {
    name: 'id',
    label: 'categories.field.id',
    what: 'categories.what.id',
    none: 'categories.noValue',
    mono: true,
  },
  {
    name: 'code',
    label: 'categories.field.code',
    what: 'categories.what.code',
    none: 'categories.noValue',
    mono: true,
  },
  {
    name: 'name',
    label: 'categories.field.name',
    what: 'categories.what.name',
    none: 'categories.noValue',
    mono: false,
  },
  {
    name: 'slug',
    label: 'categories.field.slug',
    what: 'categories.what.slug',
    none: 'categories.noSlug',
    mono: true,
  },
  {
    name: 'image',
    label: 'categories.field.image',
    what: 'categories.what.image',
    none: 'categories.noImage',
    mono: true,
  },
];
// An added field without a value is JSON's null, the same in every language.
const NULL = 'null';
const KNOWN_NAMES = new Set<string>(KNOWN.map((field) => field.name));

interface CopyProps {
  readonly outcome: CopyOutcome;
  readonly copy: (key: string, what: string, text: string) => Promise<void>;
}

// Long URLs wrap after a slash rather than in the middle of a word.
function withBreaks(text: string): ReactNode[] {
  return text.split(/(?<=\/)/).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/** A field's value as text: strings as they are, anything else as JSON; null when it has none. */
function fieldText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function FieldRow({ field, outcome, copy }: { field: Field } & CopyProps) {
  const text = fieldText(field.value);
  const say = useText();
  const valueClass = field.mono ? 'detail-field__text detail-field__text--mono' : 'detail-field__text';
  return (
    <div className="detail-field">
      <dt className="detail-field__label">{field.label}</dt>
      <dd className="detail-field__value">
        {text ? (
          <span className={valueClass}>{withBreaks(text)}</span>
        ) : (
          <span className="detail-field__none">
            {text === '' ? say('categories.emptyValue') : field.none}
          </span>
        )}
        {field.fault && <FaultMark label={field.label} rule={field.fault} />}
        {text && (
          <CopyButton
            what={field.what}
            copyKey={field.key}
            outcome={outcome}
            onCopy={() => void copy(field.key, field.what, text)}
          />
        )}
      </dd>
    </div>
  );
}

interface FieldsProps extends CopyProps {
  readonly category: ReceivedCategory;
  readonly faults: FieldRules | null;
}

export function CategoryFields({ category, faults, outcome, copy }: FieldsProps) {
  const row = category as Record<string, unknown>;
  const text = useText();
  const known: Field[] = KNOWN.map(({ name, label, what, none, mono }) => ({
    label: text(label),
    what: text(what),
    none: text(none),
    mono,
    key: name,
    value: row[name],
    fault: faults?.[name] && text(faults[name]),
  }));
  const added: Field[] = Object.keys(row)
    .filter((name) => !KNOWN_NAMES.has(name))
    .map((name) => ({
      key: `added:${name}`,
      label: name,
      what: text('categories.what.added', { name }),
      value: row[name],
      none: NULL,
      mono: true,
    }));
  return (
    <section className="detail__section" aria-labelledby="category-fields-title">
      <h3 id="category-fields-title" className="detail__section-title">
        <FormattedMessage id="categories.detail.fields" />
      </h3>
      <dl className="detail-fields">
        {known.map((field) => (
          <FieldRow key={field.key} field={field} outcome={outcome} copy={copy} />
        ))}
      </dl>
      {added.length > 0 && (
        <>
          <h4 className="detail__subtitle">
            <FormattedMessage id="categories.detail.added" />
          </h4>
          <dl className="detail-fields">
            {added.map((field) => (
              <FieldRow key={field.key} field={field} outcome={outcome} copy={copy} />
            ))}
          </dl>
        </>
      )}
    </section>
  );
}
