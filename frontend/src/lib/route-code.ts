import type { AnyRouter } from '@tanstack/react-router';

/**
 * Starts downloading the code of every route that `href` matches (layouts and page), without running their guards
 * or loaders. The router itself asks for a route's code only once the guards before it have answered (the session:
 * a request to the server), so a first screen waited for that answer and then for its scripts; asked for here they
 * come side by side. A failed download is simply asked for again when the route renders.
 */
export function loadRouteCode(router: AnyRouter, href: string): void {
  const [routes] = router.getMatchedRoutes(new URL(href, window.location.origin).pathname);
  for (const route of routes) void Promise.resolve(router.loadRouteChunk(route)).catch(() => undefined);
}
