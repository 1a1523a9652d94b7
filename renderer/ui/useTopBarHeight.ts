// The top bar's height as laid out, kept in the page's --top-bar-shown (layout.css places the
// sticky categories panel below it). The bar wraps to two rows when its words are long (German,
// the pseudo-language) or the window narrow; measuring it keeps the panel from sliding under it in
// every language, where a fixed height per width would fit only one. Set through the CSSOM, which
// the page's CSP allows.
import { useEffect } from 'react';

export function useTopBarHeight(): void {
  useEffect(() => {
    const bar = document.querySelector('header.top-bar');
    const root = document.documentElement;
    if (!bar || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => {
      root.style.setProperty('--top-bar-shown', `${bar.getBoundingClientRect().height}px`);
    });
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--top-bar-shown');
    };
  }, []);
}
