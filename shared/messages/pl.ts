import type { SharedCatalog } from './en';
import { commonPl } from './common/pl';
import { failurePl } from './failure/pl';
import { outcomePl } from './outcome/pl';

export const sharedPl: SharedCatalog = {
  ...commonPl,
  ...failurePl,
  ...outcomePl,
};
