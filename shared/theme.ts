/** The colour themes the app offers: the system's, or fixed light or dark. */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;

/** One of THEME_CHOICES. */
export type ThemeChoice = (typeof THEME_CHOICES)[number];
