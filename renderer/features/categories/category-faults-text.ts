// The words above the categories when some rows break the API specification (CategoryFaultsBanner
// and the printed list): how many of how many, as counts with their nouns (shared/count-text.ts).
import { countText } from '../../../shared/count-text';
import type { CategoryFaultsShown } from '../../store/state/categories-state';

/** "3 of 5 categories break the specification", and what is not shown or not marked. */
export function faultsBannerText(faults: CategoryFaultsShown): string {
  const of = `${faults.total.toLocaleString('en-US')} of ${countText(faults.received, 'category', 'categories')}`;
  const verb = faults.total === 1 ? 'breaks' : 'break';
  const sentences = [`${of} ${verb} the specification.`];
  if (faults.unreadable > 0) {
    const rows = countText(faults.unreadable, 'row');
    sentences.push(`${rows} ${faults.unreadable === 1 ? 'is' : 'are'} not a category record and not shown.`);
  }
  const unmarked = faults.total - faults.unreadable - faults.listed;
  if (unmarked > 0) {
    sentences.push(
      `The first ${faults.listed.toLocaleString('en-US')} are marked; the others are only counted.`,
    );
  }
  return sentences.join(' ');
}
