import type { SharedCatalog } from './en';
import { commonEs } from './common/es';

export const sharedEs: SharedCatalog = {
  ...commonEs,
};
