import type { SharedCatalog } from './en';
import { commonNl } from './common/nl';
import { failureNl } from './failure/nl';
import { outcomeNl } from './outcome/nl';

export const sharedNl: SharedCatalog = {
  ...commonNl,
  ...failureNl,
  ...outcomeNl,
};
