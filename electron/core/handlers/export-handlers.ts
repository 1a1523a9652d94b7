/** Handlers of exports the renderer formats itself: the category list it shows. */
import { saveCategoryExport } from '../export/save-category-export';
import type { HandlerDeps, Handlers } from './handler-types';

export function createExportHandlers(
  deps: Pick<HandlerDeps, 'profiles' | 'dialogs'>,
): Pick<Handlers, 'saveCategoryExport'> {
  return {
    saveCategoryExport: (exported) =>
      // The page's rows were masked before they reached it; a name that spells some connection's
      // token is data, so only a token standing as a token (et_auth_token=…) is masked here.
      saveCategoryExport(exported, deps.dialogs, (text) => deps.profiles.maskTokenValues(text)),
  };
}
