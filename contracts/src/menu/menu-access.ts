import { opensFor } from './menu-filter';
import { CUSTOMER_PLACEHOLDER, FACTORY_PLACEHOLDER, type MenuContext, type MenuItem } from './menu-types';

/**
 * Whether a typed or bookmarked path is one the user may open, judged by the menu entries that lead there:
 * 'allowed' when one of them opens for the user's level and roles (in every enclosing group), 'forbidden' when
 * entries lead there but none opens for them, 'unknown' when no menu entry leads there (nothing to judge by).
 * A selected factory or a licensed module is not asked: those are about what is chosen, not who the user is.
 */
export type RouteAccess = 'allowed' | 'forbidden' | 'unknown';

interface RouteEntry {
  pattern: RegExp;
  exact: RegExp;
  opens: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function routeSource(route: string): string {
  return route
    .split(/(\{customer_id\}|\{factory_id\})/)
    .map((part) => (part === CUSTOMER_PLACEHOLDER || part === FACTORY_PLACEHOLDER ? '[^/]+' : escapeRegExp(part)))
    .join('');
}

function collect(items: readonly MenuItem[], ctx: MenuContext, parentOpens: boolean, out: RouteEntry[]): RouteEntry[] {
  for (const item of items) {
    const opens = parentOpens && opensFor(item, ctx);
    if (item.route) {
      const source = routeSource(item.route.replace(/\/+$/, ''));
      out.push({ exact: new RegExp(`^${source}/?$`), pattern: new RegExp(`^${source}(?:/|$)`), opens });
    }
    if (item.children) collect(item.children, ctx, opens, out);
  }
  return out;
}

export function routeAccess(pathname: string, tree: readonly MenuItem[], ctx: MenuContext): RouteAccess {
  const entries = collect(tree, ctx, true, []);
  // The entry for the path itself decides; only without one do the entries of the pages above it.
  const exact = entries.filter((entry) => entry.exact.test(pathname));
  const matching = exact.length > 0 ? exact : entries.filter((entry) => entry.pattern.test(pathname));
  if (matching.length === 0) return 'unknown';
  return matching.some((entry) => entry.opens) ? 'allowed' : 'forbidden';
}
