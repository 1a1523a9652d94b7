import type { SharedCatalog } from './en';
import { commonIt } from './common/it';

export const sharedIt: SharedCatalog = {
  ...commonIt,
};
