import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { AppOverlays } from '../features/shell/app-overlays';
import { LOGIN_PATH } from '../lib/route-sections';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  // Spec part 1 §2: an unknown path redirects to authentication/login.
  notFoundComponent: () => <Navigate to={LOGIN_PATH} replace />,
});

function RootComponent() {
  return (
    <>
      <Outlet />
      <AppOverlays />
    </>
  );
}
