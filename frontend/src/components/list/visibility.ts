import { useSyncExternalStore } from 'react';
import type { HideBelow, VisibilityRules } from './list-types';

/**
 * Column and button visibility (spec part 2 §2.1, §5.2, §6): user level, screen width, generic version.
 * The UI only hides; the server enforces levels on its own.
 */

export interface VisibilityContext {
  level: number;
  /** Window width; Infinity when unknown (tests, server render). */
  width: number;
  generic: boolean;
}

export function isShown(rules: VisibilityRules, context: VisibilityContext): boolean {
  if (rules.minLevel !== undefined && context.level < rules.minLevel) return false;
  if (rules.hideBelow !== undefined && context.width < rules.hideBelow) return false;
  if (rules.hideInGeneric && context.generic) return false;
  return true;
}

const BREAKPOINTS: readonly HideBelow[] = [600, 768, 960];

/**
 * The window width rounded down to the breakpoints that matter (0, 600, 768, 960). Subscribing to
 * matchMedia instead of resize events re-renders the list only when a breakpoint is crossed, not on every
 * pixel of a resize.
 */
function readWidthBucket(): number {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return Number.POSITIVE_INFINITY;
  let bucket = 0;
  for (const bp of BREAKPOINTS) if (window.matchMedia(`(min-width: ${bp}px)`).matches) bucket = bp;
  return bucket === 960 ? Number.POSITIVE_INFINITY : bucket;
}

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const queries = BREAKPOINTS.map((bp) => window.matchMedia(`(min-width: ${bp}px)`));
  queries.forEach((query) => query.addEventListener('change', onChange));
  return () => queries.forEach((query) => query.removeEventListener('change', onChange));
}

export function useWidthBucket(): number {
  return useSyncExternalStore(subscribe, readWidthBucket, () => Number.POSITIVE_INFINITY);
}
