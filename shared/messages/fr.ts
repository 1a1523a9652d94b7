import type { SharedCatalog } from './en';
import { commonFr } from './common/fr';
import { fieldFr } from './field/fr';
import { ruleFr } from './rule/fr';
import { leniencyFr } from './leniency/fr';
import { failureFr } from './failure/fr';
import { outcomeFr } from './outcome/fr';
import { watchFr } from './watch/fr';
import { checkFr } from './check/fr';
import { connectionFr } from './connection/fr';

export const sharedFr: SharedCatalog = {
  ...commonFr,
  ...fieldFr,
  ...ruleFr,
  ...leniencyFr,
  ...failureFr,
  ...outcomeFr,
  ...watchFr,
  ...checkFr,
  ...connectionFr,
};
