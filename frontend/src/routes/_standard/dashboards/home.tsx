import { createFileRoute } from '@tanstack/react-router';
import { DashboardHome } from '../../../features/dashboard/dashboard-home';
import { dashboardFiguresQuery } from '../../../features/dashboard/use-dashboard-figures';
import { getCurrentApp } from '../../../lib/current-app';
import { getWorkContext } from '../../../lib/work-context';

export const Route = createFileRoute('/_standard/dashboards/home')({
  // The figures are asked for as soon as the session is known (the layout's guard), beside the screen's code, not
  // once the screen has rendered: nothing waits here, the screen shows its spinner and finds them in the cache.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(dashboardFiguresQuery(getCurrentApp(), getWorkContext().customerId));
  },
  component: DashboardHome,
});
