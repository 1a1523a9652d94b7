/**
 * The images of one compared side, for the Changes view to show: from the bytes the side holds (a
 * snapshot's blobs, a dataset's own files, both read by the dataset loader) as a data: URL, else by
 * the address the side kept (a live installation's snapshot). Found by category id (the first row
 * of that id, as the diff names repeated ids), so a change of bytes behind one path shows too.
 */
import type { ChangeImage } from '../../../shared/changes';
import { isRelativeReference } from '../../../shared/text-formats';
import type { LoadedDataset } from '../dataset/load-dataset';

/** Images larger than this are not sent to the view (it says they are too large to show). */
export const MAX_SHOWN_IMAGE_BYTES = 8_000_000;

/** One side's images: the logo (categoryId undefined) or a category's image. */
export interface SideImages {
  image(categoryId: string | undefined): ChangeImage;
}

/** The images of `dataset`; it is kept, bytes included, for as long as the result is. */
export function sideImages(dataset: LoadedDataset): SideImages {
  // A Map, not an object: ids such as "__proto__" are data here.
  const byId = new Map<string, string | null>();
  for (const row of dataset.categories) if (!byId.has(row.id)) byId.set(row.id, row.image);
  return {
    image(categoryId) {
      const reference = categoryId === undefined ? dataset.info.logo : byId.get(categoryId);
      if (reference === undefined || reference === null || reference === '') return { kind: 'none' };
      if (!isRelativeReference(reference)) return { kind: 'address', url: reference };
      const asset = dataset.assets.get(reference);
      if (!asset) return { kind: 'none' };
      if (asset.body.length > MAX_SHOWN_IMAGE_BYTES) return { kind: 'too-large', bytes: asset.body.length };
      return { kind: 'stored', dataUrl: `data:${asset.contentType};base64,${asset.body.toString('base64')}` };
    },
  };
}
