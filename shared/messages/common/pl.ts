import type { commonEn } from './en';

export const commonPl: Record<keyof typeof commonEn, string> = {
  'common.asIs': '{text}',
};
