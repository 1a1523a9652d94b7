/** Handlers of exports made in the renderer: the category list it shows, and the page it prints. */
import { saveCategoryExport } from '../export/save-category-export';
import { savePagePdf } from '../export/save-page-pdf';
import type { HandlerDeps, Handlers } from './handler-types';

export function createExportHandlers(
  deps: Pick<HandlerDeps, 'profiles' | 'dialogs' | 'pagePdf'>,
): Pick<Handlers, 'saveCategoryExport' | 'savePagePdf'> {
  return {
    saveCategoryExport: (exported) =>
      saveCategoryExport(exported, deps.dialogs, (text) => deps.profiles.maskSecrets(text)),
    savePagePdf: (request) => savePagePdf(request, deps),
  };
}
