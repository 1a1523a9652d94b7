// One category: its image (a neutral tile when the image fails), name, code and slug.
import { memo } from 'react';
import type { Category } from '../../../shared/v2';
import { FallbackImage } from '../../ui/FallbackImage';

function ImageFallback() {
  return (
    <span className="card__image card__image--fallback" role="img" aria-label="Image unavailable">
      <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
        <path
          fill="currentColor"
          d="M5 4h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm0 2v9.6l3.3-3.3a1 1 0 0 1 1.4 0L13 15.6l1.8-1.8a1 1 0 0 1 1.4 0L19 16.6V6zm10 2.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z"
        />
      </svg>
    </span>
  );
}

export const CategoryCard = memo(function CategoryCard({ category }: { category: Category }) {
  return (
    <li className="card" data-category-id={category.id}>
      <div className="card__media">
        <FallbackImage
          className="card__image"
          src={category.image}
          alt=""
          width={256}
          height={256}
          lazy
          fallback={<ImageFallback />}
        />
      </div>
      <div className="card__body">
        <p className="card__name" title={category.name}>
          {category.name}
        </p>
        <p className="card__meta">
          <code className="card__code">{category.code}</code>
          {category.slug ? (
            <span className="card__slug" title={category.slug}>
              {category.slug}
            </span>
          ) : (
            <span className="card__slug card__slug--none">no slug</span>
          )}
        </p>
      </div>
    </li>
  );
});
