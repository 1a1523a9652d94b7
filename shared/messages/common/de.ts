import type { commonEn } from './en';

export const commonDe: Record<keyof typeof commonEn, string> = {
  'common.asIs': '{text}',
};
