import type { SharedCatalog } from './en';
import { commonPl } from './common/pl';

export const sharedPl: SharedCatalog = {
  ...commonPl,
};
