// A category's image, with a neutral tile (the same shape) when it is missing or fails. The
// installation's placeholder arrives as an ordinary image. Thumbnails are lazy by virtualization:
// only the cards in view (and about 240 px beyond) exist, so only their images are asked for.
// loading="lazy" on top of that only held back the images just below the view (the browser counts
// them as hidden by the panel's clip), so the first scroll showed shimmering tiles.
import type { ReceivedCategory } from '../../../shared/received-categories';
import { useText } from '../../i18n/useText';
import { FallbackImage } from '../../ui/FallbackImage';

interface CategoryImageProps {
  readonly category: ReceivedCategory;
  /** The class of the image and of its fallback tile. */
  readonly className: string;
  /** The intrinsic size the image is asked for (it is scaled by CSS). */
  readonly size: number;
  /** In a card or a row: the missing image goes unsaid, so the option's name is the category's. */
  readonly silent?: boolean;
}

function ImageFallback({ className, size, silent }: { className: string; size: number; silent: boolean }) {
  const icon = Math.max(16, Math.min(48, Math.round(size / 6)));
  const text = useText();
  const role = silent
    ? { 'aria-hidden': true }
    : { role: 'img', 'aria-label': text('categories.imageUnavailable') };
  return (
    <span className={`${className} image-fallback`} {...role}>
      <svg viewBox="0 0 24 24" width={icon} height={icon} aria-hidden="true">
        <path
          fill="currentColor"
          d="M5 4h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm0 2v9.6l3.3-3.3a1 1 0 0 1 1.4 0L13 15.6l1.8-1.8a1 1 0 0 1 1.4 0L19 16.6V6zm10 2.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z"
        />
      </svg>
    </span>
  );
}

// An address with a scheme. A relative or root-relative path ("img/a.svg", "/img/a.svg": it breaks the
// specification) would be read against the app's own page, never the installation: its tile shows.
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** The image's address to load, or null when `image` is no address of its own (the tile shows). */
export function categoryImageSrc(image: unknown): string | null {
  return typeof image === 'string' && SCHEME.test(image) ? image : null;
}

export function CategoryImage({ category, className, size, silent = false }: CategoryImageProps) {
  return (
    <FallbackImage
      className={className}
      src={categoryImageSrc(category.image)}
      alt=""
      width={size}
      height={size}
      fallback={<ImageFallback className={className} size={size} silent={silent} />}
    />
  );
}
