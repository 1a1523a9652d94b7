/**
 * Handlers about the host the app runs in: opening a link outside it, what it offers, its theme and
 * language, and what the system asked it to open.
 */
import { AppError } from '../lib/app-error';
import { safeExternalUrl } from '../platform/safe-external-url';
import type { HandlerDeps, Handlers } from './handler-types';

export function createHostHandlers(
  deps: Pick<
    HandlerDeps,
    | 'openInBrowser'
    | 'dialogs'
    | 'capturesDir'
    | 'environment'
    | 'appearance'
    | 'pagePdf'
    | 'nativeNotifications'
    | 'watch'
    | 'openRequests'
  >,
): Pick<Handlers, 'openExternal' | 'hostInfo' | 'setTheme' | 'setLanguage' | 'takeOpenRequests'> {
  return {
    async openExternal({ url }) {
      const safe = safeExternalUrl(url);
      if (!safe) throw new AppError('INVALID_ARGUMENT', 'Only https links can be opened outside the app.');
      return { opened: await deps.openInBrowser(safe) };
    },
    hostInfo: async () => ({
      fileDialogs: deps.dialogs !== null,
      pagePdf: deps.pagePdf !== null && deps.dialogs !== null,
      nativeNotifications: deps.nativeNotifications ?? false,
      capturesDir: deps.capturesDir,
      environment: deps.environment,
      watchOffline: deps.watch.outage(),
    }),
    takeOpenRequests: async () => deps.openRequests?.take() ?? [],
    setTheme: async ({ theme }) => ({ applied: (await deps.appearance?.setTheme(theme)) ?? false }),
    // The web host has no native notifications to say it in: its page notifies in its own language.
    setLanguage: async ({ language }) => ({
      applied: (await deps.appearance?.setLanguage(language)) ?? false,
    }),
  };
}
