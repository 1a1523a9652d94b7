import type { SharedCatalog } from './en';
import { commonFr } from './common/fr';
import { failureFr } from './failure/fr';
import { outcomeFr } from './outcome/fr';

export const sharedFr: SharedCatalog = {
  ...commonFr,
  ...failureFr,
  ...outcomeFr,
};
