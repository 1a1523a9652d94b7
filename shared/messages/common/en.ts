// Words shared/ and main use everywhere: a value shown as it was received, untranslated (an
// installation's message, a field's name).
export const commonEn = {
  'common.asIs': '{text}',
} as const;
