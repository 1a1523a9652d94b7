import type { SharedCatalog } from './en';
import { commonNl } from './common/nl';
import { fieldNl } from './field/nl';
import { ruleNl } from './rule/nl';

export const sharedNl: SharedCatalog = {
  ...commonNl,
  ...fieldNl,
  ...ruleNl,
};
