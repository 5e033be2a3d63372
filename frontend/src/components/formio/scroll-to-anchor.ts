/** Offset left above a section when the side menu scrolls to it: the sticky toolbar's height. */
export const ANCHOR_OFFSET = 70;
export const ANCHOR_SCROLL_MS = 500;

/** The element of a form.io component by key (form.io marks each with `formio-component-{key}`). */
export function anchorElement(root: ParentNode, key: string): HTMLElement | null {
  return root.querySelector<HTMLElement>(`.formio-component-${CSS.escape(key)}`);
}

function scrollParent(element: HTMLElement): HTMLElement {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node;
  }
  return (document.scrollingElement as HTMLElement) ?? document.documentElement;
}

/**
 * Scrolls the section into view in 500 ms (ease in-out), `offset` px (default 70) below the top of its scrolling
 * container: a screen whose sticky toolbar grows on narrow widths passes its height.
 */
export function scrollToAnchor(key: string, root: ParentNode = document, offset: number = ANCHOR_OFFSET): boolean {
  const target = anchorElement(root, key);
  if (!target) return false;
  const container = scrollParent(target);
  const start = container.scrollTop;
  const top = target.getBoundingClientRect().top - container.getBoundingClientRect().top;
  const end = Math.max(0, start + top - offset);
  const began = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - began) / ANCHOR_SCROLL_MS);
    const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
    container.scrollTop = start + (end - start) * eased;
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
  return true;
}
