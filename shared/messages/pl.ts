import type { SharedCatalog } from './en';
import { commonPl } from './common/pl';
import { failurePl } from './failure/pl';

export const sharedPl: SharedCatalog = {
  ...commonPl,
  ...failurePl,
};
