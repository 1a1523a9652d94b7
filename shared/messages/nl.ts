import type { SharedCatalog } from './en';
import { commonNl } from './common/nl';

export const sharedNl: SharedCatalog = {
  ...commonNl,
};
