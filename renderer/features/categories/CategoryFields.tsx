// Every field of a category with a label and a copy button: the five the API defines, then any the
// installation added, in the row's own order. Values as received; a field that breaks the
// specification carries a FaultMark (a tab stop whose tooltip says the rule).
import { Fragment, type ReactNode } from 'react';
import type { ReceivedCategory } from '../../../shared/received-categories';
import type { FieldFaults } from '../../../shared/received-categories';
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

const KNOWN = [
  { name: 'id', label: 'ID', what: 'the ID', none: 'none', mono: true },
  { name: 'code', label: 'Code', what: 'the code', none: 'none', mono: true },
  { name: 'name', label: 'Name', what: 'the name', none: 'none', mono: false },
  { name: 'slug', label: 'Slug', what: 'the slug', none: 'no slug', mono: true },
  { name: 'image', label: 'Image URL', what: 'the image URL', none: 'no image', mono: true },
] as const;
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
  const valueClass = field.mono ? 'detail-field__text detail-field__text--mono' : 'detail-field__text';
  return (
    <div className="detail-field">
      <dt className="detail-field__label">{field.label}</dt>
      <dd className="detail-field__value">
        {text ? (
          <span className={valueClass}>{withBreaks(text)}</span>
        ) : (
          <span className="detail-field__none">{text === '' ? 'empty' : field.none}</span>
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
  readonly faults: FieldFaults | null;
}

export function CategoryFields({ category, faults, outcome, copy }: FieldsProps) {
  const row = category as Record<string, unknown>;
  const known: Field[] = KNOWN.map(({ name, ...field }) => ({
    ...field,
    key: name,
    value: row[name],
    fault: faults?.[name],
  }));
  const added: Field[] = Object.keys(row)
    .filter((name) => !KNOWN_NAMES.has(name))
    .map((name) => ({
      key: `added:${name}`,
      label: name,
      what: `the field “${name}”`,
      value: row[name],
      none: 'null',
      mono: true,
    }));
  return (
    <section className="detail__section" aria-labelledby="category-fields-title">
      <h3 id="category-fields-title" className="detail__section-title">
        Fields
      </h3>
      <dl className="detail-fields">
        {known.map((field) => (
          <FieldRow key={field.key} field={field} outcome={outcome} copy={copy} />
        ))}
      </dl>
      {added.length > 0 && (
        <>
          <h4 className="detail__subtitle">Added by the installation</h4>
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
