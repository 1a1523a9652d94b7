import type { commonEn } from './en';

export const commonEs: Record<keyof typeof commonEn, string> = {
  'common.asIs': '{text}',
};
