import type { SharedCatalog } from './en';
import { commonIt } from './common/it';
import { failureIt } from './failure/it';
import { outcomeIt } from './outcome/it';

export const sharedIt: SharedCatalog = {
  ...commonIt,
  ...failureIt,
  ...outcomeIt,
};
