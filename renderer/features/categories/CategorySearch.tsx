// The search box: filters by name, code or slug as you type; "/" focuses it, Escape clears it.
import { useRef } from 'react';
import { useAppStore } from '../../store';
import { selectQuery } from '../../store/selectors';
import { useSlashFocus } from './useSlashFocus';

export function CategorySearch() {
  const query = useAppStore(selectQuery);
  const setQuery = useAppStore((s) => s.setQuery);
  const input = useRef<HTMLInputElement>(null);
  useSlashFocus(input);

  return (
    <div className="search" role="search">
      <label className="visually-hidden" htmlFor="category-search">
        Search categories by name, code or slug
      </label>
      <input
        ref={input}
        id="category-search"
        className="search__input"
        type="search"
        placeholder="Search name, code or slug"
        autoComplete="off"
        spellCheck={false}
        value={query}
        aria-keyshortcuts="/"
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          if (query) setQuery('');
          else event.currentTarget.blur();
        }}
      />
      <kbd className="search__hint" aria-hidden="true">
        /
      </kbd>
    </div>
  );
}
