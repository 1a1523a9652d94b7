// The product categories: count, search and grid, or why there is nothing to show.
import { useAppStore } from '../../store';
import {
  selectActiveProfileId,
  selectCategoriesFailure,
  selectCategoriesStatus,
  selectCategoryCount,
  selectQuery,
} from '../../store/selectors';
import { EmptyState } from '../../ui/EmptyState';
import { FailureState } from '../../ui/FailureState';
import { LoadingState } from '../../ui/LoadingState';
import { CategoryCount } from './CategoryCount';
import { CategoryGrid } from './CategoryGrid';
import { CategorySearch } from './CategorySearch';
import { useVisibleCategories } from './useVisibleCategories';
import './categories.css';

function Body() {
  const status = useAppStore(selectCategoriesStatus);
  const failure = useAppStore(selectCategoriesFailure);
  const total = useAppStore(selectCategoryCount);
  const query = useAppStore(selectQuery);
  const profileId = useAppStore(selectActiveProfileId);
  const loadCategories = useAppStore((s) => s.loadCategories);
  const setQuery = useAppStore((s) => s.setQuery);
  const visible = useVisibleCategories();

  if (failure && profileId) {
    return (
      <FailureState what="The categories" failure={failure} onRetry={() => void loadCategories(profileId)} />
    );
  }
  if (status !== 'ready' && total === 0) return <LoadingState text="Loading categories…" />;
  if (total === 0) {
    return (
      <EmptyState title="This installation has no categories yet.">
        <p className="state__advice">Categories added in the back office appear here after Refresh.</p>
      </EmptyState>
    );
  }
  if (visible.length === 0) {
    return (
      <EmptyState title={`No category matches “${query.trim()}”.`}>
        <button type="button" className="button" onClick={() => setQuery('')}>
          Clear search
        </button>
      </EmptyState>
    );
  }
  return (
    <div className={status === 'loading' ? 'refreshing' : undefined}>
      <CategoryGrid categories={visible} />
    </div>
  );
}

function Count() {
  const total = useAppStore(selectCategoryCount);
  const visible = useVisibleCategories();
  // With no categories the empty state says so; "0 categories" beside it would only repeat it.
  if (total === 0) return null;
  return <CategoryCount shown={visible.length} total={total} />;
}

export function CategoriesPanel() {
  const busy = useAppStore(selectCategoriesStatus) === 'loading';
  return (
    <section className="panel panel--categories" aria-labelledby="categories-heading" aria-busy={busy}>
      <div className="panel__header">
        <div className="panel__title">
          <h2 id="categories-heading" className="panel__heading">
            Categories
          </h2>
          <Count />
        </div>
        <CategorySearch />
      </div>
      <Body />
    </section>
  );
}
