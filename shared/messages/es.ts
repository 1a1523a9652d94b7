import type { SharedCatalog } from './en';
import { commonEs } from './common/es';
import { watchEs } from './watch/es';

export const sharedEs: SharedCatalog = {
  ...commonEs,
  ...watchEs,
};
