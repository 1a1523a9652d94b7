import type { SharedCatalog } from './en';
import { commonDe } from './common/de';
import { fieldDe } from './field/de';
import { ruleDe } from './rule/de';
import { leniencyDe } from './leniency/de';

export const sharedDe: SharedCatalog = {
  ...commonDe,
  ...fieldDe,
  ...ruleDe,
  ...leniencyDe,
};
