import type { SharedCatalog } from './en';
import { commonEs } from './common/es';
import { fieldEs } from './field/es';
import { ruleEs } from './rule/es';
import { leniencyEs } from './leniency/es';
import { failureEs } from './failure/es';
import { outcomeEs } from './outcome/es';
import { watchEs } from './watch/es';
import { checkEs } from './check/es';
import { connectionEs } from './connection/es';

export const sharedEs: SharedCatalog = {
  ...commonEs,
  ...fieldEs,
  ...ruleEs,
  ...leniencyEs,
  ...failureEs,
  ...outcomeEs,
  ...watchEs,
  ...checkEs,
  ...connectionEs,
};
