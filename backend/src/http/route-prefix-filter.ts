import type { Express } from 'express';

/** The part of an Express 5 route path before its first parameter, wildcard, optional group or escape. */
export function literalPrefix(path: string): string {
  const special = path.search(/[:*{(\\]/);
  return special === -1 ? path : path.slice(0, special);
}

interface RouteLayer {
  route?: unknown;
  rawPath?: unknown;
  match: (path: string) => unknown;
}

/**
 * Express tries the app's routes one after another, running each route's regular expression on the path until one
 * matches: 335 routes here, and a list of workers sits 171st, so every request ran about 170 of them (7 % of the API's
 * CPU at 32 clients). A route's path can only match a path that starts with its literal part, so each route first
 * compares that prefix and runs its expression only when it matches. The router's own order and rules are unchanged.
 * Only with case-sensitive routing (createExpressAdapter sets it): a case-insensitive route could match another
 * spelling of its prefix.
 */
export function filterRoutesByPrefix(app: Express): number {
  if (!app.get('case sensitive routing')) return 0;
  const stack = (app.router as unknown as { stack?: RouteLayer[] }).stack ?? [];
  let filtered = 0;
  for (const layer of stack) {
    const paths = Array.isArray(layer.rawPath) ? layer.rawPath : [layer.rawPath];
    if (!layer.route || !paths.every((path): path is string => typeof path === 'string')) continue;
    const prefixes = paths.map(literalPrefix);
    const match = layer.match;
    layer.match = function matchAfterPrefix(this: RouteLayer, path: string) {
      if (typeof path === 'string' && !prefixes.some((prefix) => path.startsWith(prefix))) return false;
      return match.call(this, path);
    };
    filtered++;
  }
  return filtered;
}
