import type { commonEn } from './en';

export const commonFr: Record<keyof typeof commonEn, string> = {
  'common.asIs': '{text}',
};
