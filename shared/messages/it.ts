import type { SharedCatalog } from './en';
import { commonIt } from './common/it';
import { watchIt } from './watch/it';

export const sharedIt: SharedCatalog = {
  ...commonIt,
  ...watchIt,
};
