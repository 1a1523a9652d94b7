import type { SharedCatalog } from './en';
import { commonFr } from './common/fr';
import { watchFr } from './watch/fr';

export const sharedFr: SharedCatalog = {
  ...commonFr,
  ...watchFr,
};
