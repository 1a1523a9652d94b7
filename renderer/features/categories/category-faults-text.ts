// The words above the categories when some rows break the API specification (CategoryFaultsBanner
// and the printed list): how many of how many, as counts with their nouns (shared/count-text.ts),
// then what is not shown or not marked.
import { countText } from '../../../shared/count-text';
import type { CategoryFaultsShown } from '../../store/state/categories-state';

/** The banner's words: `count` ("3 of 5 categories break the specification"), then `more` ('' or sentences). */
export function faultsBannerText(faults: CategoryFaultsShown): { count: string; more: string } {
  const of = `${faults.total.toLocaleString('en-US')} of ${countText(faults.received, 'category', 'categories')}`;
  const count = `${of} ${faults.total === 1 ? 'breaks' : 'break'} the specification`;
  const more: string[] = [];
  if (faults.unreadable > 0) {
    const rows = countText(faults.unreadable, 'row');
    more.push(`${rows} ${faults.unreadable === 1 ? 'is' : 'are'} not a category record and not shown.`);
  }
  if (faults.total - faults.unreadable > faults.listed) {
    more.push(`The first ${faults.listed.toLocaleString('en-US')} are marked; the others are only counted.`);
  }
  return { count, more: more.join(' ') };
}
