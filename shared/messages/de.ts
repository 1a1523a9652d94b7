import type { SharedCatalog } from './en';
import { commonDe } from './common/de';
import { watchDe } from './watch/de';

export const sharedDe: SharedCatalog = {
  ...commonDe,
  ...watchDe,
};
