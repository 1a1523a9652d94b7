import type { SharedCatalog } from './en';
import { commonNl } from './common/nl';
import { watchNl } from './watch/nl';

export const sharedNl: SharedCatalog = {
  ...commonNl,
  ...watchNl,
};
