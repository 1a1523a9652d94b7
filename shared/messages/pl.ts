import type { SharedCatalog } from './en';
import { commonPl } from './common/pl';
import { fieldPl } from './field/pl';
import { rulePl } from './rule/pl';

export const sharedPl: SharedCatalog = {
  ...commonPl,
  ...fieldPl,
  ...rulePl,
};
