import { createFileRoute, useLocation } from '@tanstack/react-router';
import { menuTree, routeAccess } from '@tutela/contracts';
import { NotAuthorizedPage } from '../../../components/ui/not-authorized-page';
import { ImportTemplatesPage } from '../../../features/imports/import-templates-page';
import { menuContextFor } from '../../../features/shell/sidebar/menu-context';
import { useUserData } from '../../../lib/session';
import { useWorkContext } from '../../../lib/use-work-context';

// Coord. Sanitario › Importa (md): the system administrator's, outside the generic application (menu rules).
export const Route = createFileRoute('/_standard/coordination/import')({
  component: ImportRoute,
});

function ImportRoute() {
  const { app, user } = useUserData();
  const work = useWorkContext();
  const { pathname } = useLocation();
  const ctx = menuContextFor(app, user, work, []);
  if (app !== 'md' || routeAccess(pathname, menuTree(app, { customerAccess: ctx.customerAccess }), ctx) === 'forbidden')
    return <NotAuthorizedPage />;
  return <ImportTemplatesPage />;
}
