import type { AnyRouter } from "@tanstack/react-router";
import { whenIdle } from "../../lib/when-idle";

/**
 * Downloads the code of the screen a sign-in leads to (the standard layout with its header and menu, the dashboard)
 * while the user types, so after 'Accedi' only the user data and the screen's own figures are waited for, not some
 * twenty scripts that could only be asked for once the session was known. Code only: no guard or loader runs, no
 * request needs a session. A failed download is simply asked for again on navigation.
 */
export function preloadSignedInScreen(router: AnyRouter, href: string): void {
  whenIdle(() => {
    const [routes] = router.getMatchedRoutes(new URL(href, window.location.origin).pathname);
    for (const route of routes) void Promise.resolve(router.loadRouteChunk(route)).catch(() => undefined);
  });
}
