import type { commonEn } from './en';

export const commonIt: Record<keyof typeof commonEn, string> = {
  'common.asIs': '{text}',
};
