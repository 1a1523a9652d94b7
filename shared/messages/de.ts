import type { SharedCatalog } from './en';
import { commonDe } from './common/de';

export const sharedDe: SharedCatalog = {
  ...commonDe,
};
