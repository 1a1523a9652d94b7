import type { SharedCatalog } from './en';
import { commonDe } from './common/de';
import { failureDe } from './failure/de';
import { outcomeDe } from './outcome/de';

export const sharedDe: SharedCatalog = {
  ...commonDe,
  ...failureDe,
  ...outcomeDe,
};
