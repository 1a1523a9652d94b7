import type { SharedCatalog } from './en';
import { commonFr } from './common/fr';
import { fieldFr } from './field/fr';
import { ruleFr } from './rule/fr';

export const sharedFr: SharedCatalog = {
  ...commonFr,
  ...fieldFr,
  ...ruleFr,
};
