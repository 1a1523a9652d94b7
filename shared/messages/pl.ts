import type { SharedCatalog } from './en';
import { commonPl } from './common/pl';
import { fieldPl } from './field/pl';
import { rulePl } from './rule/pl';
import { leniencyPl } from './leniency/pl';

export const sharedPl: SharedCatalog = {
  ...commonPl,
  ...fieldPl,
  ...rulePl,
  ...leniencyPl,
};
