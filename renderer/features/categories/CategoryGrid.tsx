// The categories as a responsive grid of cards.
import type { Category } from '../../../shared/v2';
import { CategoryCard } from './CategoryCard';

// Installations are not bound to unique ids; a repeated id gets its position added to its key.
function keysFor(categories: readonly Category[]): string[] {
  const seen = new Set<string>();
  return categories.map((category, i) => {
    const key = seen.has(category.id) ? `${category.id}#${i}` : category.id;
    seen.add(category.id);
    return key;
  });
}

export function CategoryGrid({ categories }: { categories: readonly Category[] }) {
  const keys = keysFor(categories);
  return (
    <ul className="card-grid" aria-label="Categories">
      {categories.map((category, i) => (
        <CategoryCard key={keys[i]} category={category} />
      ))}
    </ul>
  );
}
