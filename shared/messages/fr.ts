import type { SharedCatalog } from './en';
import { commonFr } from './common/fr';
import { fieldFr } from './field/fr';
import { ruleFr } from './rule/fr';
import { leniencyFr } from './leniency/fr';

export const sharedFr: SharedCatalog = {
  ...commonFr,
  ...fieldFr,
  ...ruleFr,
  ...leniencyFr,
};
