import type { SharedCatalog } from './en';
import { commonPl } from './common/pl';
import { fieldPl } from './field/pl';
import { rulePl } from './rule/pl';
import { leniencyPl } from './leniency/pl';
import { failurePl } from './failure/pl';
import { outcomePl } from './outcome/pl';
import { watchPl } from './watch/pl';
import { checkPl } from './check/pl';
import { connectionPl } from './connection/pl';

export const sharedPl: SharedCatalog = {
  ...commonPl,
  ...fieldPl,
  ...rulePl,
  ...leniencyPl,
  ...failurePl,
  ...outcomePl,
  ...watchPl,
  ...checkPl,
  ...connectionPl,
};
