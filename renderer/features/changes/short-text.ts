// What the Changes view says when a connection has fewer than two snapshots to compare: how often it
// was loaded in this session, failed loads counted apart, and how many snapshots are kept. As words
// of the catalogs, formatted by the view in the language shown.
import type { LoadCounts } from '../../../shared/snapshots';
import { words, type Words, type WordsValue } from '../../i18n/words';

/** "Nothing to compare yet: Shop has been loaded 12 times, 3 failed; 1 snapshot kept." */
export function shortWords(name: WordsValue, short: { kept: 0 | 1; loads: LoadCounts }): Words {
  const { total, failed } = short.loads;
  const { kept } = short;
  if (total === 0 && kept === 0) return words('changes.short.never', { name });
  if (total === 0) return words('changes.short.notInSession', { name, kept });
  return failed > 0
    ? words('changes.short.loadedFailed', { name, total, failed, kept })
    : words('changes.short.loaded', { name, total, kept });
}
