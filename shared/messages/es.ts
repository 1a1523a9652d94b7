import type { SharedCatalog } from './en';
import { commonEs } from './common/es';
import { failureEs } from './failure/es';

export const sharedEs: SharedCatalog = {
  ...commonEs,
  ...failureEs,
};
