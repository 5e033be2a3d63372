import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { queryClient } from './lib/query-client';
import { installApiErrorReporting } from './features/shell/feedback/api-error-reporting';
import { RouteError } from './components/ui/route-error';
import { loadRouteCode } from './lib/route-code';
import './styles.css';

const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // Loaders read through the query cache, which decides freshness itself.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  // A page's guard or loader failing renders inside its layout (header and menu stay), "Utente non autorizzato" included.
  defaultErrorComponent: RouteError,
});

// The first screen's code downloads beside the session check instead of after it.
loadRouteCode(router, window.location.href);

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

installApiErrorReporting({
  queryClient,
  toLogin: () => void router.navigate({ to: '/authentication/login' }),
});

const container = document.getElementById('root');
if (!container) throw new Error('#root mancante in index.html');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
