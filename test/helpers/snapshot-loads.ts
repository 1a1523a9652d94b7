// Loads to keep as snapshots in tests of the snapshot store across processes: a small dataset whose
// company and one category image are named after `label`, so each label gives its own snapshot and
// its own image blob beside a logo every label shares.
import { DATASET_FORMAT, type Dataset } from '../../shared/dataset';
import { STORE_SETTINGS } from './store-settings';
import { SVG } from './temp-dataset';

const dataUrl = (type: string, bytes: string | Buffer) =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

/** The connection the snapshot tests keep loads of. */
export const SNAPSHOT_PROFILE = 'c0ffee00-1111-4222-8333-444455556666';

/** A load of "Shop <label>" with an embedded logo and an image of its own. */
export function labelledLoad(label: string): Dataset {
  return {
    format: DATASET_FORMAT,
    info: {
      id: '1',
      logo: 'branding/logo.svg',
      assets_url: 'images/',
      company_name: `Shop ${label}`,
      ...STORE_SETTINGS,
    },
    categories: [
      { id: '1', code: 'A', name: `Apples ${label}`, slug: null, image: 'images/apples.svg' },
      { id: '2', code: 'B', name: 'Bread', slug: null, image: null },
    ],
    assets: {
      'branding/logo.svg': dataUrl('image/svg+xml', SVG),
      'images/apples.svg': dataUrl('image/svg+xml', SVG.replace('<rect', `<title>${label}</title><rect`)),
    },
  };
}
