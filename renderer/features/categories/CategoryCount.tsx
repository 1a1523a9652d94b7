// How many categories there are, and how many the search lets through (category-count-text.ts).
import { useText } from '../../i18n/useText';
import { categoryCountWords } from './category-count-text';

interface CategoryCountProps {
  readonly shown: number;
  readonly total: number;
  /** How many have arrived (fewer than `total` while the rest is on its way). */
  readonly arrived: number;
}

export function CategoryCount({ shown, total, arrived }: CategoryCountProps) {
  const text = useText();
  return (
    <p className="panel__count" aria-live="polite">
      {text(categoryCountWords(shown, total, arrived))}
    </p>
  );
}
