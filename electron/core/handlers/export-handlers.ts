/** Handlers of exports made in the renderer: the category list it shows, and the page it prints. */
import { saveCategoryExport } from '../export/save-category-export';
import { savePagePdf } from '../export/save-page-pdf';
import type { HandlerDeps, Handlers } from './handler-types';

export function createExportHandlers(
  deps: Pick<HandlerDeps, 'profiles' | 'dialogs' | 'pagePdf'>,
): Pick<Handlers, 'saveCategoryExport' | 'savePagePdf'> {
  return {
    saveCategoryExport: (exported) =>
      // The page's rows were masked before they reached it; a name that spells some connection's
      // token is data, so only a token standing as a token (et_auth_token=…) is masked here.
      saveCategoryExport(exported, deps.dialogs, (text) => deps.profiles.maskTokenValues(text)),
    savePagePdf: (request) => savePagePdf(request, deps),
  };
}
