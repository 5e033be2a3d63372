import { useEffect, type RefObject } from 'react';
import { anchorElement, scrollToAnchor } from '../../../components/formio/scroll-to-anchor';

/** How long the form (a lazy, large chunk) may take to render the panel before the screen stops waiting. */
const WAIT_MS = 20_000;
/** form.io renders panels one after the other: once more after the ones above settle. */
const SETTLE_MS = 400;

/** The DVR toolbar is sticky and wraps on tablets: a section scrolls to just below it. */
export function scrollToSection(key: string, root: ParentNode): boolean {
  const toolbar = document.querySelector('[data-testid="dvr-toolbar"]');
  return scrollToAnchor(key, root, (toolbar?.getBoundingClientRect().height ?? 62) + 8);
}

/** Scrolls to the section the address names (`?section=`) as soon as the form has rendered its panel. */
export function useSectionScroll(box: RefObject<HTMLElement | null>, section: string | null): void {
  useEffect(() => {
    if (!section) return;
    const started = performance.now();
    let frame = 0;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const root = box.current;
      if (root && anchorElement(root, section)) {
        scrollToSection(section, root);
        settle = setTimeout(() => scrollToSection(section, root), SETTLE_MS);
        return;
      }
      if (performance.now() - started < WAIT_MS) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(settle);
    };
  }, [box, section]);
}
