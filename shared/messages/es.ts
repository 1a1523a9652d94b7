import type { SharedCatalog } from './en';
import { commonEs } from './common/es';
import { failureEs } from './failure/es';
import { outcomeEs } from './outcome/es';

export const sharedEs: SharedCatalog = {
  ...commonEs,
  ...failureEs,
  ...outcomeEs,
};
