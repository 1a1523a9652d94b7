// The view tabs' height as laid out, with their margin below, kept in the page's --view-tabs-shown
// (layout.css sizes the sticky categories panel to the window below them). The tabs wrap to a
// second row when their words are long (German, the pseudo-language) or the window narrow, so a
// fixed height would fit one language only. Set through the CSSOM, which the page's CSP allows.
import { useEffect, type RefObject } from 'react';

export function useViewTabsHeight(tabs: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = tabs.current;
    const root = document.documentElement;
    if (!element || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => {
      const margin = parseFloat(getComputedStyle(element).marginBottom) || 0;
      root.style.setProperty('--view-tabs-shown', `${element.getBoundingClientRect().height + margin}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--view-tabs-shown');
    };
  }, [tabs]);
}
