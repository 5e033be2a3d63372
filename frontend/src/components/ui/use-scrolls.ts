import { useEffect, useState } from 'react';

/**
 * Whether an element's content is taller than the element, kept current as either changes size. A region that
 * scrolls must be reachable by keyboard (WCAG 2.1.1): callers make it focusable only then, so a short dialog
 * gains no extra tab stop.
 */
export function useScrolls(element: HTMLElement | null): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    if (!element) return;
    const measure = () => setScrolls(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    const mutations = new MutationObserver(() => {
      for (const child of element.children) observer.observe(child);
      measure();
    });
    mutations.observe(element, { childList: true });
    return () => {
      observer.disconnect();
      mutations.disconnect();
    };
  }, [element]);
  return scrolls;
}
