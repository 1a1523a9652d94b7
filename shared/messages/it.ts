import type { SharedCatalog } from './en';
import { commonIt } from './common/it';
import { fieldIt } from './field/it';
import { ruleIt } from './rule/it';
import { leniencyIt } from './leniency/it';
import { failureIt } from './failure/it';
import { outcomeIt } from './outcome/it';
import { watchIt } from './watch/it';
import { checkIt } from './check/it';
import { connectionIt } from './connection/it';

export const sharedIt: SharedCatalog = {
  ...commonIt,
  ...fieldIt,
  ...ruleIt,
  ...leniencyIt,
  ...failureIt,
  ...outcomeIt,
  ...watchIt,
  ...checkIt,
  ...connectionIt,
};
