// The search box: filters by name, code or slug as you type; "/" focuses it, Escape clears it.
import { useRef } from 'react';
import { useAppStore } from '../../store';
import { selectQuery } from '../../store/selectors';
import { useSlashFocus } from './useSlashFocus';
import { SearchField } from '../../ui/SearchField';

export function CategorySearch() {
  const query = useAppStore(selectQuery);
  const setQuery = useAppStore((s) => s.setQuery);
  const input = useRef<HTMLInputElement>(null);
  useSlashFocus(input);

  return (
    <SearchField
      id="category-search"
      label="Search categories by name, code or slug"
      placeholder="Search name, code or slug"
      value={query}
      onChange={setQuery}
      inputRef={input}
      keyShortcut="/"
      onEscapeEmpty={(box) => box.blur()}
    >
      <kbd className="search__hint" aria-hidden="true">
        /
      </kbd>
    </SearchField>
  );
}
