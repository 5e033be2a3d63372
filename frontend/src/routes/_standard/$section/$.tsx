import { createFileRoute, useLocation } from '@tanstack/react-router';
import { menuTree, routeAccess } from '@tutela/contracts';
import { ModuleNotAvailable } from '../../../components/ui/module-not-available';
import { NotAuthorizedPage } from '../../../components/ui/not-authorized-page';
import { menuContextFor } from '../../../features/shell/sidebar/menu-context';
import { useUserData } from '../../../lib/session';
import { useWorkContext } from '../../../lib/use-work-context';

/**
 * Any standard-layout path whose screen is not built yet: a clear notice instead of a blank page, unless the menus
 * say the user's level or role may not open it, which gets "Utente non autorizzato" as a built page would. Real
 * screens are more specific routes and always win; unknown sections never get here (the layout's guard sends
 * them to login).
 */
export const Route = createFileRoute('/_standard/$section/$')({
  component: SectionNotBuilt,
});

function SectionNotBuilt() {
  const { app, user } = useUserData();
  const work = useWorkContext();
  const { pathname } = useLocation();
  const ctx = menuContextFor(app, user, work, []);
  if (routeAccess(pathname, menuTree(app, { customerAccess: ctx.customerAccess }), ctx) === 'forbidden') return <NotAuthorizedPage />;
  return <ModuleNotAvailable backTo="/dashboards/home" />;
}
