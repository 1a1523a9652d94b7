// Above the categories when some rows break the API specification: how many, and a way to the
// Diagnostics view, which gives the verdict. The rows themselves are all shown, their faulty fields
// marked (FaultFlag, FaultMark); nothing is shown when every row conforms.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useText } from '../../i18n/useText';
import { useAppStore } from '../../store';
import { selectCategoryFaults } from '../../store/selectors';
import { faultsBannerWords } from './category-faults-text';

export function CategoryFaultsBanner() {
  const faults = useAppStore(selectCategoryFaults);
  const setMainView = useAppStore((s) => s.setMainView);
  const text = useText();
  if (!faults) return null;
  const { count, more } = faultsBannerWords(faults);
  const link = (chunks: ReactNode[]) => (
    <button type="button" className="faults-banner__link" onClick={() => setMainView('diagnostics')}>
      {chunks}
    </button>
  );
  return (
    <section className="faults-banner" aria-label={text('categories.faults.label')}>
      <svg className="faults-banner__icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        <path fill="currentColor" d="M8 1.2 15.3 14H.7L8 1.2Z" />
        <path fill="var(--warning-bg)" d="M7.2 5.5h1.6v4.6H7.2zM7.2 11.2h1.6v1.6H7.2z" />
      </svg>
      <p className="faults-banner__text">
        {more.length === 0 ? (
          <FormattedMessage id="categories.faults.banner" values={{ count: text(count), link }} />
        ) : (
          <FormattedMessage
            id="categories.faults.bannerMore"
            values={{ count: text(count), link, more: more.map((w) => text(w)).join(' ') }}
          />
        )}
      </p>
    </section>
  );
}
