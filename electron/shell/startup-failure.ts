/**
 * The words of the native error box shown when the app cannot start (the data folder cannot be used,
 * the window cannot be created, ...). Without it the process would keep running without a window and
 * hold the single-instance lock, so the app would "not open" until killed.
 */

/** The error box's title and text for `error`: what failed and the reason, in one paragraph. */
export function startupFailureText(error: unknown): { readonly title: string; readonly content: string } {
  const reason = error instanceof Error ? error.message : String(error);
  // One line, bounded: a native error box does not scroll.
  const line = reason.replace(/\s+/g, ' ').trim().slice(0, 500) || 'an unknown error';
  return {
    title: 'Retail Inspector could not start',
    content:
      `Retail Inspector could not start: ${line}\n\n` +
      'Nothing was changed. Fix the cause if the message names one (a folder, a permission) and start ' +
      'the app again; if it keeps failing, report this message.',
  };
}
