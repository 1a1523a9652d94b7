// The detail panel: a side sheet (a modal <dialog>) with every field of one category, its large
// image, the row's raw JSON and copy buttons. Escape or Close shuts it and the focus goes back to
// the categories, on the same item.
import { useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ReceivedCategory } from '../../../shared/received-categories';
import { receivedText } from '../../../shared/received-text';
import { useText } from '../../i18n/useText';
import { useAppStore } from '../../store';
import { selectOpenedCategory } from '../../store/selectors';
import { CloseButton } from '../../ui/CloseButton';
import { CopyButton } from '../../ui/CopyButton';
import { useCopy } from '../../ui/useCopy';
import { useModalDialog } from '../../ui/useModalDialog';
import { CategoryFields } from './CategoryFields';
import { CategoryImage } from './CategoryImage';
import { useFieldFaults } from './category-field-faults';
import './category-detail.css';

const browser = () => document.getElementById('category-browser');

function DetailContent({ category, onClose }: { category: ReceivedCategory; onClose: () => void }) {
  const { outcome, copy } = useCopy();
  const text = useText();
  const faults = useFieldFaults(category);
  const json = JSON.stringify(category, null, 2);
  return (
    <>
      <header className="sheet__header">
        <div className="sheet__heading">
          <p className="sheet__eyebrow">
            <FormattedMessage id="categories.detail.eyebrow" />
          </p>
          <h2 id="category-detail-title" className="sheet__title">
            {receivedText(category.name) || text('categories.detail.unnamed')}
          </h2>
        </div>
        <CloseButton onClose={onClose} autoFocus />
      </header>
      <div className="sheet__body">
        <div className="detail__media">
          <CategoryImage category={category} className="detail__image" size={512} />
        </div>
        <CategoryFields category={category} faults={faults} outcome={outcome} copy={copy} />
        <section className="detail__section">
          <div className="detail__section-head">
            <h3 id="category-json-title" className="detail__section-title">
              <FormattedMessage id="categories.detail.rawJson" />
            </h3>
            <CopyButton
              what={text('categories.what.rawJson')}
              copyKey="json"
              outcome={outcome}
              onCopy={() => void copy('json', text('categories.what.rawJson'), json)}
            />
          </div>
          {/* Focusable to scroll it with the keyboard; a named region, so focus says what it is. */}
          <pre
            className="code-block detail__json"
            tabIndex={0}
            role="region"
            aria-labelledby="category-json-title"
          >
            {json}
          </pre>
        </section>
      </div>
      {/* Below the scrolling body, so a failed copy is said where it is seen wherever one scrolled. */}
      <p className={outcome?.ok === false ? 'sheet__footer' : 'visually-hidden'} aria-live="polite">
        {outcome?.message}
      </p>
    </>
  );
}

export function CategoryDetail() {
  const category = useAppStore(selectOpenedCategory);
  const close = useAppStore((s) => s.closeCategory);
  const ref = useRef<HTMLDialogElement>(null);
  const onKeyDown = useModalDialog(ref, category !== null, close, 'detail', browser);
  // Only in the DOM while open: the page has one <dialog> at rest (Connections), as it always had.
  if (!category) return null;
  return (
    <dialog ref={ref} className="sheet" aria-labelledby="category-detail-title" onKeyDown={onKeyDown}>
      <DetailContent category={category} onClose={close} />
    </dialog>
  );
}
