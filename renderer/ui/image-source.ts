// Where the page loads an installation's image from: in the desktop app (served from app://) through
// main, at the app's own origin (shared/image-source.ts says why); in the web host directly.
import { shownImageUrl } from '../../shared/image-source';

const viaHost = typeof location !== 'undefined' && location.protocol === 'app:';

/** The src for the image at `url`. */
export function imageSrc(url: string): string {
  return shownImageUrl(url, viaHost);
}
