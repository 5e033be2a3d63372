import { useEffect, type RefObject } from 'react';

/**
 * What form.io's own markup leaves to screen readers, repaired: the forms are ours, the templates are form.io's
 * (bootstrap 5), so the renderer is left as it is and its output is corrected after each render.
 */

/**
 * Italian for the texts only a screen reader meets: form.io's own keys (a grid's hidden action header, its remove
 * buttons) and the default label of a Columns layout, which the forms leave unnamed. Without them the keys
 * themselves ('addOrRemove', 'Columns') were read out.
 */
export const SCREEN_READER_TEXTS: Record<string, string> = {
  addOrRemove: 'Aggiungi o rimuovi righe',
  remove: 'Rimuovi riga',
  removeBtnPressToRemove: 'Rimuovi',
  Columns: 'Colonne',
  loading: 'Caricamento',
  noMatchesFound: 'Nessun risultato',
};

/** The label form.io writes for a component (`l-<instance>-<key>`), if the component shows one. */
function componentLabel(element: Element): HTMLElement | null {
  const component = element.closest('.formio-component');
  return component?.querySelector<HTMLElement>(':scope > label[id^="l-"]') ?? null;
}

function hasName(element: Element): boolean {
  return element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby');
}

/**
 * Repairs, idempotently, what axe finds in form.io's read-only rendering:
 * - a panel header is `role="presentation"` when read-only yet keeps aria-expanded and aria-controls, which a
 *   presentational element may not have;
 * - a read-only text area becomes a `role="textbox"` div without a name: it takes its component's label;
 * - read-only radios and checkboxes lose their `<label>` (the option's text becomes a span): each input takes
 *   its option's text as its name.
 */
export function repairFormioAccessibility(root: ParentNode): void {
  for (const header of root.querySelectorAll('[role="presentation"][aria-controls], [role="presentation"][aria-expanded]')) {
    header.removeAttribute('aria-controls');
    header.removeAttribute('aria-expanded');
  }
  for (const box of root.querySelectorAll('[role="textbox"]')) {
    if (hasName(box)) continue;
    const label = componentLabel(box);
    if (label?.id) box.setAttribute('aria-labelledby', label.id);
  }
  for (const input of root.querySelectorAll<HTMLInputElement>('input[type="radio"], input[type="checkbox"]')) {
    if (hasName(input) || (input.labels && input.labels.length > 0)) continue;
    const option = input.closest('.form-check, .form-check-inline')?.textContent?.trim();
    if (option) input.setAttribute('aria-label', option);
  }
}

/** Keeps the form under `container` repaired as form.io renders and redraws it (conditionals, grids, read-only). */
export function useFormioAccessibility(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!root || typeof MutationObserver === 'undefined') return;
    let queued = false;
    const observer = new MutationObserver(() => {
      if (queued) return;
      queued = true;
      // One repair per burst of mutations: form.io redraws a component as many small DOM changes.
      queueMicrotask(() => {
        queued = false;
        repairFormioAccessibility(root);
      });
    });
    repairFormioAccessibility(root);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container]);
}
