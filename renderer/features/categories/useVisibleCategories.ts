// The categories the search lets through. The list may lag a keystroke behind the box while a
// large grid renders (useDeferredValue), so typing stays responsive.
import { useDeferredValue } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { Category } from '../../../shared/v2';
import { useAppStore } from '../../store';
import { selectVisibleCategories } from '../../store/selectors';

export function useVisibleCategories(): readonly Category[] {
  const visible = useAppStore(useShallow(selectVisibleCategories));
  return useDeferredValue(visible);
}
