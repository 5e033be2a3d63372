import type { ReactNode } from 'react';
import { useLocation } from '@tanstack/react-router';
import { menuTree, routeAccess } from '@tutela/contracts';
import { NotAuthorizedPage } from '../../../components/ui/not-authorized-page';
import { menuContextFor } from '../../../features/shell/sidebar/menu-context';
import { useUserData } from '../../../lib/session';
import { useWorkContext } from '../../../lib/use-work-context';

/**
 * The calendars open for whoever the menus let reach Scadenze → Calendario…; others get "Utente non
 * autorizzato" as on any other built page (the server scopes the data anyway).
 */
export function CalendarAccess({ children }: { children: ReactNode }) {
  const { app, user } = useUserData();
  const work = useWorkContext();
  const { pathname } = useLocation();
  const ctx = menuContextFor(app, user, work, []);
  if (routeAccess(pathname, menuTree(app, { customerAccess: ctx.customerAccess }), ctx) === 'forbidden') return <NotAuthorizedPage />;
  return <>{children}</>;
}
