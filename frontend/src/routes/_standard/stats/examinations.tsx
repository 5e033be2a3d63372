import { createFileRoute, useLocation } from '@tanstack/react-router';
import { menuTree, routeAccess } from '@tutela/contracts';
import { NotAuthorizedPage } from '../../../components/ui/not-authorized-page';
import { ExaminationsListPage } from '../../../features/examinations/list/examinations-list-page';
import { menuContextFor } from '../../../features/shell/sidebar/menu-context';
import { useUserData } from '../../../lib/session';
import { useWorkContext } from '../../../lib/use-work-context';

// Reportistica amm. › Visite effettuate (md): open to whoever the menus let reach it.
export const Route = createFileRoute('/_standard/stats/examinations')({
  component: ExaminationsRoute,
});

function ExaminationsRoute() {
  const { app, user } = useUserData();
  const work = useWorkContext();
  const { pathname } = useLocation();
  const ctx = menuContextFor(app, user, work, []);
  if (app !== 'md' || routeAccess(pathname, menuTree(app, { customerAccess: ctx.customerAccess }), ctx) === 'forbidden')
    return <NotAuthorizedPage />;
  return <ExaminationsListPage />;
}
