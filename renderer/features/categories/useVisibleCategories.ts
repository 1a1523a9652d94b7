// The categories the search lets through, computed in the keystroke's own render: filtering the
// sorted order is a few milliseconds even at 100,000 rows, and only the rows in view are rendered,
// so the list never lags behind the search box (nor shows "0 of N" while catching up). The selector
// returns the same array until the rows, sort or query change (see selectors.ts).
import type { ReceivedCategory } from '../../../shared/received-categories';
import { useAppStore } from '../../store';
import { selectVisibleCategories } from '../../store/selectors';

export function useVisibleCategories(): readonly ReceivedCategory[] {
  return useAppStore(selectVisibleCategories);
}
