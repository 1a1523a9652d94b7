import type { SharedCatalog } from './en';
import { commonPl } from './common/pl';
import { watchPl } from './watch/pl';

export const sharedPl: SharedCatalog = {
  ...commonPl,
  ...watchPl,
};
