import type { AnyRouter } from '@tanstack/react-router';
import { loadRouteCode } from '../../lib/route-code';
import { whenIdle } from '../../lib/when-idle';

/**
 * Downloads the code of the screen a sign-in leads to (the standard layout with its header and menu, the dashboard)
 * while the user types, so after 'Accedi' only the user data and the screen's own figures are waited for. Code only:
 * no guard or loader runs, no request needs a session.
 */
export function preloadSignedInScreen(router: AnyRouter, href: string): void {
  whenIdle(() => loadRouteCode(router, href));
}
