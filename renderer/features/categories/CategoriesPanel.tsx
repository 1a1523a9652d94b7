// The product categories: count, search, sort and view, then the browser (grid or list) with the
// detail panel, or why there is nothing to show; above the rows, the faults of the answer that were
// tolerated to read them (LeniencyMark) and how many rows break the specification (CategoryFaultsBanner,
// the rows shown all the same, faulty fields marked). The panel is as tall as the window and scrolls
// inside, which is what lets the browser render only the rows in view. While loading: progress with
// Cancel; a failed refresh keeps the rows shown, marked stale, with the failure and Retry.
import { FormattedMessage } from 'react-intl';
import { useText } from '../../i18n/useText';
import { useAppStore } from '../../store';
import {
  selectActiveProfileId,
  selectCategoriesArrived,
  selectCategoriesFailure,
  selectCategoriesLeniencies,
  selectCategoriesLoadedAt,
  selectCategoriesRestLoading,
  selectCategoriesStale,
  selectCategoriesStartedAt,
  selectCategoriesStatus,
  selectCategoryCount,
  selectCategorySort,
  selectQuery,
} from '../../store/selectors';
import { EmptyState } from '../../ui/EmptyState';
import { FailureState } from '../../ui/FailureState';
import { LeniencyMark } from '../../ui/LeniencyMark';
import { LoadProgress } from '../../ui/LoadProgress';
import { StaleBanner } from '../../ui/StaleBanner';
import { CategoryBrowser } from './CategoryBrowser';
import { CategoryCount } from './CategoryCount';
import { CategoryDetail } from './CategoryDetail';
import { CategoryFaultsBanner } from './CategoryFaultsBanner';
import { CategoryPrintList } from './CategoryPrintList';
import { CategorySearch } from './CategorySearch';
import { CategoryToolbar } from './CategoryToolbar';
import { useVisibleCategories } from './useVisibleCategories';
import './categories.css';
import './category-card.css';
import './category-views.css';

function Rows() {
  const status = useAppStore(selectCategoriesStatus);
  const total = useAppStore(selectCategoryCount);
  const arrived = useAppStore(selectCategoriesArrived);
  const query = useAppStore(selectQuery);
  const sort = useAppStore(selectCategorySort);
  const setQuery = useAppStore((s) => s.setQuery);
  const visible = useVisibleCategories();
  const text = useText();

  if (total === 0) {
    return (
      <EmptyState title={text('categories.none')}>
        <p className="state__advice">
          <FormattedMessage id="categories.noneAdvice" />
        </p>
      </EmptyState>
    );
  }
  if (visible.length === 0) {
    return (
      <EmptyState title={text('categories.noMatch', { query: query.trim() })}>
        <p className="state__advice">
          <FormattedMessage id="categories.noMatchAdvice" />
        </p>
        <button type="button" className="button" onClick={() => setQuery('')}>
          <FormattedMessage id="categories.clearSearch" />
        </button>
      </EmptyState>
    );
  }
  return (
    <>
      <div className={status === 'loading' ? 'panel__fill refreshing' : 'panel__fill'}>
        <CategoryBrowser categories={visible} capacity={arrived} resetKey={`${sort}\n${query.trim()}`} />
      </div>
      <CategoryPrintList />
    </>
  );
}

function Body() {
  const status = useAppStore(selectCategoriesStatus);
  const failure = useAppStore(selectCategoriesFailure);
  const stale = useAppStore(selectCategoriesStale);
  const loadedAt = useAppStore(selectCategoriesLoadedAt);
  const startedAt = useAppStore(selectCategoriesStartedAt);
  const leniencies = useAppStore(selectCategoriesLeniencies);
  const profileId = useAppStore(selectActiveProfileId);
  // Whether the settings answered at this address: an Unknown method here is then not offered.
  const settingsAnswered = useAppStore((s) => s.infoStatus === 'ready');
  const loadCategories = useAppStore((s) => s.loadCategories);
  const cancel = useAppStore((s) => s.cancelCategories);
  const text = useText();
  const retry = () => {
    if (profileId) void loadCategories(profileId);
  };

  if (loadedAt === null) {
    if (failure && profileId)
      return (
        <FailureState
          what={text('ui.what.categories')}
          failure={failure}
          onRetry={retry}
          answeredElsewhere={settingsAnswered ? text('ui.what.settings') : null}
        />
      );
    return <LoadProgress text={text('categories.loading')} startedAt={startedAt} onCancel={cancel} />;
  }
  return (
    <>
      {status === 'loading' && (
        <LoadProgress compact text={text('categories.refreshing')} startedAt={startedAt} onCancel={cancel} />
      )}
      {stale && failure && (
        <StaleBanner what="categories" failure={failure} loadedAt={loadedAt} onRetry={retry} />
      )}
      <LeniencyMark what="categories" leniencies={leniencies} />
      <CategoryFaultsBanner />
      <Rows />
    </>
  );
}

function Count() {
  const total = useAppStore(selectCategoryCount);
  const arrived = useAppStore(selectCategoriesArrived);
  const restLoading = useAppStore(selectCategoriesRestLoading);
  const visible = useVisibleCategories();
  // With no categories the empty state says so; "0 categories" beside it would only repeat it.
  if (total === 0) return null;
  return <CategoryCount shown={visible.length} total={total} arrived={restLoading ? arrived : total} />;
}

export function CategoriesPanel() {
  const busy = useAppStore(selectCategoriesStatus) === 'loading';
  return (
    <section className="panel panel--categories" aria-labelledby="categories-heading" aria-busy={busy}>
      <div className="panel__header">
        <div className="panel__title">
          <h2 id="categories-heading" className="panel__heading">
            <FormattedMessage id="categories.heading" />
          </h2>
          <Count />
        </div>
        <CategorySearch />
      </div>
      <CategoryToolbar />
      <Body />
      <CategoryDetail />
    </section>
  );
}
