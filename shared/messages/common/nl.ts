import type { commonEn } from './en';

export const commonNl: Record<keyof typeof commonEn, string> = {
  'common.asIs': '{text}',
};
