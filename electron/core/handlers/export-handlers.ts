/** Handlers of exports the renderer formats itself: the category list it shows. */
import { saveCategoryExport } from '../export/save-category-export';
import type { HandlerDeps, Handlers } from './handler-types';

export function createExportHandlers(
  deps: Pick<HandlerDeps, 'profiles' | 'dialogs'>,
): Pick<Handlers, 'saveCategoryExport'> {
  return {
    saveCategoryExport: (exported) =>
      saveCategoryExport(exported, deps.dialogs, (text) => deps.profiles.maskSecrets(text)),
  };
}
