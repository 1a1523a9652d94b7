import type { SharedCatalog } from './en';
import { commonFr } from './common/fr';

export const sharedFr: SharedCatalog = {
  ...commonFr,
};
