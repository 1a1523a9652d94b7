import type { SharedCatalog } from './en';
import { commonDe } from './common/de';
import { fieldDe } from './field/de';
import { ruleDe } from './rule/de';
import { leniencyDe } from './leniency/de';
import { failureDe } from './failure/de';
import { outcomeDe } from './outcome/de';
import { watchDe } from './watch/de';
import { checkDe } from './check/de';
import { connectionDe } from './connection/de';

export const sharedDe: SharedCatalog = {
  ...commonDe,
  ...fieldDe,
  ...ruleDe,
  ...leniencyDe,
  ...failureDe,
  ...outcomeDe,
  ...watchDe,
  ...checkDe,
  ...connectionDe,
};
