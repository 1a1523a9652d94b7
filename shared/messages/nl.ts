import type { SharedCatalog } from './en';
import { commonNl } from './common/nl';
import { fieldNl } from './field/nl';
import { ruleNl } from './rule/nl';
import { leniencyNl } from './leniency/nl';
import { failureNl } from './failure/nl';
import { outcomeNl } from './outcome/nl';
import { watchNl } from './watch/nl';
import { checkNl } from './check/nl';
import { connectionNl } from './connection/nl';

export const sharedNl: SharedCatalog = {
  ...commonNl,
  ...fieldNl,
  ...ruleNl,
  ...leniencyNl,
  ...failureNl,
  ...outcomeNl,
  ...watchNl,
  ...checkNl,
  ...connectionNl,
};
