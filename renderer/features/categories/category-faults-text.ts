// The words above the categories when some rows break the API specification (CategoryFaultsBanner
// and the printed list): how many of how many, then what is not shown or not marked. As words of the
// catalogs, formatted by the component in the language shown.
import { words, type Words } from '../../i18n/words';
import type { CategoryFaultsShown } from '../../store/state/categories-state';

/** The banner's words: `count` ("3 of 5 categories break the specification"), then `more` (sentences, maybe none). */
export function faultsBannerWords(faults: CategoryFaultsShown): { count: Words; more: Words[] } {
  const count = words('categories.faults.count', { faulty: faults.total, received: faults.received });
  const more: Words[] = [];
  if (faults.unreadable > 0) more.push(words('categories.faults.unreadable', { rows: faults.unreadable }));
  if (faults.total - faults.unreadable > faults.listed)
    more.push(words('categories.faults.listed', { listed: faults.listed }));
  return { count, more };
}
