// How many categories there are, and how many the search lets through; while the rest of a large
// list is on its way, how many have arrived. As words of the catalogs, and as English text, so the
// renderer benchmark can compute what the page must show.
import { englishText } from '../../i18n/english-text';
import { words, type Words } from '../../i18n/words';

export function categoryCountWords(shown: number, total: number, arrived = total): Words {
  if (arrived < total) return words('categories.countLoading', { arrived, total });
  return shown === total
    ? words('categories.count', { total })
    : words('categories.countShown', { shown, total });
}

/** The count in English, as the page shows it by default. */
export function categoryCountText(shown: number, total: number, arrived = total): string {
  return englishText(categoryCountWords(shown, total, arrived));
}
