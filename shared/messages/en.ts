// The words shared/ and main make (failures, rules, watch events…) in English: the source catalog of
// shared/. The renderer's catalogs include these (renderer/i18n/messages/*.ts spread them), so a view
// shows them in its language; main formats them itself for native notifications
// (shared/messages/catalogs.ts); the command line, reports and webhooks say them in English
// (shared/words-text.ts englishWords). Every other catalog here has exactly these keys with the same
// ICU arguments (test/unit/i18n-catalogs.test.ts checks them through the renderer's catalogs).
// Grouped by area, one folder each: <area>/<language>.ts.
import type { Words } from '../words';
import { commonEn } from './common/en';
import { fieldEn } from './field/en';
import { ruleEn } from './rule/en';
import { leniencyEn } from './leniency/en';
import { failureEn } from './failure/en';
import { outcomeEn } from './outcome/en';
import { watchEn } from './watch/en';
import { checkEn } from './check/en';
import { connectionEn } from './connection/en';

export const sharedEn = {
  ...commonEn,
  ...fieldEn,
  ...ruleEn,
  ...leniencyEn,
  ...failureEn,
  ...outcomeEn,
  ...watchEn,
  ...checkEn,
  ...connectionEn,
} as const;

export type SharedMessageId = keyof typeof sharedEn;
export type SharedCatalog = Readonly<Record<SharedMessageId, string>>;
/** Words of shared/'s catalogs. */
export type SharedWords = Words<SharedMessageId>;
