// The search box: filters by name, code or slug as you type; "/" focuses it, Escape clears it.
import { useRef } from 'react';
import { useText } from '../../i18n/useText';
import { useAppStore } from '../../store';
import { selectQuery } from '../../store/selectors';
import { useSlashFocus } from './useSlashFocus';
import { SearchField } from '../../ui/SearchField';

// The key that focuses the search, the same on every keyboard layout's label.
const SLASH = '/';

export function CategorySearch() {
  const query = useAppStore(selectQuery);
  const setQuery = useAppStore((s) => s.setQuery);
  const input = useRef<HTMLInputElement>(null);
  useSlashFocus(input);
  const text = useText();

  return (
    <SearchField
      id="category-search"
      label={text('categories.searchLabel')}
      placeholder={text('categories.searchPlaceholder')}
      value={query}
      onChange={setQuery}
      inputRef={input}
      keyShortcut={SLASH}
      onEscapeEmpty={(box) => box.blur()}
    >
      <kbd className="search__hint" aria-hidden="true">
        {SLASH}
      </kbd>
    </SearchField>
  );
}
